import {
  AppointmentStatus,
  Interval,
  PaymentStatus,
  PriceBreakdown,
  ServiceLocation,
} from '@esthetics/domain';
import { Page } from '../../common/dto/pagination.dto';
import { OutgoingMail } from '../../notifications/outbox';

export interface Appointment {
  readonly id: string;
  /** The client account it belongs to: null when the booker has no account with that e-mail and phone. */
  readonly client_id: string | null;
  readonly client_first_name: string;
  readonly client_last_name: string;
  readonly client_email: string;
  readonly client_phone: string;
  readonly service_ids: string[];
  readonly services: string[];
  readonly add_on_ids: string[];
  readonly package_id: string | null;
  readonly group_size: number;
  readonly service_location: ServiceLocation;
  readonly service_address: string | null;
  readonly company_name: string | null;
  readonly notes: string | null;
  readonly appointment_date: string;
  readonly appointment_time: string;
  readonly starts_at: Date;
  readonly ends_at: Date;
  readonly total_duration: number;
  readonly price: PriceBreakdown;
  readonly total_price_cents: number;
  readonly deposit_cents: number;
  readonly status: AppointmentStatus;
  readonly payment_status: PaymentStatus;
  readonly hold_expires_at: Date | null;
  readonly cancellation_reason: string | null;
  readonly add_to_calendar: boolean;
  readonly calendar_email: string | null;
  readonly created_at: Date;
  readonly updated_at: Date;
}

export type NewAppointment = Omit<Appointment, 'updated_at'>;

export abstract class AppointmentRepository {
  /** Intervals taken between `from` and `to`: confirmed, or pending within the hold at `now`. */
  abstract busyIntervals(from: Date, to: Date, now: Date): Promise<Interval[]>;
  /**
   * Stores a new held booking. Expired holds in its way are cancelled first, in the same transaction;
   * a slot taken by an active appointment throws ConflictError (enforced by the database).
   */
  abstract createHeld(
    appointment: NewAppointment,
    mails: readonly OutgoingMail[],
  ): Promise<Appointment>;
  abstract findById(id: string): Promise<Appointment | null>;
  abstract listForClient(clientId: string): Promise<Appointment[]>;
  /** Active appointments (confirmed, or pending within the hold at `now`) ending after `from`. */
  abstract listActive(from: Date, now: Date): Promise<Appointment[]>;
  abstract list(page: Page): Promise<{ items: Appointment[]; total: number }>;
  /**
   * Sets the status and queues the mails `compose` gives for the updated appointment, in one
   * transaction; null when there is no such appointment; ConflictError when the slot is taken.
   */
  abstract setStatus(
    id: string,
    status: AppointmentStatus,
    now: Date,
    compose?: (updated: Appointment) => OutgoingMail[],
  ): Promise<Appointment | null>;
}
