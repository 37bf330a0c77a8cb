import {
  addMinutes,
  bufferOf,
  daySlots,
  formatCents,
  formatDateTimeLong,
  isBookingPaused,
  isValidDate,
  MESSAGES,
  NewAppointmentTime,
  validateReschedule,
  zonedDateTimeToInstant,
  Appointment,
  AppointmentChange,
} from '@esthetics/domain';
import { Injectable } from '@nestjs/common';
import { AvailabilityDto } from '../bookings/dto/booking.dto';
import { toAppointmentChangeDto } from '../bookings/dto/appointment-change.mapper';
import { toAppointmentDto } from '../bookings/dto/appointment.mapper';
import { AppError } from '../common/app-errors';
import { Clock } from '../common/clock';
import { asRecord, valueOrThrow } from '../common/input';
import { UnitOfWork } from '../common/unit-of-work';
import { MailComposer } from '../notifications/ports/mail-composer.port';
import { MailQueue } from '../notifications/ports/mail-queue.port';
import { WaitlistOffers } from '../waitlist/ports/waitlist-offers.port';
import { WebhookEvents } from '../integrations/webhooks/ports/webhook-events.port';
import { ReschedulePreviewDto, RescheduledDto } from './dto/self-service.dto';
import { Actor, SelfServiceAccess } from './self-service-access';
import { OwnerSchedule } from '../schedule/ports/owner-schedule.port';
import { TimeOffGuard } from '../schedule/ports/time-off-guard.port';
import { AppointmentAvailability } from '../bookings/ports/appointment-availability.port';
import { AppointmentChanges, changeOf } from '../bookings/ports/appointment-changes.port';

/**
 * Moving an appointment (the client with 24 hours' notice, the admin any time it is active): its free
 * times, the preview, and the move itself in one transaction with the row locked. The database's
 * exclusion constraint guards the new time: a conflict is a 409 and the old time is kept. The deposit
 * moves with it; the invitation is sent again with the same UID and a higher SEQUENCE.
 */
@Injectable()
export class RescheduleService {
  constructor(
    private readonly access: SelfServiceAccess,
    private readonly booked: AppointmentAvailability,
    private readonly appointmentChanges: AppointmentChanges,
    private readonly composer: MailComposer,
    private readonly mail: MailQueue,
    private readonly clock: Clock,
    private readonly uow: UnitOfWork,
    private readonly waitlist: WaitlistOffers,
    private readonly webhooks: WebhookEvents,
    private readonly schedule: OwnerSchedule,
    private readonly timeOff: TimeOffGuard,
  ) {}

  /** The date's start times for the appointment's duration, its own time left out of the busy ones. */
  async availability(actor: Actor, id: string, date: string | undefined): Promise<AvailabilityDto> {
    const a = await this.access.find(id, actor);
    if (!date) throw AppError.of('selectDate', 'date');
    if (!isValidDate(date)) throw AppError.of('invalidDate', 'date');
    const now = this.clock.now();
    const schedule = await this.schedule.current();
    const dayStart = zonedDateTimeToInstant(date, '00:00', this.access.timeZone);
    const busy = await this.booked.busyIntervalsExcept(
      dayStart,
      addMinutes(dayStart, 26 * 60),
      now,
      a.id,
    );
    const slots = daySlots({
      date,
      durationMinutes: a.totalDuration,
      bufferMinutes: bufferOf(a),
      busy,
      now,
      timeZone: this.access.timeZone,
      schedule,
    });
    const paused = isBookingPaused(schedule.hours);
    return { status: 'success', date, duration: a.totalDuration, slots, booking_paused: paused };
  }

