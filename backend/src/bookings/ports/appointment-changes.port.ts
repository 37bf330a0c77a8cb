import {
  Appointment,
  AppointmentChange,
  ChangeActorKind,
  NewAppointmentChange,
  NewSlot,
  SequencedAppointment,
} from '@esthetics/domain';

/**
 * Who changed which appointment, when, and from what status: how every recorded change starts (the
 * caller adds its kind, the new status and what it settled).
 */
export const changeOf = (
  a: Pick<Appointment, 'id' | 'status'>,
  actor: { readonly kind: ChangeActorKind; readonly id: string | null },
  at: Date,
): Pick<NewAppointmentChange, 'appointmentId' | 'at' | 'actorKind' | 'actorId' | 'oldStatus'> => ({
  appointmentId: a.id,
  at,
  actorKind: actor.kind,
  actorId: actor.id,
  oldStatus: a.status,
});

/**
 * Self-service (docs/cancellations.md): changes of an appointment made under its row lock, their
 * history, and the invitation's SEQUENCE.
 */
export abstract class AppointmentChanges {
  /**
   * The appointment with its invitation's SEQUENCE, its row locked until the transaction in progress
   * ends (changes of one appointment take turns); null if unknown.
   */
  abstract lockForChange(id: string): Promise<SequencedAppointment | null>;
  /**
   * Moves the appointment to `slot` and raises its SEQUENCE, in the transaction in progress (call it
   * inside a UnitOfWork). Expired holds in the way give way first; a slot taken by an active
   * appointment throws slotTaken (the exclusion constraint), which fails the whole transaction, so the
   * old time is kept.
   */
  abstract moveTo(id: string, slot: NewSlot, now: Date): Promise<SequencedAppointment>;
  /** Cancels it at the client's request and raises its SEQUENCE (the invitation's CANCEL). */
  abstract cancelByClient(id: string, now: Date): Promise<SequencedAppointment>;
  /** Records a change of an appointment (in the transaction in progress, if any). */
  abstract recordChange(change: NewAppointmentChange): Promise<AppointmentChange>;
  /** The changes of an appointment, oldest first. */
  abstract changesOf(appointmentId: string): Promise<AppointmentChange[]>;
}
