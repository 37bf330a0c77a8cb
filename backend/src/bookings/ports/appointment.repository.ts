import {
  Appointment,
  AppointmentChange,
  AppointmentState,
  AppointmentStatus,
  DateRange,
  Interval,
  NewAppointment,
  NewAppointmentChange,
  NewSlot,
  SequencedAppointment,
} from '@esthetics/domain';
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

/** Who a booking comes from, as its unpaid holds are counted: e-mail, phone and client address. */
export interface BookingOrigin {
  readonly email: string;
  readonly phone: string;
  /** The client address (IP) of the request; null when unknown (not counted). */
  readonly address: string | null;
}

/** How many unpaid bookings within their hold each part of a BookingOrigin has. */
export interface UnpaidHolds {
  readonly byEmail: number;
  readonly byPhone: number;
  readonly byAddress: number;
}

/**
 * A booking stored as held, and the unpaid bookings (pending, not paid, hold not ended) its e-mail,
 * phone and client address had besides it.
 */
export interface HeldBooking {
  readonly appointment: Appointment;
  readonly unpaidHolds: UnpaidHolds;
}

export abstract class AppointmentRepository {
  /** Intervals taken between `from` and `to`: confirmed, or pending within the hold at `now`. */
  abstract busyIntervals(from: Date, to: Date, now: Date): Promise<Interval[]>;
  /**
   * As busyIntervals, for the public availability only: it may be answered from memory, exact as to
   * this instance's own writes and at most AVAILABILITY_CACHE_MS behind another instance's (whose
   * bookings the database still refuses on a taken time). Never for a decision that writes.
   */
  abstract shownBusyIntervals(from: Date, to: Date, now: Date): Promise<Interval[]>;
  /**
   * Stores a new held booking in the UnitOfWork in progress (call it inside one), locks its origin
   * (its e-mail, phone and `clientAddress`) until that transaction ends, and counts the origin's
   * other unpaid holds under those locks: bookings from one origin count one after the other, so two
   * of them never both see room for one more hold (the caller refuses, and so rolls back, a booking
   * over the limit). Expired holds in its way are cancelled first; a slot taken by an active
   * appointment throws slotTaken (enforced by the database) before any lock is taken.
   * `clientAddress` is kept with it to count its unpaid holds.
   */
  abstract createHeld(
    appointment: NewAppointment,
    clientAddress: string | null,
  ): Promise<HeldBooking>;
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
   * Sets the status (a cancellation records the business as its reason) and raises its SEQUENCE, in
   * one transaction (the UnitOfWork in progress, if any); null when there is no such appointment;
   * ConflictError when re-activating it would take a slot that is taken.
   */
  abstract setStatus(id: string, status: AppointmentStatus, now: Date): Promise<Appointment | null>;
  /**
   * Confirmed appointments starting after `now` and up to `until`, locked for the transaction in
   * progress (SKIP LOCKED: with several instances, each goes to one of them).
   */
  abstract lockConfirmedStarting(now: Date, until: Date): Promise<Appointment[]>;
  /** The appointment's state, its row locked until the transaction in progress ends; null if unknown. */
  abstract lockState(id: string): Promise<AppointmentState | null>;
  /** Stores a new state (see the domain's applyDepositPaid). */
  abstract saveState(id: string, state: AppointmentState, now: Date): Promise<void>;
  /**
   * Bookings made without an account, with this e-mail and phone, become the client's (when the
   * client registers).
   */
  abstract attachToClient(client: { id: string; email: string; phone: string }): Promise<void>;
  /** Records a failed payment on an appointment not paid yet. */
  abstract markPaymentFailed(id: string, now: Date): Promise<void>;
  /**
   * Cancels up to `limit` bookings whose hold ended unpaid at `now` (SKIP LOCKED: each goes to one
   * instance) and answers them, cancelled.
   */
  abstract cancelExpiredHolds(now: Date, limit: number): Promise<Appointment[]>;

  // Self-service (docs/cancellations.md): changes made under the row lock, their history, the invitation's SEQUENCE.

  /**
   * The appointment with its invitation's SEQUENCE, its row locked until the transaction in progress
   * ends (changes of one appointment take turns); null if unknown.
   */
  abstract lockForChange(id: string): Promise<SequencedAppointment | null>;
  /** As busyIntervals, leaving out one appointment's own interval (the free times to move it to). */
  abstract busyIntervalsExcept(
    from: Date,
    to: Date,
    now: Date,
    exceptId: string,
  ): Promise<Interval[]>;
  /**
   * Moves the appointment to `slot` and raises its SEQUENCE, in the transaction in progress (call it
   * inside a UnitOfWork). Expired holds in the way give way first; a slot taken by an active
   * appointment throws slotTaken (the exclusion constraint), which fails the whole transaction, so the
   * old time is kept.
   */
  abstract moveTo(id: string, slot: NewSlot, now: Date): Promise<SequencedAppointment>;
  /** Cancels it at the client's request and raises its SEQUENCE (the invitation's CANCEL). */
  abstract cancelByClient(id: string, now: Date): Promise<SequencedAppointment>;
  /** Records a change of an appointment (in the transaction in progress, if any). */
  abstract recordChange(change: NewAppointmentChange): Promise<AppointmentChange>;
  /** The changes of an appointment, oldest first. */
  abstract changesOf(appointmentId: string): Promise<AppointmentChange[]>;
}