  async preview(actor: Actor, id: string, body: unknown): Promise<ReschedulePreviewDto> {
    const a = await this.access.find(id, actor);
    const now = this.clock.now();
    const slot = await this.newTime(a, actor, body, now);
    const taken = await this.booked.busyIntervalsExcept(
      slot.startsAt,
      slot.blockedUntil,
      now,
      a.id,
    );
    if (taken.length > 0) throw AppError.of('slotTaken', 'time');
    return {
      status: 'success',
      appointment_id: a.id,
      date: slot.date,
      time: slot.time,
      starts_at: slot.startsAt.toISOString(),
      ends_at: slot.endsAt.toISOString(),
      deposit_cents: slot.depositCents,
      message: slot.message,
    };
  }

  /**
   * Moves it, deciding again under the row lock. The same request repeated once it is done (a double
   * click) answers the recorded move again.
   */
  reschedule(actor: Actor, id: string, body: unknown): Promise<RescheduledDto> {
    return this.uow.run(async () => {
      const { appointment: a } = await this.access.lock(id, actor);
      const replay = await this.replay(a, actor, body);
      if (replay) return replay;
      const now = this.clock.now();
      const slot = await this.newTime(a, actor, body, now);
      // Time off added since the schedule was read refuses the move, in this transaction.
      const wanted = { start: slot.startsAt, end: slot.blockedUntil };
      await this.timeOff.ensureClear(slot.date, wanted, 'time');
      const moved = await this.appointmentChanges.moveTo(a.id, slot, now);
      // The old time is free again: the waitlist's first match is offered it, in this transaction.
      await this.waitlist.slotFreed(a.appointmentDate, a.appointmentTime);
      const change = await this.appointmentChanges.recordChange({
        ...changeOf(a, actor, now),
        kind: 'rescheduled',
        oldDate: a.appointmentDate,
        oldTime: a.appointmentTime,
        newDate: slot.date,
        newTime: slot.time,
        newStatus: moved.appointment.status,
        message: slot.message,
      });
      await this.mail.queue(
        this.composer.rescheduled(moved.appointment, {
          changeId: change.id,
          by: actor.kind,
          previousStartsAt: a.startsAt,
          message:
            slot.depositCents > 0
              ? MESSAGES.rescheduleDepositMoves(formatCents(slot.depositCents))
              : '',
          // An invitation went out when it was confirmed: the new one replaces it.
          invited: a.status === 'confirmed',
          sequence: moved.icsSequence,
        }),
        now,
      );
      await this.webhooks.publish('booking.rescheduled', toAppointmentDto(moved.appointment));
      return this.answer(moved.appointment, change, false);
    });
  }

  /** The new time, checked by the domain for this actor (notice, grid, opening hours, not now's). */
  private async newTime(
    a: Appointment,
    actor: Actor,
    body: unknown,
    now: Date,
  ): Promise<NewAppointmentTime> {
    return valueOrThrow(
      validateReschedule(a, asRecord(body), {
        ...(await this.access.context(a, now)),
        by: actor.kind,
        timeZone: this.access.timeZone,
        schedule: await this.schedule.current(),
        horizonMonths: this.access.horizonMonths,
      }),
    );
  }

  /** The move asked for is the last one recorded, by the same kind of actor: answer it again. */
  private async replay(
    a: Appointment,
    actor: Actor,
    body: unknown,
  ): Promise<RescheduledDto | null> {
    const { date, time } = asRecord(body);
    if (date !== a.appointmentDate || time !== a.appointmentTime) return null;
    const changes = await this.appointmentChanges.changesOf(a.id);
    const last = changes[changes.length - 1];
    if (!last || last.kind !== 'rescheduled' || last.actorKind !== actor.kind) return null;
    if (last.newDate !== date || last.newTime !== time) return null;
    return this.answer(a, last, true);
  }

  private answer(a: Appointment, change: AppointmentChange, replayed: boolean): RescheduledDto {
    return {
      status: 'success',
      message: MESSAGES.appointmentRescheduled(
        formatDateTimeLong(a.startsAt, this.access.timeZone),
      ),
      replayed,
      appointment: toAppointmentDto(a),
      change: toAppointmentChangeDto(change),
    };
  }
}
