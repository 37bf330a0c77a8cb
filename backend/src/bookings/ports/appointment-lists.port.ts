import { Appointment, AppointmentStatus, DateRange } from '@esthetics/domain';
import { Page } from '../../common/dto/pagination.dto';

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

/** Appointments as they are read: one, a client's, the admin's lists and stats. */
export abstract class AppointmentLists {
  abstract findById(id: string): Promise<Appointment | null>;
  abstract listForClient(clientId: string): Promise<Appointment[]>;
  /** A page of the appointments that match, with the count of all that match. */
  abstract list(
    filter: AppointmentFilter,
    page: Page,
  ): Promise<{ items: Appointment[]; total: number }>;
  /** Figures of the appointments scheduled in a range of local dates, active ones judged at `now`. */
  abstract periodFigures(range: DateRange, now: Date): Promise<PeriodFigures>;
  /** Appointments not cancelled per local date in the range (dates without any are left out). */
  abstract bookingsPerDay(range: DateRange): Promise<{ date: string; bookings: number }[]>;
}
