/**
 * The dashboard's tabs (spec section 2): which one the URL asks for (`?tab=`), and where the keyboard
 * moves the selection (the WAI-ARIA tabs pattern: arrows wrap, Home and End jump to the ends).
 */
export const DASHBOARD_TABS = [
  { id: 'profile', label: 'Profile' },
  { id: 'appointments', label: 'Appointments' },
  { id: 'health-forms', label: 'Health Forms' },
] as const;

export type TabId = (typeof DASHBOARD_TABS)[number]['id'];

export const TAB_PARAM = 'tab';

const isTabId = (value: unknown): value is TabId => DASHBOARD_TABS.some((t) => t.id === value);

/** The tab named in the query string, else the first one. */
export function tabFromSearch(search: URLSearchParams): TabId {
  const asked = search.get(TAB_PARAM);
  return isTabId(asked) ? asked : DASHBOARD_TABS[0].id;
}

/** The query string with `tab` set, other parameters kept. */
export function searchWithTab(search: URLSearchParams, tab: TabId): URLSearchParams {
  const next = new URLSearchParams(search);
  next.set(TAB_PARAM, tab);
  return next;
}

/** The tab a key press selects, or null when the key is not one of the tab list's. */
export function tabAfterKey(current: TabId, key: string): TabId | null {
  const ids = DASHBOARD_TABS.map((t) => t.id);
  const at = ids.indexOf(current);
  switch (key) {
    case 'ArrowRight':
      return ids[(at + 1) % ids.length];
    case 'ArrowLeft':
      return ids[(at - 1 + ids.length) % ids.length];
    case 'Home':
      return ids[0];
    case 'End':
      return ids[ids.length - 1];
    default:
      return null;
  }
}
