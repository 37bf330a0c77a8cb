import type { TabSpec } from '../../components/tabs';
import { TAB_PARAM } from '../../components/tabs';

/** The client dashboard's tabs (docs/spec.md#screens-and-routes), kept in `?tab=`. */
export const DASHBOARD_TABS = [
  { id: 'profile', label: 'Profile' },
  { id: 'appointments', label: 'Appointments' },
  { id: 'health-forms', label: 'Health Forms' },
] as const satisfies readonly TabSpec[];

export type TabId = (typeof DASHBOARD_TABS)[number]['id'];

/** The query string with the dashboard's tab set; every other parameter kept. */
export const searchWithTab = (search: URLSearchParams, tab: TabId): URLSearchParams => {
  const next = new URLSearchParams(search);
  next.set(TAB_PARAM, tab);
  return next;
};
