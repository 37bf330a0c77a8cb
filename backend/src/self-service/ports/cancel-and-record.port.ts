import {
  Appointment,
  AppointmentChange,
  CancelledBy,
  ChangeActorKind,
  SequencedAppointment,
} from '@esthetics/domain';
import { SettledCancellation } from '../../payments/ports/cancellation-settlement.port';

/** What the history records of a cancellation's money, and what the policy told. */
export interface RecordedMoney {
  readonly rule: string;
  readonly refundCents: number;
  readonly creditCents: number;
  readonly keptCents: number;
  readonly feeCents: number;
  readonly chargeCents: number;
  readonly message: string;
}

/** The money fields of a cancellation's terms or of its recorded outcome, as the history keeps them. */
export const moneyOf = (m: Omit<RecordedMoney, 'message'>): Omit<RecordedMoney, 'message'> => ({
  rule: m.rule,
  refundCents: m.refundCents,
  creditCents: m.creditCents,
  keptCents: m.keptCents,
  feeCents: m.feeCents,
  chargeCents: m.chargeCents,
});

export interface CancelAndRecordInput {
  /** The appointment as locked for the change (see AppointmentChanges.lockForChange). */
  readonly appointment: Appointment;
  readonly by: CancelledBy;
  readonly actor: { readonly kind: ChangeActorKind; readonly id: string | null };
  readonly now: Date;
  /** What the change records, once the money is settled. */
  readonly record: (settled: SettledCancellation) => RecordedMoney;
}

export interface CancelledAndRecorded {
  readonly settled: SettledCancellation;
  readonly cancelled: SequencedAppointment;
  readonly change: AppointmentChange;
}

/**
 * The one sequence of a cancellation under the policy, in the transaction in progress: the money
 * settled (recorded once, refunded through the payment provider), the appointment cancelled, its
 * time offered to the waitlist, the change recorded. Used by the client's own cancellation and by an
 * account's deletion.
 */
export abstract class CancelAndRecord {
  abstract cancel(input: CancelAndRecordInput): Promise<CancelledAndRecorded>;
}
