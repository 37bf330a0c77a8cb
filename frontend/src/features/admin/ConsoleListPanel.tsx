import type { ReactNode } from 'react';
import { FormNotice } from '../../components/FormNotice';
import type { Notify } from './AppointmentActions';
import type { ListState } from './list-state';
import { ListBody, ListControls } from './ListControls';

/**
 * One of the console's lists (appointments, clients, messages, corporate inquiries): its search and
 * filters, the notice its row actions report to, and its rows a page at a time. `children` renders
 * one row.
 */
export function ConsoleListPanel<S extends string, T extends { readonly id: string }>({
  id,
  title,
  panel: { list, notice, query },
  searchLabel,
  statuses,
  dates,
  items,
  total,
  empty,
  children,
}: {
  id: string;
  /** The panel's heading, for screen readers (the tab names it on screen). */
  title: string;
  /** What `useConsoleList` gives; without `notice` (a list without row actions), no notice. */
  panel: {
    list: { state: ListState<S>; onChange: (next: ListState<S>) => void; filtered: boolean };
    notice?: Parameters<Notify>[0] | null;
    query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  };
  searchLabel: string;
  statuses?: readonly { value: S; label: string }[];
  dates?: boolean;
  items: readonly T[] | undefined;
  total: number | undefined;
  empty: string;
  children: (item: T) => ReactNode;
}) {
  return (
    <div className="console-panel">
      <h2 className="visually-hidden">{title}</h2>
      <ListControls id={id} {...list} searchLabel={searchLabel} statuses={statuses} dates={dates} />
      {notice !== undefined && <FormNotice notice={notice} />}
      <ListBody query={query} items={items} total={total} {...list} empty={empty}>
        {(rows) => (
          <ul className="console-list">
            {rows.map((row) => (
              <li key={row.id}>{children(row)}</li>
            ))}
          </ul>
        )}
      </ListBody>
    </div>
  );
}

/** A row of a console list: its heading, a badge or note beside it, then its facts and actions. */
export function ConsoleRow({
  className,
  label,
  title,
  aside,
  children,
}: {
  /** Classes besides `console-row`. */
  className?: string;
  label: string;
  title: ReactNode;
  aside: ReactNode;
  children: ReactNode;
}) {
  return (
    <article className={className ? `console-row ${className}` : 'console-row'} aria-label={label}>
      <header className="console-row-head">
        <h3>{title}</h3>
        {aside}
      </header>
      {children}
    </article>
  );
}
