import {
  Appointment,
  AppointmentState,
  AppointmentStatus,
  NewAppointment,
} from '@esthetics/domain';

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

/** New bookings and the changes of an appointment's status and payment state. */
export abstract class AppointmentWrites {
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
  /**
   * Sets the status (a cancellation records the business as its reason) and raises its SEQUENCE, in
   * one transaction (the UnitOfWork in progress, if any); null when there is no such appointment;
   * ConflictError when re-activating it would take a slot that is taken.
   */
  abstract setStatus(id: string, status: AppointmentStatus, now: Date): Promise<Appointment | null>;
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
}
