import {
  AppointmentStatus,
  DateRange,
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

/** The admin list's filters; null means no filter. */
export interface AppointmentFilter {
  /** Client first name, last name, "first last", e-mail, or phone digits (case-insensitive). */
  readonly search: string | null;
  readonly status: AppointmentStatus | null;
  /** Local dates (appointment_date), both ends included. */
  readonly from: string | null;
  readonly to: string | null;
  /** created: newest booking first; start: soonest appointment first. */
  readonly order: 'created' | 'start';
}

/** Appointment figures of a period of local dates (see the admin stats). */
export interface PeriodFigures {
  /** Scheduled in the period, not cancelled. */
  readonly bookings: number;
  /** Scheduled in the period, cancelled. */
  readonly cancellations: number;
  /**
   * Total minus the deposits kept (payments not flagged for refund), over the active appointments
   * (confirmed, or pending within the hold) scheduled in the period.
   */
  readonly balanceToCollectCents: number;
}

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
  /** A page of the appointments that match, with the count of all that match. */
  abstract list(
    filter: AppointmentFilter,
    page: Page,
  ): Promise<{ items: Appointment[]; total: number }>;
  /** Figures of the appointments scheduled in a range of local dates, active ones judged at `now`. */
  abstract periodFigures(range: DateRange, now: Date): Promise<PeriodFigures>;
  /** Appointments not cancelled per local date in the range (dates without any are left out). */
  abstract bookingsPerDay(range: DateRange): Promise<{ date: string; bookings: number }[]>;
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
