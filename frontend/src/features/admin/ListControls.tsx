import { MESSAGES } from '@esthetics/domain';
import { useState, type FormEvent, type ReactNode } from 'react';
import { QueryState } from '../account/QueryState';
import { pageCount, pageRange, type ListState } from './list-state';

type ListControlsProps<S extends string> = {
  id: string;
  state: ListState<S>;
  onChange: (next: ListState<S>) => void;
  searchLabel: string;
  statuses?: readonly { value: S; label: string }[];
  dates?: boolean;
  /** Whether a search or a filter is set (then Clear is offered). */
  filtered: boolean;
};

/**
 * The search box and filters above a console list; a new search starts at the first page. The URL
 * is the truth: when Back or a link changes the list, the form starts again from it (its key).
 */
export function ListControls<S extends string>(props: ListControlsProps<S>) {
  const { q, status, from, to } = props.state;
  return <ListControlsForm key={JSON.stringify([q, status, from, to])} {...props} />;
}

function ListControlsForm<S extends string>({
  id,
  state,
  onChange,
  searchLabel,
  statuses,
  dates = false,
  filtered,
}: ListControlsProps<S>) {
  const [draft, setDraft] = useState(state);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    onChange({ ...draft, page: 1 });
  };
  const clear = () => onChange({ q: '', status: '', from: '', to: '', page: 1 });

  return (
    <form className="list-controls" role="search" aria-label={searchLabel} onSubmit={submit}>
      <div className="field list-search">
        <label htmlFor={`${id}-q`}>{searchLabel}</label>
        <input
          id={`${id}-q`}
          type="search"
          value={draft.q}
          maxLength={100}
          onChange={(e) => setDraft({ ...draft, q: e.target.value })}
        />
      </div>
      {statuses && (
        <div className="field">
          <label htmlFor={`${id}-status`}>Status</label>
          <select
            id={`${id}-status`}
            value={draft.status}
            onChange={(e) => {
              // The options are the list's statuses, or '' for all.
              const next = { ...draft, status: e.target.value as S | '', page: 1 };
              setDraft(next);
              onChange(next);
            }}
          >
            <option value="">All</option>
            {statuses.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
        </div>
      )}
      {dates && (
        <>
          <div className="field">
            <label htmlFor={`${id}-from`}>From</label>
            <input
              id={`${id}-from`}
              type="date"
              value={draft.from}
              onChange={(e) => setDraft({ ...draft, from: e.target.value })}
            />
          </div>
          <div className="field">
            <label htmlFor={`${id}-to`}>To</label>
            <input
              id={`${id}-to`}
              type="date"
              value={draft.to}
              onChange={(e) => setDraft({ ...draft, to: e.target.value })}
            />
          </div>
        </>
      )}
      <div className="list-controls-actions">
        <button type="submit" className="btn btn--small">
          Search
        </button>
        {filtered && (
          <button type="button" className="btn btn--ghost btn--small" onClick={clear}>
            Clear
          </button>
        )}
      </div>
    </form>
  );
}

/** Previous / Next under a list, with "21–40 of 57". */
export function Pager({
  page,
  shown,
  total,
  onPage,
}: {
  page: number;
  shown: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const pages = pageCount(total);
  const range = pageRange(page, shown, total);
  if (!range) return null;
  return (
    <nav className="pager" aria-label="Pages">
      <button
        type="button"
        className="btn btn--ghost btn--small"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        Previous
      </button>
      <span aria-live="polite">
        {range} · page {page} of {pages}
      </span>
      <button
        type="button"
        className="btn btn--ghost btn--small"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        Next
      </button>
    </nav>
  );
}

/** The loading, error, empty and filled states of a console list, with its pager under the rows. */
export function ListBody<T, S extends string>({
  query,
  items,
  total,
  state,
  onChange,
  empty,
  filtered,
  children,
}: {
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  items: readonly T[] | undefined;
  /** How many rows match in all, for the pager. */
  total: number | undefined;
  state: ListState<S>;
  onChange: (next: ListState<S>) => void;
  empty: string;
  filtered: boolean;
  children: (items: readonly T[]) => ReactNode;
}) {
  return (
    <QueryState query={{ ...query, data: items }} loading="Loading…">
      {(rows) =>
        rows.length === 0 ? (
          <p className="state">{filtered ? MESSAGES.noResults : empty}</p>
        ) : (
          <>
            {children(rows)}
            <Pager
              page={state.page}
              shown={rows.length}
              total={total ?? rows.length}
              onPage={(page) => onChange({ ...state, page })}
            />
          </>
        )
      }
    </QueryState>
  );
}
