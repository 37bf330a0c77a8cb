import { CORPORATE_EVENT_TYPES, INBOX_STATUS_LABELS, INBOX_STATUSES } from '@esthetics/domain';
import { FormNotice } from '../../../components/FormNotice';
import { $admin } from '../../../features/admin/queries';
import { useConsoleList } from '../../../features/admin/useList';
import { InboxActions } from '../../../features/admin/InboxActions';
import { ListBody, ListControls } from '../../../features/admin/ListControls';
import { InboxBadge, receivedAt } from '../../../features/admin/inbox-bits';

const STATUS_OPTIONS = INBOX_STATUSES.map((s) => ({ value: s, label: INBOX_STATUS_LABELS[s] }));

const eventLabel = (id: string | null | undefined) =>
  CORPORATE_EVENT_TYPES.find((t) => t.id === id)?.label ?? id ?? '';

/** Corporate event inquiries, newest first: every stored field, 'new' highlighted, the inbox work. */
export default function CorporatePanel() {
  const { query, notice, notify, list } = useConsoleList(INBOX_STATUSES, (query, init) =>
    $admin.queryOptions('get', '/api/admin/corporate-inquiries', { params: { query }, ...init }),
  );

  return (
    <div className="console-panel">
      <h2 className="visually-hidden">Corporate inquiries</h2>
      <ListControls
        id="corporate"
        {...list}
        searchLabel="Search inquiries by company, contact or email"
        statuses={STATUS_OPTIONS}
      />
      <FormNotice notice={notice} />
      <ListBody
        query={query}
        items={query.data?.inquiries}
        total={query.data?.total}
        {...list}
        empty="No corporate inquiries yet."
      >
        {(items) => (
          <ul className="console-list">
            {items.map((i) => {
              const facts: [string, string | number | null | undefined][] = [
                ['Contact', i.contactName],
                ['Email', i.email],
                ['Phone', i.phone],
                ['Event type', eventLabel(i.eventType)],
                ['Group size', i.groupSize],
                ['Duration', i.eventDuration],
                ['Preferred date', i.preferredDate],
                ['Package type', i.packageType],
                ['Received', receivedAt(i.created_at)],
                ['Submitted', i.submittedAt ? receivedAt(i.submittedAt) : null],
              ];
              return (
                <li key={i.id}>
                  <article
                    className={i.status === 'new' ? 'console-row is-new' : 'console-row'}
                    aria-label={`${i.companyName}, ${i.contactName}`}
                  >
                    <header className="console-row-head">
                      <h3>{i.companyName}</h3>
                      <InboxBadge status={i.status} />
                    </header>
                    <dl className="console-facts">
                      {facts
                        .filter(
                          ([, value]) => value !== null && value !== undefined && value !== '',
                        )
                        .map(([label, value]) => (
                          <div key={label}>
                            <dt>{label}</dt>
                            <dd>{value}</dd>
                          </div>
                        ))}
                      {i.selectedPackage && (
                        <div className="fact-wide">
                          <dt>Selected package</dt>
                          <dd>
                            {i.selectedPackage.name} · {i.selectedPackage.priceRange} · min{' '}
                            {i.selectedPackage.minGuests} guests
                            <span className="fact-note">{i.selectedPackage.description}</span>
                          </dd>
                        </div>
                      )}
                    </dl>
                    {i.specialRequirements && (
                      <p className="console-message">{i.specialRequirements}</p>
                    )}
                    <InboxActions
                      kind="corporate-inquiries"
                      id={i.id}
                      status={i.status}
                      name={i.contactName}
                      email={i.email}
                      phone={i.phone}
                      subject={`Your ${eventLabel(i.eventType) || 'corporate'} event`}
                      notify={notify}
                    />
                  </article>
                </li>
              );
            })}
          </ul>
        )}
      </ListBody>
    </div>
  );
}
