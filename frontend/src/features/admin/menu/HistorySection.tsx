import { MESSAGES } from '@esthetics/domain';
import { useState } from 'react';
import { QueryState } from '../../account/QueryState';
import { useTimeZone } from '../../account/useTimeZone';
import { sessionTime } from '../security/sessions';
import { changeTitle, fieldChanges, historyPage } from './menu-history';
import type { CatalogChange } from './menu-types';
import { useMenuHistory } from './useMenu';

function ChangeRow({ change }: { change: CatalogChange }) {
  const timeZone = useTimeZone();
  const fields = change.action === 'reordered' ? [] : fieldChanges(change);
  return (
    <li className="menu-change">
      <p className="menu-change-title">{changeTitle(change)}</p>
      <p className="menu-change-meta">
        {sessionTime(change.at, timeZone)} · by {change.actor}
      </p>
      {fields.length > 0 && (
        <dl className="menu-change-fields">
          {fields.map((f) => (
            <div key={f.field}>
              <dt>{f.label}</dt>
              <dd>
                <del>{f.before}</del>
                <span aria-hidden="true"> → </span>
                <span className="visually-hidden"> becomes </span>
                <ins>{f.after}</ins>
              </dd>
            </div>
          ))}
        </dl>
      )}
    </li>
  );
}

/** Who changed what on the menu and when, newest first, twenty a page. */
export function HistorySection() {
  const [offset, setOffset] = useState(0);
  const history = useMenuHistory(offset);
  return (
    <QueryState query={history} loading="Loading the history…" failed={MESSAGES.listLoadFailed}>
      {(data) => {
        const page = historyPage(offset, data.changes.length, data.total);
        if (data.total === 0) return <p className="state">No change to the menu yet.</p>;
        return (
          <div className="menu-list">
            <ol className="menu-changes">
              {data.changes.map((change) => (
                <ChangeRow key={change.id} change={change} />
              ))}
            </ol>
            {(page.previous !== null || page.next !== null) && (
              <nav className="btn-row menu-pages" aria-label="Pages of the history">
                <button
                  type="button"
                  className="btn btn--ghost btn--small"
                  disabled={page.previous === null}
                  onClick={() => page.previous !== null && setOffset(page.previous)}
                >
                  Newer
                </button>
                <span>{page.label}</span>
                <button
                  type="button"
                  className="btn btn--ghost btn--small"
                  disabled={page.next === null}
                  onClick={() => page.next !== null && setOffset(page.next)}
                >
                  Older
                </button>
              </nav>
            )}
          </div>
        );
      }}
    </QueryState>
  );
}
