/**
 * What self-service decisions read and answer: the appointment's facts, the moment, and the money of a
 * cancellation or a no-show, in integer cents.
 */
import { Appointment } from '../appointment';
import { isActiveStatus } from '../appointment-status';
import { Cents, formatCents } from '../money';
import { CANCELLATION_NOTICE_HOURS, FULL_REFUND_NOTICE_HOURS, HOUR_MS } from '../policy';
import { fail, failWith } from '../validation/checks';
import { ValidationFailure } from '../validation/result';

/** The facts of an appointment the policy reads (an `Appointment` has them all). */
export type SelfServiceAppointment = Pick<
  Appointment,
  | 'status'
  | 'paymentStatus'
  | 'startsAt'
  | 'totalDuration'
  | 'totalPriceCents'
  | 'depositCents'
  | 'packageId'
> &
  /** The start as first booked; `startsAt` when not given (never moved). */
  Partial<Pick<Appointment, 'firstStartsAt' | 'endsAt' | 'blockedUntil'>>;

/** The buffer an appointment was booked with, in minutes (0 when it has none or it is not known). */
export function bufferOf(appointment: SelfServiceAppointment): number {
  const { endsAt, blockedUntil } = appointment;
  if (!endsAt || !blockedUntil) return 0;
  return Math.max(0, Math.round((blockedUntil.getTime() - endsAt.getTime()) / 60_000));
}

/**
 * The start a cancellation's notice is counted from: the start as first booked, or the current start
 * when the appointment was moved earlier. Moving an appointment never earns more money back: moved a
 * few weeks out and then cancelled, it gives the notice it gave before the move.
 */
export function noticeStart(appointment: SelfServiceAppointment): Date {
  const first = appointment.firstStartsAt ?? appointment.startsAt;
  return first.getTime() < appointment.startsAt.getTime() ? first : appointment.startsAt;
}

export interface SelfServiceContext {
  /** The moment of the decision (the server's clock; the preview and the change use the same rule). */
  readonly now: Date;
  /**
   * What the client actually paid online for this appointment, in cents (from the payment records).
   * When not given: the deposit asked for if the payment status is `paid`, else 0.
   */
  readonly paidCents?: Cents;
  /** The business's phone (from the business profile), named in "please call us" messages. */
  readonly phone?: string | null;
}

/**
 * Where the money paid online goes, and what may still be charged. Always
 * `refundCents + creditCents + keptCents === paidCents` and `keptCents + chargeCents === feeCents`.
 */
export interface Settlement {
  /** Paid online for this appointment (the deposit). */
  readonly paidCents: Cents;
  /** Paid back to the client's card. */
  readonly refundCents: Cents;
  /** Not refunded, kept as credit toward a future booking. */
  readonly creditCents: Cents;
  /** Kept by the business and applied to the fee. */
  readonly keptCents: Cents;
  /** The fee the policy allows: late cancellation or no-show; 0 when none. */
  readonly feeCents: Cents;
  /** The part of the fee the deposit does not cover, which may still be charged. */
  readonly chargeCents: Cents;
}

/** The money paid online: the context's amount, else the deposit when the payment status is paid. */
export function paidOf(appointment: SelfServiceAppointment, context: SelfServiceContext): Cents {
  if (context.paidCents !== undefined) {
    if (!Number.isSafeInteger(context.paidCents) || context.paidCents < 0) {
      throw new RangeError(`paidCents must be a non-negative integer, got ${context.paidCents}`);
    }
    return context.paidCents;
  }
  return appointment.paymentStatus === 'paid' ? appointment.depositCents : 0;
}

/** Nothing owed either way: the money paid goes `to` refund or credit. */
export function settleWithoutFee(paidCents: Cents, to: 'refund' | 'credit'): Settlement {
  return {
    paidCents,
    refundCents: to === 'refund' ? paidCents : 0,
    creditCents: to === 'credit' ? paidCents : 0,
    keptCents: 0,
    feeCents: 0,
    chargeCents: 0,
  };
}

/**
 * A fee: the money paid is kept toward it and any shortfall may be charged; any excess goes `excessTo`
 * refund or credit.
 */
export function settleWithFee(
  paidCents: Cents,
  feeCents: Cents,
  excessTo: 'refund' | 'credit',
): Settlement {
  const keptCents = Math.min(paidCents, feeCents);
  const excess = paidCents - keptCents;
  return {
    paidCents,
    refundCents: excessTo === 'refund' ? excess : 0,
    creditCents: excessTo === 'credit' ? excess : 0,
    keptCents,
    feeCents,
    chargeCents: feeCents - keptCents,
  };
}

/**
 * A fee's sentences as a client or the owner reads them: `fee`, then what the money paid does with
 * it: applied to it with the rest still to charge, or covering it with the excess refunded or kept as
 * credit (whichever the settlement made; the other is zero).
 */
export function feeMessage(
  fee: string,
  settlement: Settlement,
  applied: (paid: string, charge: string) => string,
  covers: (kept: string, excess: string) => string,
): string {
  const { paidCents, chargeCents, keptCents, refundCents, creditCents } = settlement;
  if (paidCents > 0 && chargeCents > 0)
    return `${fee} ${applied(formatCents(paidCents), formatCents(chargeCents))}`;
  if (paidCents > 0)
    return `${fee} ${covers(formatCents(keptCents), formatCents(refundCents + creditCents))}`;
  return fee;
}

/**
 * How much notice a change gives, measured in absolute time (a day across a daylight-saving change is
 * still 24 hours, not "the same clock time yesterday"):
 * - `full_refund`: at least FULL_REFUND_NOTICE_HOURS (48) before the start;
 * - `on_time`: at least CANCELLATION_NOTICE_HOURS (24), less than 48;
 * - `late`: less than 24 hours, before the start;
 * - `started`: the start has come (exactly at the start counts as started).
 */
export type NoticeBand = 'full_refund' | 'on_time' | 'late' | 'started';

export function noticeBand(startsAt: Date, now: Date): NoticeBand {
  const notice = startsAt.getTime() - now.getTime();
  if (notice <= 0) return 'started';
  if (notice >= FULL_REFUND_NOTICE_HOURS * HOUR_MS) return 'full_refund';
  if (notice >= CANCELLATION_NOTICE_HOURS * HOUR_MS) return 'on_time';
  return 'late';
}

/**
 * Why the client can change nothing any more, or null while they still may: the appointment is no
 * longer active (cancelled, completed, no-show), or it has started (then they are told to call).
 */
export function closedToChanges(
  appointment: SelfServiceAppointment,
  context: SelfServiceContext,
): ValidationFailure | null {
  if (!isActiveStatus(appointment.status)) return fail('appointmentNotActive');
  if (noticeBand(appointment.startsAt, context.now) !== 'started') return null;
  return context.phone
    ? failWith('appointmentStartedCall', [context.phone])
    : fail('appointmentStarted');
}
