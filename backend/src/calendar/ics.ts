import { dateInZone, timeInZone, Appointment } from '@esthetics/domain';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { AppConfig } from '../config/app-config';
import { BusinessInfo, businessPlace } from '../config/business-profile';

export interface IcsOptions {
  /** The business profile: name, phone, e-mail (the organizer), address or service area. */
  readonly business: BusinessInfo;
  /** Host part of event UIDs, e.g. the site's domain. */
  readonly uidHost: string;
  /**
   * REQUEST for an e-mailed invitation, CANCEL for the mail that withdraws it (its event CANCELLED);
   * none for a subscribed feed or a download.
   */
  readonly method?: 'REQUEST' | 'CANCEL';
  /**
   * The events' SEQUENCE: 0 for the first invitation, raised on each change (a new time, a
   * cancellation), so calendars take the newest one for the same UID (RFC 5546). By default each
   * appointment's own (`icsSequence`), as the feed and a download carry it.
   */
  readonly sequence?: number;
  readonly calendarName?: string;
}

/** The site's options: its business profile, and its domain as the host part of event UIDs. */
export function icsOptions(config: AppConfig, calendarName?: string): IcsOptions {
  return {
    business: config.business,
    uidHost: new URL(config.publicUrl).hostname,
    ...(calendarName ? { calendarName } : {}),
  };
}

export function eventLocation(a: Appointment, business: BusinessInfo): string {
  return a.serviceLocation === 'clinic'
    ? `${business.name}, ${businessPlace(business)}`
    : (a.serviceAddress ?? business.serviceArea);
}

/** An instant as the zone's wall clock, "YYYY-MM-DDTHH:MM:00" (ical-generator writes it with the TZID). */
function wallClock(instant: Date, timeZone: string): string {
  return `${dateInZone(instant, timeZone)}T${timeInZone(instant, timeZone)}:00`;
}

/** An iCalendar document for appointments, with the business time zone (VTIMEZONE) on every time. */
export function appointmentsCalendar(appointments: readonly Appointment[], o: IcsOptions): string {
  const { business } = o;
  const calendar = ical({
    name: o.calendarName ?? `${business.name} appointments`,
    prodId: { company: business.name, product: 'booking', language: 'EN' },
    timezone: { name: business.timeZone, generator: getVtimezoneComponent },
    ...(o.method
      ? { method: o.method === 'CANCEL' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST }
      : {}),
  });
  for (const a of appointments) {
    const who = `${a.clientFirstName} ${a.clientLastName}`;
    calendar.createEvent({
      id: `${a.id}@${o.uidHost}`,
      // Wall-clock times in the zone (TZID + VTIMEZONE), as calendars expect for local appointments.
      start: wallClock(a.startsAt, business.timeZone),
      end: wallClock(a.endsAt, business.timeZone),
      timezone: business.timeZone,
      stamp: a.updatedAt,
      sequence: o.sequence ?? a.icsSequence,
      summary: `${a.services.join(', ')} - ${business.name}`,
      location: eventLocation(a, business),
      description:
        `${a.services.join(', ')} for ${who} (${a.totalDuration} min).\n` +
        (a.companyName ? `Company: ${a.companyName}\n` : '') +
        (a.groupSize > 1 ? `Group size: ${a.groupSize}\n` : '') +
        `Questions or changes: call ${business.phone} or write to ${business.email}. Please give 24 hours notice to cancel.\n` +
        `${business.name}, ${businessPlace(business)}`,
      status:
        a.status === 'cancelled' || o.method === 'CANCEL'
          ? ICalEventStatus.CANCELLED
          : a.status === 'pending'
            ? ICalEventStatus.TENTATIVE
            : ICalEventStatus.CONFIRMED,
      organizer: { name: business.name, email: business.email },
      ...(o.method ? { attendees: [{ name: who, email: a.clientEmail, rsvp: false }] } : {}),
    });
  }
  return calendar.toString();
}
