import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { tabAfterKey, tabFromSearch, tabFromTarget, type TabSpec } from '../../components/tabs';

/** The ids that tie a tab to its panel: `<prefix>-tab-<id>` and `<prefix>-panel-<id>`. */
export const tabIds = (prefix: string, id: string) => ({
  tab: `${prefix}-tab-${id}`,
  panel: `${prefix}-panel-${id}`,
});

/** The props of the panel of tab `id` (labelled by its tab, focusable as the pattern asks). */
export const tabPanelProps = (prefix: string, id: string) => ({
  role: 'tabpanel',
  id: tabIds(prefix, id).panel,
  'aria-labelledby': tabIds(prefix, id).tab,
  tabIndex: 0,
  className: 'tabpanel',
});

/**
 * A signed-in area's tab list (the client dashboard, the console) with the WAI-ARIA keyboard
 * pattern: the selected tab in the tab order, arrows wrap, Home and End jump to the ends; a key
 * selects the tab it lands on and focuses it. `badge` adds to a tab's label (the console's counts).
 */
export function TabList<T extends string>({
  tabs,
  prefix,
  label,
  className = 'tablist',
  selected,
  onSelect,
  badge,
}: {
  tabs: readonly TabSpec<T>[];
  prefix: string;
  label: string;
  className?: string;
  selected: T;
  onSelect: (id: T) => void;
  badge?: (id: T) => ReactNode;
}) {
  const buttons = useRef<Partial<Record<T, HTMLButtonElement | null>>>({});

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const next = tabAfterKey(tabs, tabFromTarget(buttons.current, e.target, selected), e.key);
    if (!next) return;
    e.preventDefault();
    onSelect(next);
    buttons.current[next]?.focus();
  };

  return (
    <div className={className} role="tablist" aria-label={label} onKeyDown={onKeyDown}>
      {tabs.map((tab) => (
        <button
          key={tab.id}
          ref={(el) => {
            buttons.current[tab.id] = el;
          }}
          type="button"
          role="tab"
          id={tabIds(prefix, tab.id).tab}
          aria-controls={tabIds(prefix, tab.id).panel}
          aria-selected={tab.id === selected}
          tabIndex={tab.id === selected ? 0 : -1}
          className="tab"
          onClick={() => onSelect(tab.id)}
        >
          {tab.label}
          {badge?.(tab.id)}
        </button>
      ))}
    </div>
  );
}

/**
 * The selected tab, kept in `?tab=` (the first tab when absent or unknown), and a way to select
 * another (replacing the history entry). `withTab` writes the tab into the query string.
 */
export function useTabInUrl<T extends string>(
  tabs: readonly TabSpec<T>[],
  withTab: (search: URLSearchParams, tab: T) => URLSearchParams,
) {
  const [search, setSearch] = useSearchParams();
  const selected = tabFromSearch(tabs, search);
  const select = (id: T) => setSearch(withTab(search, id), { replace: true });
  return { selected, select };
}
