import { MESSAGES } from '@esthetics/domain';
import { useState, type ReactNode } from 'react';
import { failureMessage } from '../../../api/errors';
import { ConfirmDialog } from '../../../components/Dialog';
import { FormNotice } from '../../../components/FormNotice';
import { movedOrder } from './menu-order';
import { EditButton, useEditing } from './useEditing';
import { useMenuWrite, type ListedKind, type MenuCalls } from './useMenu';

/** What every listed item of the menu has. */
export interface ListedItem {
  id: string;
  name: string;
  hidden: boolean;
  future_bookings: number;
}

/** "2 upcoming bookings", or nothing when there are none. */
const bookedLine = (count: number) =>
  count === 0 ? null : `${count} upcoming booking${count === 1 ? '' : 's'}`;

/**
 * One list of the menu (services, add-ons or packages) in the owner's order, in groups when
 * `groups` is given: each item with its facts and its actions (edit, hide or show, delete when
 * nothing upcoming is booked with it, after a confirmation; move up and down within its group).
 * The add and edit forms are the caller's (`form`).
 */
export function MenuList<T extends ListedItem>({
  kind,
  noun,
  items,
  groups = [[null, items]],
  together,
  facts,
  withHidden,
  form,
}: {
  kind: ListedKind;
  /** "service", for the buttons and messages. */
  noun: string;
  items: readonly T[];
  groups?: readonly (readonly [string | null, readonly T[]])[];
  /** Whether two items move past each other (services: within their category). */
  together?: (a: T, b: T) => boolean;
  facts: (item: T) => ReactNode;
  /** The save that hides or shows the item: its whole body with `hidden` set. */
  withHidden: (calls: MenuCalls, item: T, hidden: boolean) => Promise<unknown>;
  form: (item: T | undefined, onClose: (saved: string | null) => void) => ReactNode;
}) {
  const write = useMenuWrite();
  const { editing, notice, setNotice, open, close } = useEditing<{ item?: T }>();
  const [deleting, setDeleting] = useState<T | null>(null);

  const run = (action: (calls: MenuCalls) => Promise<unknown>, done: string) => {
    setNotice(null);
    write.mutate(action, {
      onSuccess: () => setNotice({ kind: 'success', text: done }),
      onError: (error) =>
        setNotice({ kind: 'error', text: failureMessage(error, MESSAGES.updateFailed) }),
      onSettled: () => setDeleting(null),
    });
  };
  const move = (item: T, step: -1 | 1) => {
    const ids = movedOrder(items, item.id, step, together);
    if (ids) run((calls) => calls.reorder(kind, ids), `${item.name} moved.`);
  };

  return (
    <div className="menu-list">
      <div className="menu-list-head">
        <button type="button" className="btn btn--accent btn--small" onClick={() => open({})}>
          Add a {noun}
        </button>
      </div>
      <FormNotice notice={notice} />
      {groups.map(([title, members]) => (
        <section key={title ?? 'all'} className="menu-group" aria-label={title ?? undefined}>
          {title && <h4 className="menu-group-title">{title}</h4>}
          <ul className="menu-rows">
            {members.map((item) => {
              const titleId = `menu-${kind}-${item.id}`;
              const booked = bookedLine(item.future_bookings);
              return (
                <li key={item.id} className="menu-row" aria-labelledby={titleId}>
                  <div className="menu-row-main">
                    <p className="menu-row-name">
                      <span id={titleId}>{item.name}</span>
                      {item.hidden && <span className="menu-badge">Hidden</span>}
                    </p>
                    <p className="menu-row-facts">
                      {facts(item)}
                      {booked && <span className="menu-booked"> · {booked}</span>}
                    </p>
                  </div>
                  <div className="menu-row-actions">
                    <button
                      type="button"
                      className="btn btn--ghost btn--small menu-move"
                      aria-label={`Move ${item.name} up`}
                      disabled={write.isPending || !movedOrder(items, item.id, -1, together)}
                      onClick={() => move(item, -1)}
                    >
                      <span aria-hidden="true">↑</span>
                    </button>
                    <button
                      type="button"
                      className="btn btn--ghost btn--small menu-move"
                      aria-label={`Move ${item.name} down`}
                      disabled={write.isPending || !movedOrder(items, item.id, 1, together)}
                      onClick={() => move(item, 1)}
                    >
                      <span aria-hidden="true">↓</span>
                    </button>
                    <EditButton titleId={titleId} onClick={() => open({ item })} />
                    <button
                      type="button"
                      className="btn btn--ghost btn--small"
                      aria-describedby={titleId}
                      disabled={write.isPending}
                      onClick={() =>
                        run(
                          (calls) => withHidden(calls, item, !item.hidden),
                          item.hidden
                            ? `${item.name} is shown again.`
                            : `${item.name} is hidden: nobody can book it.`,
                        )
                      }
                    >
                      {item.hidden ? 'Show' : 'Hide'}
                    </button>
                    {item.future_bookings === 0 && (
                      <button
                        type="button"
                        className="btn btn--ghost btn--small menu-delete"
                        aria-describedby={titleId}
                        disabled={write.isPending}
                        onClick={() => {
                          setNotice(null);
                          setDeleting(item);
                        }}
                      >
                        Delete
                      </button>
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
      <ConfirmDialog
        item={deleting}
        title={deleting ? `Delete ${deleting.name}?` : ''}
        warning={`It leaves the menu for good. Past appointments keep their ${noun} as booked. To take it off the menu for a while, hide it instead.`}
        cancelLabel="Keep it"
        confirmLabel="Delete"
        busyLabel="Deleting…"
        busy={write.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={(id) =>
          run((calls) => calls.remove(kind, id), `${deleting?.name ?? 'It'} was deleted.`)
        }
      />
      {editing && form(editing.item, close)}
    </div>
  );
}
