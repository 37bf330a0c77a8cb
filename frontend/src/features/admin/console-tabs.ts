import type { TabSpec } from '../../components/tabs';

/**
 * The console's tabs: today's agenda first, then the spec's four lists (each with its total count),
 * each day's waitlist, the owner's schedule, her menu (services and prices), the money, the calendar connection, the mail, the integrations (API keys,
 * webhooks), and the security (signed-in browsers, the password).
 */
export const CONSOLE_TABS = [
  { id: 'agenda', label: 'Agenda' },
  { id: 'appointments', label: 'Appointments' },
  { id: 'clients', label: 'Clients' },
  { id: 'messages', label: 'Messages' },
  { id: 'corporate', label: 'Corporate' },
  { id: 'waitlist', label: 'Waitlist' },
  { id: 'schedule', label: 'Schedule' },
  { id: 'menu', label: 'Menu' },
  { id: 'money', label: 'Money' },
  { id: 'fees', label: 'Fees' },
  { id: 'calendar', label: 'Calendar' },
  { id: 'mail', label: 'Mail' },
  { id: 'integrations', label: 'Integrations' },
  { id: 'security', label: 'Security' },
] as const satisfies readonly TabSpec[];

export type ConsoleTab = (typeof CONSOLE_TABS)[number]['id'];

/** The tabs whose label carries the total count of their list (docs/spec.md#screens-and-routes). */
export const COUNTED_TABS = ['appointments', 'clients', 'messages', 'corporate'] as const;
export type CountedTab = (typeof COUNTED_TABS)[number];
