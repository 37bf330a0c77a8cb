import {
  addMinutes,
  centsToDollars,
  daySlots,
  isValidDate,
  MESSAGES,
  newBookingState,
  slotProblem,
  slotProblemMessage,
  validateBooking,
  zonedDateTimeToInstant,
} from '@esthetics/domain';
import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { NotificationsService } from '../notifications/notifications.service';
import { InvalidInputError } from '../common/app-errors';
import { Clock } from '../common/clock';
import { asRecord, valueOrThrow } from '../common/input';
import { AppConfig } from '../config/app-config';
import { ClientRepository } from '../clients/ports/client.repository';
import { AvailabilityDto, BookingCreatedDto } from './dto/booking.dto';
import { AppointmentRepository, NewAppointment } from './ports/appointment.repository';

export const DEFAULT_AVAILABILITY_DURATION = 60;

@Injectable()
export class BookingsService {
  constructor(
    private readonly appointments: AppointmentRepository,
    private readonly clients: ClientRepository,
    private readonly clock: Clock,
    private readonly config: AppConfig,
    private readonly notifications: NotificationsService,
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
    if (problem) throw new InvalidInputError(slotProblemMessage(problem), 'preferred_time');
    // Only a matching e-mail and phone attaches a booking to an account: booking with someone's
    // e-mail never gives access to their account, nor creates one in their name.
    const account = await this.clients.findByEmail(booking.email);
    const clientId = account && account.phone === booking.phone ? account.id : null;
    const state = newBookingState(now, booking.startsAt);
    const names = booking.price.services.map((s) => s.name);
    const appointment: NewAppointment = {
      id: randomUUID(),
      client_id: clientId,
      client_first_name: booking.firstName,
      client_last_name: booking.lastName,
      client_email: booking.email,
      client_phone: booking.phone,
      service_ids: [...booking.serviceIds],
      services: booking.price.package
        ? [`${booking.price.package.name}: ${names.join(', ')}`]
        : names,
      add_on_ids: [...booking.addOnIds],
      package_id: booking.packageId,
      group_size: booking.groupSize,
      service_location: booking.location,
      service_address: booking.serviceAddress,
      company_name: booking.companyName,
      notes: booking.notes,
      appointment_date: booking.date,
      appointment_time: booking.time,
      starts_at: booking.startsAt,
      ends_at: booking.endsAt,
      total_duration: booking.price.durationMinutes,
      price: booking.price,
      total_price_cents: booking.price.totalCents,
      deposit_cents: booking.price.depositCents,
      status: state.status,
      payment_status: state.paymentStatus,
      hold_expires_at: state.holdExpiresAt,
      cancellation_reason: null,
      add_to_calendar: booking.addToCalendar,
      calendar_email: booking.calendarEmail,
      created_at: now,
    };
    const mails = await this.notifications.bookingReceived({ ...appointment, updated_at: now });
    const saved = await this.appointments.createHeld(appointment, mails);
    return {
      status: 'success',
      message: MESSAGES.bookingReceived,
      booking_id: saved.id,
      requires_payment: true,
      total_amount: centsToDollars(saved.total_price_cents),
      total_amount_cents: saved.total_price_cents,
      deposit_amount: centsToDollars(saved.deposit_cents),
      deposit_amount_cents: saved.deposit_cents,
      total_duration: saved.total_duration,
      appointment_date: saved.appointment_date,
      appointment_time: saved.appointment_time,
      hold_expires_at: (saved.hold_expires_at ?? now).toISOString(),
    };
  }

  /** The date's slots for a duration, computed by the domain from what is booked. */
  async availability(
    date: string | undefined,
    duration: number | undefined,
  ): Promise<AvailabilityDto> {
    if (!date) throw new InvalidInputError(MESSAGES.selectDate, 'date');
    if (!isValidDate(date)) throw new InvalidInputError(MESSAGES.invalidDate, 'date');
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
