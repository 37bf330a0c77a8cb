import { BUSINESS_LOCATION, dateInZone, timeInZone } from '@esthetics/domain';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { Appointment } from '../bookings/ports/appointment.repository';

export interface IcsOptions {
  readonly businessName: string;
  readonly businessPhone: string;
  readonly timeZone: string;
  /** The organizer's address (MAIL_FROM's). */
  readonly organizerEmail: string;
  /** Host part of event UIDs, e.g. the site's domain. */
  readonly uidHost: string;
  /** REQUEST for an e-mailed invitation; none for a subscribed feed or a download. */
  readonly method?: 'REQUEST';
  readonly calendarName?: string;
}

export function eventLocation(a: Appointment, businessName: string): string {
  return a.service_location === 'clinic'
    ? `${businessName}, ${BUSINESS_LOCATION}`
    : (a.service_address ?? BUSINESS_LOCATION);
}

/** An instant as the zone's wall clock, "YYYY-MM-DDTHH:MM:00" (ical-generator writes it with the TZID). */
function wallClock(instant: Date, timeZone: string): string {
  return `${dateInZone(instant, timeZone)}T${timeInZone(instant, timeZone)}:00`;
}

/** An iCalendar document for appointments, with the business time zone (VTIMEZONE) on every time. */
export function appointmentsCalendar(appointments: readonly Appointment[], o: IcsOptions): string {
  const calendar = ical({
    name: o.calendarName ?? `${o.businessName} appointments`,
    prodId: { company: o.businessName, product: 'booking', language: 'EN' },
    timezone: { name: o.timeZone, generator: getVtimezoneComponent },
    ...(o.method ? { method: ICalCalendarMethod.REQUEST } : {}),
  });
  for (const a of appointments) {
    const who = `${a.client_first_name} ${a.client_last_name}`;
    calendar.createEvent({
      id: `${a.id}@${o.uidHost}`,
      // Wall-clock times in the zone (TZID + VTIMEZONE), as calendars expect for local appointments.
      start: wallClock(a.starts_at, o.timeZone),
      end: wallClock(a.ends_at, o.timeZone),
      timezone: o.timeZone,
      stamp: a.updated_at,
      summary: `${a.services.join(', ')} - ${o.businessName}`,
      location: eventLocation(a, o.businessName),
      description:
        `${a.services.join(', ')} for ${who} (${a.total_duration} min).\n` +
        (a.company_name ? `Company: ${a.company_name}\n` : '') +
        (a.group_size > 1 ? `Group size: ${a.group_size}\n` : '') +
        `Questions or changes: call ${o.businessPhone}. Please give 24 hours notice to cancel.`,
      status:
        a.status === 'cancelled'
          ? ICalEventStatus.CANCELLED
          : a.status === 'pending'
            ? ICalEventStatus.TENTATIVE
            : ICalEventStatus.CONFIRMED,
      organizer: { name: o.businessName, email: o.organizerEmail },
      ...(o.method ? { attendees: [{ name: who, email: a.client_email, rsvp: false }] } : {}),
    });
  }
  return calendar.toString();
}
