/**
 * No-show protection: a late cancellation or a no-show records its fee, and the fee is charged to the
 * saved card once the owner's grace window has passed without her waiving it (docs/money.md).
 *
 * A fee is pending, then waived or charged; a charge the card refuses (declined, or needing the
 * client's authentication) leaves it due, with a pay link e-mailed. A waive after the charge is a
 * refund of the fee.
 */
import { MESSAGES } from '../messages';
import { HOUR_MS } from '../policy';
import { failWith, pass } from '../validation/checks';
import { Validation } from '../validation/result';

/** The owner's default window to waive a fee before it is charged. */
export const FEE_GRACE_HOURS = 2;
/** The longest grace window the setting takes (a week): a fee is charged while the visit is fresh. */
export const FEE_GRACE_MAX_HOURS = 168;

export const FEE_STATES = ['pending', 'waived', 'charged', 'due', 'paid', 'refunded'] as const;
export type FeeState = (typeof FEE_STATES)[number];

/** Why a fee arose. */
export type FeeReason = 'late_cancellation' | 'no_show';

/** When a fee recorded at `recordedAt` may be charged. */
export const feeChargeableAt = (recordedAt: Date, graceHours: number = FEE_GRACE_HOURS): Date =>
  new Date(recordedAt.getTime() + graceHours * HOUR_MS);

/** Whether the sweeper charges a fee now: pending, and its grace window over. */
export const feeIsChargeable = (
  fee: { state: FeeState; recordedAt: Date },
  now: Date,
  graceHours: number = FEE_GRACE_HOURS,
): boolean => fee.state === 'pending' && now >= feeChargeableAt(fee.recordedAt, graceHours);

/**
 * What waiving a fee in `state` does: nothing to charge any more, a refund of what was charged, or
 * nothing possible (already waived or refunded).
 */
export function waiveEffect(state: FeeState): 'cancel_charge' | 'refund' | 'none' {
  if (state === 'pending' || state === 'due') return 'cancel_charge';
  if (state === 'charged' || state === 'paid') return 'refund';
  return 'none';
}

/** The milliseconds left before a pending fee is charged (the console's countdown); 0 when due. */
export const feeCountdownMs = (recordedAt: Date, now: Date, graceHours = FEE_GRACE_HOURS): number =>
  Math.max(0, feeChargeableAt(recordedAt, graceHours).getTime() - now.getTime());

export const FEE_REASONS = ['late_cancellation', 'no_show'] as const satisfies readonly FeeReason[];

export const isFeeState = (value: unknown): value is FeeState =>
  typeof value === 'string' && (FEE_STATES as readonly string[]).includes(value);

/** The reason as the console and the mails word it. */
export const feeReasonLabel = (reason: FeeReason): string =>
  reason === 'no_show' ? MESSAGES.feeReasonNoShow : MESSAGES.feeReasonLateCancellation;

/** The owner's grace window setting: whole hours from 0 (charged at the next sweep) to the max. */
export function checkFeeGraceHours(raw: unknown): Validation<number> {
  if (typeof raw !== 'number' || !Number.isInteger(raw) || raw < 0 || raw > FEE_GRACE_MAX_HOURS) {
    return failWith('feeGraceInvalid', [FEE_GRACE_MAX_HOURS], 'fee_grace_hours');
  }
  return pass(raw);
}

/** A fee recorded from a cancellation's or a no-show's terms: only when something is left to charge. */
export const feeToRecord = (chargeCents: number): boolean =>
  Number.isInteger(chargeCents) && chargeCents > 0;

const STATE_LABELS: Record<FeeState, string> = {
  pending: MESSAGES.feeStatePending,
  due: MESSAGES.feeStateDue,
  charged: MESSAGES.feeStateCharged,
  paid: MESSAGES.feeStatePaid,
  waived: MESSAGES.feeStateWaived,
  refunded: MESSAGES.feeStateRefunded,
};

/** The state as the console words it. */
export const feeStateLabel = (state: FeeState): string => STATE_LABELS[state];

/** The countdown as the console shows it, h:mm:ss ("Charged in 1:59:58"), or "at the next sweep". */
export function feeCountdownText(ms: number): string {
  if (ms <= 0) return MESSAGES.feeChargingNow;
  const seconds = Math.ceil(ms / 1000);
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return MESSAGES.feeChargesIn(`${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`);
}
