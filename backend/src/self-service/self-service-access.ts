import {
  SelfServiceContext,
  Appointment,
  ChangeActorKind,
  SequencedAppointment,
} from '@esthetics/domain';
import { Injectable } from '@nestjs/common';
import { Principal } from '../auth/token.service';
import { AppError } from '../common/app-errors';
import { Clock } from '../common/clock';
import { AppConfig } from '../config/app-config';
import { DepositRefunds } from '../payments/ports/deposit-refunds.port';
import { AppointmentChanges } from '../bookings/ports/appointment-changes.port';
import { AppointmentLists } from '../bookings/ports/appointment-lists.port';

/** Who acts: a client on their own appointment, or the admin on any. */
export interface Actor {
  readonly kind: ChangeActorKind;
  /** The client's id, or the admin's username. */
  readonly id: string;
}

/** The actor a guard let through (ClientOnly or AdminOnly). */
export function actorOf(kind: ChangeActorKind, principal: Principal | undefined): Actor {
  if (!principal || principal.role !== kind) throw AppError.of('loginRequired');
  return { kind, id: principal.subject };
}

/**
 * What every self-service use case starts from: the appointment, if the actor may touch it (a client
 * only their own: 403 for another's, 404 for none), and the facts the domain's policy reads.
 */
@Injectable()
export class SelfServiceAccess {
  constructor(
    private readonly appointmentChanges: AppointmentChanges,
    private readonly appointments: AppointmentLists,
    private readonly refunds: DepositRefunds,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  private allow(a: Appointment | null, actor: Actor): asserts a is Appointment {
    if (!a) throw AppError.of('appointmentNotFound');
    if (actor.kind === 'client' && a.clientId !== actor.id) throw AppError.of('ownAccountOnly');
  }

  /** The appointment, read (a preview, the options). */
  async find(id: string, actor: Actor): Promise<Appointment> {
    const found = await this.appointments.findById(id);
    this.allow(found, actor);
    return found;
  }

  /** The appointment, read, and what the policy reads of it now (a preview, the options). */
  async read(
    id: string,
    actor: Actor,
  ): Promise<{ appointment: Appointment; context: SelfServiceContext }> {
    const appointment = await this.find(id, actor);
    return { appointment, context: await this.context(appointment, this.clock.now()) };
  }

  /** The appointment, its row locked until the UnitOfWork in progress ends (a change). */
  async lock(id: string, actor: Actor): Promise<SequencedAppointment> {
    const locked = await this.appointmentChanges.lockForChange(id);
    if (!locked) throw AppError.of('appointmentNotFound');
    this.allow(locked.appointment, actor);
    return locked;
  }

  /** What the policy reads besides the appointment: the time, the money held, the phone to call. */
  async context(a: Appointment, now: Date): Promise<SelfServiceContext> {
    return {
      now,
      paidCents: await this.refunds.heldCents(a.id),
      phone: this.config.business.phone,
    };
  }

  get timeZone(): string {
    return this.config.business.timeZone;
  }

  /** How many months ahead a new time may be (BOOKING_HORIZON_MONTHS). */
  get horizonMonths(): number {
    return this.config.bookingHorizonMonths;
  }
}
