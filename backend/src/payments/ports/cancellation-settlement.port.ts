import {
  CancellationMoneyInput,
  CancellationOutcome,
  CancellationOutcomeKind,
  CancelledBy,
  SelfServiceAppointment,
} from '@esthetics/domain';
import { DepositRefund } from './deposit-refunds.port';
import { RefundStatus } from './payment-gateway.port';

/** A cancellation's money outcome as recorded, once per appointment. */
export interface RecordedCancellation {
  readonly appointmentId: string;
  readonly decidedAt: Date;
  readonly by: CancelledBy;
  readonly kind: CancellationOutcomeKind;
  /** The domain's CancellationOutcomeRule. */
  readonly rule: string;
  /** The start the notice was counted from (the start as first booked). */
  readonly noticeFrom: Date;
  readonly paidCents: number;
  readonly refundCents: number;
  readonly creditCents: number;
  readonly keptCents: number;
  readonly feeCents: number;
  readonly chargeCents: number;
  /** The provider's answer to the refund; null when nothing was refunded. */
  readonly refundStatus: RefundStatus | null;
  readonly summary: string;
}

/** What settling a cancellation did. */
export interface SettledCancellation {
  /** The domain's decision now (the money still held decided it). */
  readonly outcome: CancellationOutcome;
  /**
   * What is recorded for the appointment: this decision, or one recorded before (`replayed`); null
   * when nothing was paid (no money on it, nothing recorded).
   */
  readonly recorded: RecordedCancellation | null;
  /** The refund this call made; null when none (nothing to refund, or recorded before). */
  readonly refund: DepositRefund | null;
  /** An outcome was already recorded: nothing was refunded or recorded again. */
  readonly replayed: boolean;
}

/** The appointment a cancellation settles: the policy's facts and its id. */
export type SettledAppointment = SelfServiceAppointment & { readonly id: string };

/**
 * The money of every cancellation, whoever cancels (client, admin, hold expiry, account deletion):
 * the domain's cancellationOutcome decides, the outcome is recorded once per appointment (a unique
 * key: ten cancels at once record and refund once), and a refund goes through the payment provider.
 */
export abstract class CancellationSettlement {
  /**
   * Settles the cancellation of `appointment` at `now`. Call it inside the UnitOfWork that cancels it,
   * its row locked: the record and the refund commit or roll back with the cancellation. The provider
   * not answering throws paymentProviderDown (502), so nothing is cancelled.
   */
  abstract settle(
    appointment: SettledAppointment,
    who: Pick<CancellationMoneyInput, 'by' | 'businessRefund'>,
    now: Date,
  ): Promise<SettledCancellation>;
  /** The recorded outcome of an appointment's cancellation; null when none is recorded. */
  abstract outcomeOf(appointmentId: string): Promise<RecordedCancellation | null>;
}
