import {
  addMinutes,
  availabilityDuration,
  bufferAfter,
  dateInZone,
  daySlots,
  isBeyondBookingHorizon,
  isBookingPaused,
  isValidDate,
  newBookingState,
  validateBooking,
  zonedDateTimeToInstant,
  Appointment,
  NewAppointment,
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
import { BookingAccounts } from './ports/booking-accounts.port';
import { AvailabilityDto, BookingCreatedDto } from './dto/booking.dto';
import { toBookingCreated } from './dto/booking-created.mapper';
import { BookingRequests } from './ports/booking-requests.port';
import { WebhookEvents } from '../integrations/webhooks/ports/webhook-events.port';
import { toAppointmentDto } from './dto/appointment.mapper';
import { OwnerSchedule } from '../schedule/ports/owner-schedule.port';
import { MenuCatalog } from '../catalog/ports/menu-catalog.port';
import { TimeOffGuard } from '../schedule/ports/time-off-guard.port';
import { AvailabilityAnswers } from './availability-answers';
import { AppointmentAvailability } from './ports/appointment-availability.port';
import { AppointmentWrites, UnpaidHolds } from './ports/appointment-writes.port';

/** The longest client address kept with a booking (an IPv6 address takes at most 45 characters). */
const CLIENT_ADDRESS_MAX = 64;

@Injectable()
export class BookingsService implements BookingRequests {
  private readonly answers = new AvailabilityAnswers();

  constructor(
    private readonly booked: AppointmentAvailability,
    private readonly appointments: AppointmentWrites,
    private readonly accounts: BookingAccounts,
    private readonly clock: Clock,
    private readonly config: AppConfig,
    private readonly notifications: MailComposer,
    private readonly mail: MailQueue,
    private readonly uow: UnitOfWork,
    private readonly webhooks: WebhookEvents,
    private readonly schedule: OwnerSchedule,
    private readonly catalog: MenuCatalog,
    private readonly timeOff: TimeOffGuard,
  ) {}

  private get timeZone(): string {
    return this.config.business.timeZone;
  }

  /**
   * Validates with the domain, prices from the catalog, and stores a pending booking held 24 hours,
   * unless its e-mail, phone or client address already holds as many unpaid bookings as allowed.
   * `clientAddress` is the request's address (IP), null when unknown.
   */
  async create(body: unknown, clientAddress: string | null = null): Promise<BookingCreatedDto> {
    return toBookingCreated(await this.book(body, clientAddress));
  }

  /** The pending booking `create` stores (BookingRequests, for other modules). */
  async book(body: unknown, clientAddress: string | null = null): Promise<Appointment> {
    const now = this.clock.now();
    const schedule = await this.schedule.current();
    if (isBookingPaused(schedule.hours)) throw AppError.of('bookingPaused', 'preferred_date');
    // The owner's week, step and notice decide the time (the domain's check, with her schedule).
    const booking = valueOrThrow(
      validateBooking(asRecord(body), {
        now,
        catalog: await this.catalog.current(),
        timeZone: this.timeZone,
        horizonMonths: this.config.bookingHorizonMonths,
        schedule,
      }),
    );
    // Only a confirmed e-mail and a matching phone attach a booking to an account: booking with
    // someone's e-mail never gives access to their account, nor creates one in their name.
    const account = await this.accounts.findByEmail(booking.email);
    const clientId =
      account && account.emailConfirmed && account.phone === booking.phone ? account.id : null;
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
      blockedUntil: booking.blockedUntil,
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
    const address = clientAddress ? clientAddress.slice(0, CLIENT_ADDRESS_MAX) : null;
    const stored = {
      ...appointment,
      firstStartsAt: appointment.startsAt,
      updatedAt: now,
      icsSequence: 0,
    };
    const mails = await this.notifications.bookingReceived(stored);
    // Time off added since the schedule was read refuses it first (the check above read the kept
    // schedule). Then one statement stores it, with its e-mail and webhook event (deferred, sent
    // with it: see adapters/held-booking.sql.ts), and counts the unpaid holds of its origin under its locks. A taken slot is refused
    // there, before any of those locks; a booking over the hold limit is refused then, and rolled
    // back with what it wrote.
    return this.uow.run(async () => {
      const wanted = { start: booking.startsAt, end: booking.blockedUntil };
      await this.timeOff.ensureClear(booking.date, wanted, 'preferred_time');
      await this.mail.queue(mails, now);
      await this.webhooks.publish('booking.created', toAppointmentDto(stored));
      const held = await this.appointments.createHeld(appointment, address);
      this.refuseOverHoldLimit(held.unpaidHolds);
      return held.appointment;
    });
  }

  /**
   * Refuses a booking whose e-mail, phone or address already held the allowed number of unpaid
   * bookings: counted under locks on the three, held until the booking is stored (see createHeld),
   * so concurrent bookings from one origin cannot pass the limit.
   */
  private refuseOverHoldLimit(holds: UnpaidHolds): void {
    const most = Math.max(holds.byEmail, holds.byPhone, holds.byAddress);
    if (most >= this.config.unpaidHoldsPerClient) throw AppError.with('tooManyUnpaidHolds', [most]);
  }

  /** The date's slots for a duration, computed by the domain from what is booked. */
  async availability(
    date: unknown,
    duration: unknown,
    services?: unknown,
  ): Promise<AvailabilityDto> {
    if (date === undefined || date === '') throw AppError.of('selectDate', 'date');
    if (typeof date !== 'string' || !isValidDate(date)) throw AppError.of('invalidDate', 'date');
    const minutes = valueOrThrow(availabilityDuration(duration));
    const now = this.clock.now();
    const months = this.config.bookingHorizonMonths;
    if (isBeyondBookingHorizon(date, dateInZone(now, this.timeZone), months)) {
      throw AppError.with('dateBeyondHorizon', [months], 'date');
    }
    const dayStart = zonedDateTimeToInstant(date, '00:00', this.timeZone);
    const busy = await this.booked.shownBusyIntervals(dayStart, addMinutes(dayStart, 26 * 60), now);
    const schedule = await this.schedule.current();
    // The buffer after the services asked about (none when not said): it must fit too.
    const ids = typeof services === 'string' ? services.split(',').slice(0, 20) : [];
    const inputs = {
      date,
      durationMinutes: minutes,
      bufferMinutes: bufferAfter(await this.catalog.current(), ids),
      busy,
      now,
      timeZone: this.timeZone,
      schedule,
    };
    const slots = this.answers.slots(inputs, () => daySlots(inputs));
    const paused = isBookingPaused(schedule.hours);
    return { status: 'success', date, duration: minutes, slots, booking_paused: paused };
  }
}
