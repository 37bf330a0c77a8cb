import { INBOX_STATUS_LABELS, INBOX_STATUSES } from '@esthetics/domain';
import { FormNotice } from '../../../components/FormNotice';
import { $admin } from '../../../features/admin/queries';
import { useConsoleList } from '../../../features/admin/useList';
import { InboxActions } from '../../../features/admin/InboxActions';
import { ListBody, ListControls } from '../../../features/admin/ListControls';
import { InboxBadge, receivedAt } from '../../../features/admin/inbox-bits';

const STATUS_OPTIONS = INBOX_STATUSES.map((s) => ({ value: s, label: INBOX_STATUS_LABELS[s] }));

/** Contact messages, newest first: every stored field, 'new' highlighted, and the inbox work. */
export default function MessagesPanel() {
  const { query, notice, notify, list } = useConsoleList(INBOX_STATUSES, (query, init) =>
    $admin.queryOptions('get', '/api/admin/contacts', { params: { query }, ...init }),
  );

  return (
    <div className="console-panel">
      <h2 className="visually-hidden">Messages</h2>
      <ListControls
        id="messages"
        {...list}
        searchLabel="Search messages by name, email or subject"
        statuses={STATUS_OPTIONS}
      />
      <FormNotice notice={notice} />
      <ListBody
        query={query}
        items={query.data?.messages}
        total={query.data?.total}
        {...list}
        empty="No messages yet."
      >
        {(items) => (
          <ul className="console-list">
            {items.map((m) => (
              <li key={m.id}>
                <article
                  className={m.status === 'new' ? 'console-row is-new' : 'console-row'}
                  aria-label={`${m.subject}, from ${m.name}`}
                >
                  <header className="console-row-head">
                    <h3>{m.subject}</h3>
                    <InboxBadge status={m.status} />
                  </header>
                  <dl className="console-facts">
                    <div>
                      <dt>From</dt>
                      <dd>{m.name}</dd>
                    </div>
                    <div>
                      <dt>Email</dt>
                      <dd>{m.email}</dd>
                    </div>
                    <div>
                      <dt>Received</dt>
                      <dd>{receivedAt(m.created_at)}</dd>
                    </div>
                  </dl>
                  <p className="console-message">{m.message}</p>
                  <InboxActions
                    kind="contacts"
                    id={m.id}
                    status={m.status}
                    name={m.name}
                    email={m.email}
                    subject={m.subject}
                    notify={notify}
                  />
                </article>
              </li>
            ))}
          </ul>
        )}
      </ListBody>
    </div>
  );
}
