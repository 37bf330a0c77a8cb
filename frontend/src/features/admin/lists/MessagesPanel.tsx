import { INBOX_STATUSES } from '@esthetics/domain';
import { $api } from '../../../api/queries';
import { useConsoleList } from '../useList';
import { ConsoleListPanel } from '../ConsoleListPanel';
import { INBOX_STATUS_OPTIONS, InboxEntry, receivedAt } from '../inbox-bits';

/** Contact messages, newest first: every stored field, 'new' highlighted, and the inbox work. */
export default function MessagesPanel() {
  const panel = useConsoleList(INBOX_STATUSES, (query, init) =>
    $api.queryOptions('get', '/api/admin/contacts', { params: { query }, ...init }),
  );

  return (
    <ConsoleListPanel
      id="messages"
      title="Messages"
      panel={panel}
      searchLabel="Search messages by name, email or subject"
      statuses={INBOX_STATUS_OPTIONS}
      items={panel.query.data?.messages}
      total={panel.query.data?.total}
      empty="No messages yet."
    >
      {(m) => (
        <InboxEntry
          kind="contacts"
          item={m}
          label={`${m.subject}, from ${m.name}`}
          title={m.subject}
          facts={[
            ['From', m.name],
            ['Email', m.email],
            ['Received', receivedAt(m.created_at)],
          ]}
          message={m.message}
          reply={{ name: m.name, email: m.email, subject: m.subject }}
          notify={panel.notify}
        />
      )}
    </ConsoleListPanel>
  );
}
