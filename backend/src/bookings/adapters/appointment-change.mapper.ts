import {
  AppointmentStatus,
  AppointmentChange,
  AppointmentChangeKind,
  ChangeActorKind,
} from '@esthetics/domain';

/** A row of appointment_changes (dates selected as text). */
export interface AppointmentChangeRow {
  id: string;
  appointment_id: string;
  at: Date;
  actor_kind: ChangeActorKind;
  actor_id: string | null;
  kind: AppointmentChangeKind;
  old_date: string | null;
  old_time: string | null;
  new_date: string | null;
  new_time: string | null;
  old_status: AppointmentStatus | null;
  new_status: AppointmentStatus | null;
  rule: string | null;
  refund_cents: number;
  credit_cents: number;
  kept_cents: number;
  fee_cents: number;
  charge_cents: number;
  message: string | null;
}

export function toAppointmentChange(row: AppointmentChangeRow): AppointmentChange {
  return {
    id: row.id,
    appointmentId: row.appointment_id,
    at: new Date(row.at),
    actorKind: row.actor_kind,
    actorId: row.actor_id,
    kind: row.kind,
    oldDate: row.old_date,
    oldTime: row.old_time,
    newDate: row.new_date,
    newTime: row.new_time,
    oldStatus: row.old_status,
    newStatus: row.new_status,
    rule: row.rule,
    refundCents: row.refund_cents,
    creditCents: row.credit_cents,
    keptCents: row.kept_cents,
    feeCents: row.fee_cents,
    chargeCents: row.charge_cents,
    message: row.message,
  };
}
