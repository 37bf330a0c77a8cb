/**
 * The admin marks an appointment whose start has passed as a no-show (`noShowProblem` in
 * appointment-status.ts). The terms charge the full service fee (the booking's total price); the
 * deposit paid is kept and applied to it, and the rest may still be charged.
 */
import { noShowProblem } from '../appointment-status';
import { formatCents } from '../money';
import { MESSAGES } from '../messages';
import { fail, pass } from '../validation/checks';
import { Validation } from '../validation/result';
import {
  feeMessage,
  paidOf,
  SelfServiceAppointment,
  SelfServiceContext,
  settleWithFee,
  Settlement,
} from './terms';

export interface NoShowTerms extends Settlement {
  /** What the admin reads before confirming: the fee, the deposit applied, what may be charged. */
  readonly message: string;
}

/**
 * The fee of marking `appointment` a no-show at `context.now`; or a failure with its code:
 * `alreadyNoShow`, or `noShowBeforeStart` while the start has not come.
 */
export function noShowTerms(
  appointment: SelfServiceAppointment,
  context: SelfServiceContext,
): Validation<NoShowTerms> {
  const problem = noShowProblem(appointment, context.now);
  if (problem === 'already_no_show') return fail('alreadyNoShow');
  if (problem === 'not_started') return fail('noShowBeforeStart');
  const paid = paidOf(appointment, context);
  const settlement = settleWithFee(paid, appointment.totalPriceCents, 'refund');
  const message = feeMessage(
    MESSAGES.noShowFee(formatCents(settlement.feeCents)),
    settlement,
    MESSAGES.noShowDepositApplied,
    MESSAGES.noShowDepositCovers,
  );
  return pass({ ...settlement, message });
}
