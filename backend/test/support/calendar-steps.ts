/** Reading the mails' calendar invitations: an attachment's text and its events. */
import * as ical from 'node-ical';

export function events(ics: string): ical.VEvent[] {
  return Object.values(ical.sync.parseICS(ics)).filter(
    (c): c is ical.VEvent => c?.type === 'VEVENT',
  );
}
