import { CORPORATE_EVENT_TYPES, INBOX_STATUSES } from '@esthetics/domain';
import { $api } from '../../../api/queries';
import { useConsoleList } from '../useList';
import { ConsoleListPanel } from '../ConsoleListPanel';
import { INBOX_STATUS_OPTIONS, InboxEntry, receivedAt } from '../inbox-bits';

const eventLabel = (id: string | null | undefined) =>
  CORPORATE_EVENT_TYPES.find((t) => t.id === id)?.label ?? id ?? '';

/** Corporate event inquiries, newest first: every stored field, 'new' highlighted, the inbox work. */
export default function CorporatePanel() {
  const panel = useConsoleList(INBOX_STATUSES, (query, init) =>
    $api.queryOptions('get', '/api/admin/corporate-inquiries', { params: { query }, ...init }),
  );

  return (
    <ConsoleListPanel
      id="corporate"
      title="Corporate inquiries"
      panel={panel}
      searchLabel="Search inquiries by company, contact or email"
      statuses={INBOX_STATUS_OPTIONS}
      items={panel.query.data?.inquiries}
      total={panel.query.data?.total}
      empty="No corporate inquiries yet."
    >
      {(i) => {
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
          <InboxEntry
            kind="corporate-inquiries"
            item={i}
            label={`${i.companyName}, ${i.contactName}`}
            title={i.companyName}
            facts={facts.filter(
              ([, value]) => value !== null && value !== undefined && value !== '',
            )}
            wideFacts={
              i.selectedPackage && (
                <div className="fact-wide">
                  <dt>Selected package</dt>
                  <dd>
                    {i.selectedPackage.name} · {i.selectedPackage.priceRange} · min{' '}
                    {i.selectedPackage.minGuests} guests
                    <span className="fact-note">{i.selectedPackage.description}</span>
                  </dd>
                </div>
              )
            }
            message={i.specialRequirements || null}
            reply={{
              name: i.contactName,
              email: i.email,
              phone: i.phone,
              subject: `Your ${eventLabel(i.eventType) || 'corporate'} event`,
            }}
            notify={panel.notify}
          />
        );
      }}
    </ConsoleListPanel>
  );
}
