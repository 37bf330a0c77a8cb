import { cancellationOutcome, CancellationMoneyInput } from '@esthetics/domain';
import { Injectable } from '@nestjs/common';
import { CancellationOutcomeRepository } from './ports/cancellation-outcome.port';
import {
  CancellationSettlement,
  RecordedCancellation,
  SettledAppointment,
  SettledCancellation,
} from './ports/cancellation-settlement.port';
import { DepositRefunds } from './ports/deposit-refunds.port';
import { FeeRecorder } from './ports/fees.port';

/** Who cancels under the client's policy: a late cancellation leaves a fee (docs/money.md). */
const BY_POLICY: readonly string[] = ['client', 'admin_policy'];

/** The CancellationSettlement port: the domain decides, the table records once, the provider refunds. */
@Injectable()
export class CancellationSettlementService extends CancellationSettlement {
  constructor(
    private readonly refunds: DepositRefunds,
    private readonly outcomes: CancellationOutcomeRepository,
    private readonly fees: FeeRecorder,
  ) {
    super();
  }

  async settle(
    a: SettledAppointment,
    who: Pick<CancellationMoneyInput, 'by' | 'businessRefund'>,
    now: Date,
  ): Promise<SettledCancellation> {
    const paidCents = await this.refunds.heldCents(a.id);
    const outcome = cancellationOutcome({ ...who, appointment: a, paidCents, now });
    if (paidCents === 0) {
      // No money on it: nothing to record (one paid and settled before stays as recorded).
      return { outcome, recorded: await this.outcomes.find(a.id), refund: null, replayed: false };
    }
    if (!(await this.outcomes.recordOnce(a.id, outcome, now))) {
      return { outcome, recorded: await this.outcomes.find(a.id), refund: null, replayed: true };
    }
    const refund =
      outcome.refundCents > 0 ? await this.refunds.refund(a.id, outcome.refundCents, now) : null;
    if (refund) await this.outcomes.setRefundStatus(a.id, refund.status);
    // What the deposit did not cover is a fee, charged after the owner's grace window.
    if (BY_POLICY.includes(who.by)) {
      const fee = { appointmentId: a.id, reason: 'late_cancellation' as const };
      await this.fees.record({ ...fee, amountCents: outcome.chargeCents }, now);
    }
    return { outcome, recorded: await this.outcomes.find(a.id), refund, replayed: false };
  }

  outcomeOf(appointmentId: string): Promise<RecordedCancellation | null> {
    return this.outcomes.find(appointmentId);
  }
}
