import { Link } from 'react-router-dom';
import { ClientFacts } from '../../../features/admin/ClientFacts';
import { ContactButtons } from '../../../features/admin/ContactButtons';
import { $admin } from '../../../features/admin/queries';
import { useConsoleList } from '../../../features/admin/useList';
import { ListBody, ListControls } from '../../../features/admin/ListControls';

const joined = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });

/** Clients, newest first, 20 a page, searched on the server by name, e-mail or phone. */
export default function ClientsPanel() {
  const { query, list } = useConsoleList([], (query, init) =>
    $admin.queryOptions('get', '/api/admin/clients', { params: { query }, ...init }),
  );

  return (
    <div className="console-panel">
      <h2 className="visually-hidden">Clients</h2>
      <ListControls id="clients" {...list} searchLabel="Search clients by name, email or phone" />
      <ListBody
        query={query}
        items={query.data?.clients}
        total={query.data?.total}
        {...list}
        empty="No clients yet."
      >
        {(items) => (
          <ul className="console-list">
            {items.map((c) => {
              const name = `${c.first_name} ${c.last_name}`;
              return (
                <li key={c.id}>
                  <article className="console-row" aria-label={name}>
                    <header className="console-row-head">
                      <h3>
                        <Link to={`/admin/clients/${c.id}`}>{name}</Link>
                      </h3>
                      <span className="fact-note">Client since {joined(c.created_at)}</span>
                    </header>
                    <dl className="console-facts">
                      <ClientFacts client={c} />
                    </dl>
                    <div className="row-actions">
                      <ContactButtons name={name} email={c.email} phone={c.phone} />
                    </div>
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
