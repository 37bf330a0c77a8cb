import { AppointmentChangeDto } from './appointment-change.dto';
import { AppointmentChange } from '@esthetics/domain';

/** A recorded change as the API shows it (the admin's appointment detail, the self-service answers). */
export const toAppointmentChangeDto = (c: AppointmentChange): AppointmentChangeDto => ({
  id: c.id,
  at: c.at.toISOString(),
  actor: c.actorKind,
  actor_id: c.actorId,
  kind: c.kind,
  old_date: c.oldDate,
  old_time: c.oldTime,
  new_date: c.newDate,
  new_time: c.newTime,
  old_status: c.oldStatus,
  new_status: c.newStatus,
  rule: c.rule,
  refund_cents: c.refundCents,
  credit_cents: c.creditCents,
  kept_cents: c.keptCents,
  fee_cents: c.feeCents,
  charge_cents: c.chargeCents,
  message: c.message,
});
