/**
 * Tabs kept in the URL (`?tab=`) with the WAI-ARIA keyboard pattern: arrows wrap, Home and End jump
 * to the ends. Framework-free; the client dashboard and the admin console both use it.
 */
export interface TabSpec<T extends string = string> {
  readonly id: T;
  readonly label: string;
}

export const TAB_PARAM = 'tab';

/** The tab named in the query string, else the first one. */
export function tabFromSearch<T extends string>(
  tabs: readonly TabSpec<T>[],
  search: URLSearchParams,
): T {
  const asked = search.get(TAB_PARAM);
  return tabs.find((t) => t.id === asked)?.id ?? tabs[0].id;
}

/** The query string with `tab` set; parameters of the previous tab are dropped unless kept. */
export function searchWithTab(
  search: URLSearchParams,
  tab: string,
  keep: readonly string[] = [],
): URLSearchParams {
  const next = new URLSearchParams();
  for (const name of keep) {
    const value = search.get(name);
    if (value !== null) next.set(name, value);
  }
  next.set(TAB_PARAM, tab);
  return next;
}

/** The tab a key press selects, or null when the key is not one of the tab list's. */
export function tabAfterKey<T extends string>(
  tabs: readonly TabSpec<T>[],
  current: T,
  key: string,
): T | null {
  const ids = tabs.map((t) => t.id);
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

/**
 * The tab a key press starts from: the focused one. The selection follows the URL, which updates a
 * render later, so a second key pressed quickly must not start again from the old selection.
 */
export function tabFromTarget<T extends string>(
  buttons: Partial<Record<T, HTMLElement | null>>,
  target: EventTarget,
  selected: T,
): T {
  const ids = Object.keys(buttons) as T[];
  return ids.find((id) => buttons[id] === target) ?? selected;
}
