import type { ComponentProps, ReactNode } from 'react';
import type { Notify } from './AppointmentActions';
import { ConsoleRow } from './ConsoleListPanel';
import { InboxActions } from './InboxActions';
import { INBOX_STATUS_LABELS, INBOX_STATUSES, isInboxStatus } from '@esthetics/domain';

/** The inbox statuses as a console list's status filter offers them. */
export const INBOX_STATUS_OPTIONS = INBOX_STATUSES.map((s) => ({
  value: s,
  label: INBOX_STATUS_LABELS[s],
}));

/**
 * The status of a message or inquiry: 'new' highlighted, the others neutral
 * (docs/spec.md#messages-and-inquiries).
 */
export function InboxBadge({ status }: { status: string }) {
  const label = isInboxStatus(status) ? INBOX_STATUS_LABELS[status] : status;
  return <span className={status === 'new' ? 'badge badge--new' : 'badge'}>{label}</span>;
}

/** When something arrived, in the reader's words. */
export const receivedAt = (iso: string): string =>
  new Date(iso).toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });

/** A message's or inquiry's row: 'new' highlighted, its status beside its title. */
export function InboxRow({
  status,
  label,
  title,
  children,
}: {
  status: string;
  label: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <ConsoleRow
      className={status === 'new' ? 'is-new' : undefined}
      label={label}
      title={title}
      aside={<InboxBadge status={status} />}
    >
      {children}
    </ConsoleRow>
  );
}

/** What a row says it holds, label by label; `children` add wider facts after them. */
export function InboxFacts({
  facts,
  children,
}: {
  facts: readonly (readonly [string, ReactNode])[];
  children?: ReactNode;
}) {
  return (
    <dl className="console-facts">
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
      {children}
    </dl>
  );
}

/**
 * A message or an inquiry as its list shows it: its row, its facts (the wider ones after), what the
 * sender wrote when there is something, then the inbox work.
 */
export function InboxEntry({
  kind,
  item,
  label,
  title,
  facts,
  wideFacts,
  message,
  reply,
  notify,
}: {
  kind: ComponentProps<typeof InboxActions>['kind'];
  item: { readonly id: string; readonly status: string };
  label: string;
  title: string;
  facts: readonly (readonly [string, ReactNode])[];
  wideFacts?: ReactNode;
  message: string | null;
  /** Who a reply goes to, and about what. */
  reply: { name: string; email: string; phone?: string | null; subject: string };
  notify: Notify;
}) {
  return (
    <InboxRow status={item.status} label={label} title={title}>
      <InboxFacts facts={facts}>{wideFacts}</InboxFacts>
      {message !== null && <p className="console-message">{message}</p>}
      <InboxActions kind={kind} id={item.id} status={item.status} {...reply} notify={notify} />
    </InboxRow>
  );
}
