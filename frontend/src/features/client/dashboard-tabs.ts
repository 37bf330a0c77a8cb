import * as tabs from '../../components/tabs';

/** The client dashboard's tabs (spec section 2), kept in `?tab=`. */
export const DASHBOARD_TABS = [
  { id: 'profile', label: 'Profile' },
  { id: 'appointments', label: 'Appointments' },
  { id: 'health-forms', label: 'Health Forms' },
] as const;

export type TabId = (typeof DASHBOARD_TABS)[number]['id'];

export const TAB_PARAM = tabs.TAB_PARAM;

export const tabFromSearch = (search: URLSearchParams): TabId =>
  tabs.tabFromSearch(DASHBOARD_TABS, search);

export const searchWithTab = (search: URLSearchParams, tab: TabId): URLSearchParams => {
  const next = new URLSearchParams(search);
  next.set(TAB_PARAM, tab);
  return next;
};

export const tabAfterKey = (current: TabId, key: string): TabId | null =>
  tabs.tabAfterKey(DASHBOARD_TABS, current, key);
