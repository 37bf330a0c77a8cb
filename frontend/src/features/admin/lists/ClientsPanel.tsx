import { Link } from 'react-router-dom';
import { ClientFacts } from '../ClientFacts';
import { ConsoleListPanel, ConsoleRow } from '../ConsoleListPanel';
import { ContactButtons } from '../ContactButtons';
import { $api } from '../../../api/queries';
import { useConsoleList } from '../useList';

const joined = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });

/** Clients, newest first, 20 a page, searched on the server by name, e-mail or phone. */
export default function ClientsPanel() {
  // No row actions report here: the panel shows no notice.
  const { query, list } = useConsoleList([], (query, init) =>
    $api.queryOptions('get', '/api/admin/clients', { params: { query }, ...init }),
  );

  return (
    <ConsoleListPanel
      id="clients"
      title="Clients"
      panel={{ query, list }}
      searchLabel="Search clients by name, email or phone"
      items={query.data?.clients}
      total={query.data?.total}
      empty="No clients yet."
    >
      {(c) => {
        const name = `${c.first_name} ${c.last_name}`;
        return (
          <ConsoleRow
            label={name}
            title={<Link to={`/admin/clients/${c.id}`}>{name}</Link>}
            aside={<span className="fact-note">Client since {joined(c.created_at)}</span>}
          >
            <dl className="console-facts">
              <ClientFacts client={c} />
            </dl>
            <div className="row-actions">
              <ContactButtons name={name} email={c.email} phone={c.phone} />
            </div>
          </ConsoleRow>
        );
      }}
    </ConsoleListPanel>
  );
}
