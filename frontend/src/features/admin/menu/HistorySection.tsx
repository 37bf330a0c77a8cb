import { OffsetPager } from '../OffsetPager';
import { MESSAGES } from '@esthetics/domain';
import { useState } from 'react';
import { QueryState } from '../../account/QueryState';
import { useTimeZone } from '../../account/useTimeZone';
import { sessionTime } from '../security/sessions';
import { changeTitle, fieldChanges, historyPage, movedIds } from './menu-history';
import type { CatalogChange } from './menu-types';
import { useMenuHistory, useMenuRead } from './useMenu';

function ChangeRow({
  change,
  nameOf,
}: {
  change: CatalogChange;
  nameOf: (kind: CatalogChange['kind'], id: string) => string;
}) {
  const timeZone = useTimeZone();
  const moved = change.action === 'reordered' ? movedIds(change) : [];
  const fields = change.action === 'reordered' ? [] : fieldChanges(change);
  return (
    <li className="menu-change">
      <p className="menu-change-title">{changeTitle(change)}</p>
      <p className="menu-change-meta">
        {sessionTime(change.at, timeZone)} · by {change.actor}
      </p>
      {moved.length > 0 && (
        <p className="menu-change-meta">
          Moved: {moved.map((id) => nameOf(change.kind, id)).join(', ')}
        </p>
      )}
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
  // A new order lists ids: named from the menu as it is now (an item deleted since keeps its id).
  const menu = useMenuRead().data;
  const nameOf = (kind: CatalogChange['kind'], id: string): string => {
    const lists = {
      service: menu?.services,
      add_on: menu?.add_ons,
      package: menu?.packages,
      corporate_package: menu?.corporate_packages,
    };
    return lists[kind]?.find((item) => item.id === id)?.name ?? id;
  };
  return (
    <QueryState query={history} loading="Loading the history…" failed={MESSAGES.listLoadFailed}>
      {(data) => {
        const page = historyPage(offset, data.changes.length, data.total);
        if (data.total === 0) return <p className="state">No change to the menu yet.</p>;
        return (
          <div className="menu-list">
            <ol className="menu-changes">
              {data.changes.map((change) => (
                <ChangeRow key={change.id} change={change} nameOf={nameOf} />
              ))}
            </ol>
            <OffsetPager
              page={page}
              onOffset={setOffset}
              label="Pages of the history"
              className="menu-pages"
              previous="Newer"
              next="Older"
            />
          </div>
        );
      }}
    </QueryState>
  );
}
