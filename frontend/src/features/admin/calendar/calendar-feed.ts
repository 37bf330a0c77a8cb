/**
 * The Calendar tab: the admin's private iCalendar feed (GET /api/calendar/auth) as the links it
 * shows, each with what it is for. Framework-free so it is tested without a browser.
 */
export interface CalendarFeed {
  readonly feed_url: string;
  readonly webcal_url: string;
  readonly instructions: readonly string[];
}

export interface FeedLink {
  readonly id: 'https' | 'webcal';
  readonly label: string;
  readonly hint: string;
  readonly url: string;
  readonly copyLabel: string;
}

/** The https link (Google, Outlook, a download) and the webcal link (Apple Calendar). */
export function feedLinks(feed: CalendarFeed): FeedLink[] {
  // https on the real site; a local server without TLS says http.
  const scheme = feed.feed_url.startsWith('http:') ? 'http' : 'https';
  return [
    {
      id: 'https',
      label: `Calendar link (${scheme})`,
      hint: 'For Google Calendar and Outlook.',
      url: feed.feed_url,
      copyLabel: `Copy ${scheme} link`,
    },
    {
      id: 'webcal',
      label: 'Calendar link (webcal)',
      hint: 'For Apple Calendar: opening it offers to subscribe.',
      url: feed.webcal_url,
      copyLabel: 'Copy webcal link',
    },
  ];
}

/** "Google Calendar: Other calendars > ..." -> the app and the steps; a line without an app as is. */
export function splitInstruction(line: string): { app: string | null; text: string } {
  const match = /^(Google Calendar|Apple Calendar|Outlook|iCloud|Apple)\s*:\s*(.+)$/s.exec(line);
  return match ? { app: match[1], text: match[2] } : { app: null, text: line };
}
