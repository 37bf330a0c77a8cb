import { Injectable } from '@nestjs/common';
import { timingSafeEqual } from 'node:crypto';
import { AppError } from '../common/app-errors';
import { Clock } from '../common/clock';
import { AppConfig } from '../config/app-config';
import { appointmentsCalendar, icsOptions } from './ics';
import { CalendarFeedRepository } from './ports/calendar-feed-repository.port';
import { CalendarAppointments } from './ports/calendar-appointments.port';

export const FEED_PATH = '/api/calendar/feed';
/** How far back the feed reaches. */
const FEED_PAST_DAYS = 90;

@Injectable()
export class CalendarService {
  constructor(
    private readonly feeds: CalendarFeedRepository,
    private readonly appointments: CalendarAppointments,
    private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {}

  private describe(token: string) {
    const url = `${this.config.publicUrl}${FEED_PATH}/${token}.ics`;
    return {
      status: 'success',
      feed_url: url,
      webcal_url: url.replace(/^https?:\/\//, 'webcal://'),
      instructions: [
        'Google Calendar: Other calendars > + > From URL, paste the feed URL.',
        'Apple Calendar: File > New Calendar Subscription, paste the webcal URL.',
        'Outlook: Add calendar > Subscribe from web, paste the feed URL.',
        'Keep the address private: anyone who has it can read the appointments. Rotate it to revoke the old one.',
      ],
    };
  }

  async feedInfo() {
    return this.describe(await this.feeds.token(this.clock.now()));
  }

  async rotateFeed() {
    return this.describe(await this.feeds.rotate(this.clock.now()));
  }

  /** The feed for a token; a wrong or rotated token is simply not found. */
  async feed(token: string): Promise<string> {
    const current = await this.feeds.token(this.clock.now());
    const given = Buffer.from(token.replace(/\.ics$/, ''));
    const expected = Buffer.from(current);
    if (given.length !== expected.length || !timingSafeEqual(given, expected))
      throw AppError.of('notFound');
    const now = this.clock.now();
    const from = new Date(now.getTime() - FEED_PAST_DAYS * 24 * 3600 * 1000);
    const active = await this.appointments.listActive(from, now);
    return appointmentsCalendar(
      active,
      icsOptions(this.config, `${this.config.business.name} appointments`),
    );
  }

  /** One of a client's appointments as an .ics file. */
  async clientAppointment(clientId: string, appointmentId: string): Promise<string> {
    const a = await this.appointments.findById(appointmentId);
    if (!a || a.clientId !== clientId) throw AppError.of('appointmentNotFound');
    // With its SEQUENCE (icsSequence), so a calendar takes the download as the same event.
    return appointmentsCalendar([a], icsOptions(this.config));
  }
}
