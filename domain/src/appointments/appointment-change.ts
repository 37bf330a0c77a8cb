import type { Appointment } from '../appointment';
import type { AppointmentStatus } from '../appointment-status';

/** Who changed an appointment: the client it belongs to, or the admin. */
export type ChangeActorKind = 'client' | 'admin';

/**
 * What changed: a new time, a cancellation (by the client, under the policy), a no-show, or a status
 * set by the admin.
 */
export type AppointmentChangeKind = 'rescheduled' | 'cancelled' | 'no_show' | 'status';

/**
 * One change of an appointment, as recorded: who, when, from what to what, and the money it settled
 * (all 0 when none). A deposit kept as credit is recorded here (`creditCents`): a client's credit is
 * the sum over the changes of their appointments.
 */
export interface AppointmentChange {
  readonly id: string;
  readonly appointmentId: string;
  readonly at: Date;
  readonly actorKind: ChangeActorKind;
  /** The client's id, or the admin's username. */
  readonly actorId: string | null;
  readonly kind: AppointmentChangeKind;
  /** The local date and time before and after (a reschedule). */
  readonly oldDate: string | null;
  readonly oldTime: string | null;
  readonly newDate: string | null;
  readonly newTime: string | null;
  readonly oldStatus: AppointmentStatus | null;
  readonly newStatus: AppointmentStatus | null;
  /** The policy's rule of a cancellation (the domain's CancellationRule). */
  readonly rule: string | null;
  readonly refundCents: number;
  readonly creditCents: number;
  readonly keptCents: number;
  readonly feeCents: number;
  readonly chargeCents: number;
  /** What the policy told whoever made the change. */
  readonly message: string | null;
}

export type NewAppointmentChange = Omit<
  AppointmentChange,
  | 'id'
  | 'oldDate'
  | 'oldTime'
  | 'newDate'
  | 'newTime'
  | 'oldStatus'
  | 'newStatus'
  | 'rule'
  | 'refundCents'
  | 'creditCents'
  | 'keptCents'
  | 'feeCents'
  | 'chargeCents'
  | 'message'
> &
  Partial<
    Omit<AppointmentChange, 'id' | 'appointmentId' | 'at' | 'actorKind' | 'actorId' | 'kind'>
  >;

/** An appointment with the SEQUENCE of its calendar invitation (raised on each new time or cancellation). */
export interface SequencedAppointment {
  readonly appointment: Appointment;
  readonly icsSequence: number;
}

/** A new time for an appointment, checked by the domain (validateReschedule). */
export interface NewSlot {
  readonly date: string;
  readonly time: string;
  readonly startsAt: Date;
  readonly endsAt: Date;
  /** The end of what it blocks (its buffer as booked); endsAt when not given. */
  readonly blockedUntil?: Date;
}
