import { CancellationOutcome } from '@esthetics/domain';
import { RecordedCancellation } from './cancellation-settlement.port';
import { RefundStatus } from './payment-gateway.port';

/** The table of recorded cancellation outcomes (one row per appointment). */
export abstract class CancellationOutcomeRepository {
  /**
   * Records the outcome unless one is recorded for the appointment already (then it waits for a
   * concurrent one to commit, and answers false): true when this call recorded it.
   */
  abstract recordOnce(
    appointmentId: string,
    outcome: CancellationOutcome,
    now: Date,
  ): Promise<boolean>;
  abstract setRefundStatus(appointmentId: string, status: RefundStatus): Promise<void>;
  abstract find(appointmentId: string): Promise<RecordedCancellation | null>;
}
