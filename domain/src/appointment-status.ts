/** Appointment lifecycle: statuses, what the admin may set, deposits, and the unpaid hold. */
import { HOLD_HOURS, HOLD_MS, hoursPhrase } from './policy';

export const APPOINTMENT_STATUSES = [
  'pending',
  'confirmed',
  'completed',
  'cancelled',
  'no_show',
] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

/** The statuses of an appointment still to come: its time is booked and it can be moved or cancelled. */
export const ACTIVE_STATUSES = ['pending', 'confirmed'] as const;
export const isActiveStatus = (status: AppointmentStatus): boolean =>
  (ACTIVE_STATUSES as readonly string[]).includes(status);

export const PAYMENT_STATUSES = ['unpaid', 'paid', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** The statuses the admin can set, from any state (the button of the current status is disabled). */
export const ADMIN_SETTABLE_STATUSES = ['confirmed', 'completed', 'cancelled'] as const;
export type AdminSettableStatus = (typeof ADMIN_SETTABLE_STATUSES)[number];

export const isAppointmentStatus = (value: unknown): value is AppointmentStatus =>
  typeof value === 'string' && (APPOINTMENT_STATUSES as readonly string[]).includes(value);

export const isAdminSettableStatus = (value: unknown): value is AdminSettableStatus =>
  typeof value === 'string' && (ADMIN_SETTABLE_STATUSES as readonly string[]).includes(value);

/** Whether the admin's button for `next` is enabled on an appointment that is `current`. */
export function canAdminSetStatus(current: AppointmentStatus, next: AppointmentStatus): boolean {
  return isAdminSettableStatus(next) && next !== current;
}

/**
 * The admin's other status, set by its own rule rather than from any state: an appointment is marked
 * `no_show` only once its start has passed (the fee is `noShowTerms` in self-service). It is not in
 * ADMIN_SETTABLE_STATUSES, so the plain status buttons and their endpoint never set it.
 */
export const NO_SHOW_STATUS = 'no_show' satisfies AppointmentStatus;

/** Why the admin cannot mark an appointment `no_show` at `now`, or null when they can. */
export function noShowProblem(
  appointment: { readonly status: AppointmentStatus; readonly startsAt: Date },
  now: Date,
): 'already_no_show' | 'not_started' | null {
  if (appointment.status === NO_SHOW_STATUS) return 'already_no_show';
  if (now.getTime() < appointment.startsAt.getTime()) return 'not_started';
  return null;
}

export interface AppointmentState {
  readonly status: AppointmentStatus;
  readonly paymentStatus: PaymentStatus;
  /** End of the unpaid hold; null once paid or when no hold applies. */
  readonly holdExpiresAt: Date | null;
}

/** A new booking: pending, unpaid, held for `HOLD_HOURS`, and never past the appointment's start. */
export function newBookingState(now: Date, startsAt?: Date): AppointmentState {
  const hold = holdEndsAt(now);
  const end = startsAt && startsAt.getTime() < hold.getTime() ? startsAt : hold;
  return { status: 'pending', paymentStatus: 'unpaid', holdExpiresAt: end };
}

export function holdEndsAt(createdAt: Date): Date {
  return new Date(createdAt.getTime() + HOLD_MS);
}

export type DepositOutcome =
  /** The deposit confirms the appointment. */
  | { readonly kind: 'confirmed'; readonly state: AppointmentState }
  /** Already recorded: nothing changes (a replayed webhook, or the status check after the webhook). */
  | { readonly kind: 'already_paid'; readonly state: AppointmentState }
  /** Money arrived for an appointment that is no longer active: record it, flag it for a refund. */
  | { readonly kind: 'needs_refund'; readonly state: AppointmentState }
  /**
   * Money arrived, but not the amount or currency the deposit asked for: record it, flag it, and
   * leave the appointment as it was (its hold runs on; the owner settles it).
   */
  | { readonly kind: 'amount_mismatch'; readonly state: AppointmentState };

/** An amount of money: integer cents and an ISO currency code (any case). */
export interface Amount {
  readonly cents: number;
  readonly currency: string;
}

/** Whether a payment is exactly the deposit asked for. */
export const isDepositAmount = (paid: Amount, due: Amount): boolean =>
  paid.cents === due.cents && paid.currency.toLowerCase() === due.currency.toLowerCase();

/**
 * What a paid deposit does to an appointment. With `amounts`, a payment that is not exactly the
 * deposit due confirms nothing.
 */
export function applyDepositPaid(
  current: AppointmentState,
  amounts?: { readonly paid: Amount; readonly due: Amount },
): DepositOutcome {
  if (current.paymentStatus === 'paid') return { kind: 'already_paid', state: current };
  if (amounts && !isDepositAmount(amounts.paid, amounts.due)) {
    return { kind: 'amount_mismatch', state: current };
  }
  if (current.status === 'cancelled') {
    return {
      kind: 'needs_refund',
      state: { ...current, paymentStatus: 'paid', holdExpiresAt: null },
    };
  }
  // A visit that is over (completed, or missed) stays as it was: the money is recorded toward it.
  const over = current.status === 'completed' || current.status === 'no_show';
  const status: AppointmentStatus = over ? current.status : 'confirmed';
  return { kind: 'confirmed', state: { status, paymentStatus: 'paid', holdExpiresAt: null } };
}

/** An unpaid pending booking whose hold has run out. */
export function isHoldExpired(state: AppointmentState, now: Date): boolean {
  return (
    state.status === 'pending' &&
    state.paymentStatus !== 'paid' &&
    state.holdExpiresAt !== null &&
    now.getTime() >= state.holdExpiresAt.getTime()
  );
}

export const HOLD_EXPIRED_REASON = `Deposit not paid within ${hoursPhrase(HOLD_HOURS)}`;

/** Whether an appointment occupies its time: confirmed, or pending within its hold. */
export function blocksSlot(state: AppointmentState, now: Date): boolean {
  if (state.status === 'confirmed') return true;
  if (state.status !== 'pending') return false;
  return state.paymentStatus === 'paid' || !isHoldExpired(state, now);
}

export const STATUS_LABELS: Readonly<Record<AppointmentStatus, string>> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  completed: 'Completed',
  cancelled: 'Cancelled',
  no_show: 'No-show',
};
