import {
  addMinutes,
  centsToDollars,
  daySlots,
  isValidDate,
  MESSAGES,
  newBookingState,
  slotProblem,
  slotProblemCode,
  validateBooking,
  zonedDateTimeToInstant,
} from '@esthetics/domain';
import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { MailComposer } from '../notifications/ports/mail-composer.port';
import { MailQueue } from '../notifications/ports/mail-queue.port';
import { UnitOfWork } from '../common/unit-of-work';
import { AppError } from '../common/app-errors';
import { Clock } from '../common/clock';
import { asRecord, valueOrThrow } from '../common/input';
import { AppConfig } from '../config/app-config';
import { ClientRepository } from '../clients/ports/client.repository';
import {
  AvailabilityDto,
  BookingCreatedDto,
  DEFAULT_AVAILABILITY_DURATION,
} from './dto/booking.dto';
import { AppointmentRepository, NewAppointment } from './ports/appointment.repository';

@Injectable()
export class BookingsService {
  constructor(
    private readonly appointments: AppointmentRepository,
    private readonly clients: ClientRepository,
    private readonly clock: Clock,
    private readonly config: AppConfig,
    private readonly notifications: MailComposer,
    private readonly mail: MailQueue,
    private readonly uow: UnitOfWork,
  ) {}

  private get timeZone(): string {
    return this.config.business.timeZone;
  }

  /** Validates with the domain, prices from the catalog, and stores a pending booking held 24 hours. */
  async create(body: unknown): Promise<BookingCreatedDto> {
    const now = this.clock.now();
    const booking = valueOrThrow(validateBooking(asRecord(body), { now, timeZone: this.timeZone }));
    // The owner's opening hours (the domain's validation knows the spec's only).
    const problem = slotProblem({
      date: booking.date,
      time: booking.time,
      durationMinutes: booking.price.durationMinutes,
      now,
      timeZone: this.timeZone,
      hours: this.config.business.hours,
    });
    if (problem) throw AppError.of(slotProblemCode(problem), 'preferred_time');
    // Only a matching e-mail and phone attaches a booking to an account: booking with someone's
    // e-mail never gives access to their account, nor creates one in their name.
    const account = await this.clients.findByEmail(booking.email);
    const clientId = account && account.phone === booking.phone ? account.id : null;
    const state = newBookingState(now, booking.startsAt);
    const names = booking.price.services.map((s) => s.name);
    const appointment: NewAppointment = {
      id: randomUUID(),
      clientId: clientId,
      clientFirstName: booking.firstName,
      clientLastName: booking.lastName,
      clientEmail: booking.email,
      clientPhone: booking.phone,
      serviceIds: [...booking.serviceIds],
      services: booking.price.package
        ? [`${booking.price.package.name}: ${names.join(', ')}`]
        : names,
      addOnIds: [...booking.addOnIds],
      packageId: booking.packageId,
      groupSize: booking.groupSize,
      serviceLocation: booking.location,
      serviceAddress: booking.serviceAddress,
      companyName: booking.companyName,
      notes: booking.notes,
      appointmentDate: booking.date,
      appointmentTime: booking.time,
      startsAt: booking.startsAt,
      endsAt: booking.endsAt,
      totalDuration: booking.price.durationMinutes,
      price: booking.price,
      totalPriceCents: booking.price.totalCents,
      depositCents: booking.price.depositCents,
      status: state.status,
      paymentStatus: state.paymentStatus,
      holdExpiresAt: state.holdExpiresAt,
      cancellationReason: null,
      addToCalendar: booking.addToCalendar,
      calendarEmail: booking.calendarEmail,
      createdAt: now,
    };
    const mails = await this.notifications.bookingReceived({ ...appointment, updatedAt: now });
    const saved = await this.uow.run(async () => {
      const held = await this.appointments.createHeld(appointment);
      await this.mail.queue(mails, now);
      return held;
    });
    return {
      status: 'success',
      message: MESSAGES.bookingReceived,
      booking_id: saved.id,
      requires_payment: true,
      total_amount: centsToDollars(saved.totalPriceCents),
      total_amount_cents: saved.totalPriceCents,
      deposit_amount: centsToDollars(saved.depositCents),
      deposit_amount_cents: saved.depositCents,
      total_duration: saved.totalDuration,
      appointment_date: saved.appointmentDate,
      appointment_time: saved.appointmentTime,
      hold_expires_at: (saved.holdExpiresAt ?? now).toISOString(),
    };
  }

  /** The date's slots for a duration, computed by the domain from what is booked. */
  async availability(
    date: string | undefined,
    duration: number | undefined,
  ): Promise<AvailabilityDto> {
    if (!date) throw AppError.of('selectDate', 'date');
    if (!isValidDate(date)) throw AppError.of('invalidDate', 'date');
    const minutes = duration ?? DEFAULT_AVAILABILITY_DURATION;
    const now = this.clock.now();
    const dayStart = zonedDateTimeToInstant(date, '00:00', this.timeZone);
    const busy = await this.appointments.busyIntervals(
      dayStart,
      addMinutes(dayStart, 26 * 60),
      now,
    );
    const slots = daySlots({
      date,
      durationMinutes: minutes,
      busy,
      now,
      timeZone: this.timeZone,
      hours: this.config.business.hours,
    });
    return { status: 'success', date, duration: minutes, slots };
  }
}
