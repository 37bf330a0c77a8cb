import { feeReasonLabel } from '@esthetics/domain';
import { ListedFee } from '../ports/fees.port';
import { FeeDto } from './fee.dto';

export const toFeeDto = (f: ListedFee, now: Date): FeeDto => ({
  id: f.id,
  appointment_id: f.appointmentId,
  client_name: f.clientName,
  appointment_date: f.appointmentDate,
  appointment_time: f.appointmentTime,
  reason: f.reason,
  reason_label: feeReasonLabel(f.reason),
  amount_cents: f.amountCents,
  currency: f.currency,
  state: f.state,
  recorded_at: f.recordedAt.toISOString(),
  chargeable_at: f.chargeableAt.toISOString(),
  countdown_ms: f.state === 'pending' ? Math.max(0, f.chargeableAt.getTime() - now.getTime()) : 0,
  payment_id: f.paymentId,
  pay_url: f.state === 'due' ? f.payUrl : null,
  attempts: f.attempts,
  last_outcome: f.lastOutcome,
  settled_at: f.settledAt?.toISOString() ?? null,
});
