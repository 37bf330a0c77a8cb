import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useRef, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { withToken } from '../../api/query-client';
import { PageHeader } from '../../components/PageHeader';
import { searchWithTab, tabAfterKey, tabFromSearch, tabFromTarget } from '../../components/tabs';
import { useAdmin, useAdminSession } from '../../features/admin/AdminProvider';
import {
  CONSOLE_TABS,
  COUNTED_TABS,
  type ConsoleTab,
  type CountedTab,
} from '../../features/admin/console-tabs';
import { $admin } from '../../features/admin/queries';

const AgendaPanel = lazy(() => import('./panels/AgendaPanel'));
const AppointmentsPanel = lazy(() => import('./panels/AppointmentsPanel'));
const ClientsPanel = lazy(() => import('./panels/ClientsPanel'));
const MessagesPanel = lazy(() => import('./panels/MessagesPanel'));
const CorporatePanel = lazy(() => import('./panels/CorporatePanel'));
const MoneyPanel = lazy(() => import('./panels/MoneyPanel'));
const CalendarPanel = lazy(() => import('./panels/CalendarPanel'));
const MailPanel = lazy(() => import('./panels/MailPanel'));

const PANELS: Record<ConsoleTab, React.ComponentType> = {
  agenda: AgendaPanel,
  appointments: AppointmentsPanel,
  clients: ClientsPanel,
  messages: MessagesPanel,
  corporate: CorporatePanel,
  money: MoneyPanel,
  calendar: CalendarPanel,
  mail: MailPanel,
};

const LIST_PATHS = {
  appointments: '/api/admin/appointments',
  clients: '/api/admin/clients',
  messages: '/api/admin/contacts',
  corporate: '/api/admin/corporate-inquiries',
} as const;

/** The total count of one of the spec's four lists, for its tab's label. */
function useCount(tab: CountedTab): number | undefined {
  const { token } = useAdminSession();
  const query = useQuery(
    $admin.queryOptions('get', LIST_PATHS[tab], {
      params: { query: { limit: 1 } },
      ...withToken(token),
    }),
  );
  return query.data?.total;
}

const tabId = (id: ConsoleTab) => `console-tab-${id}`;
const panelId = (id: ConsoleTab) => `console-panel-${id}`;

/** The console (spec section 2: Appointments, Clients, Messages, Corporate with their counts). */
export default function AdminDashboardPage() {
  const { session, logout } = useAdmin();
  const [search, setSearch] = useSearchParams();
  const selected = tabFromSearch(CONSOLE_TABS, search);
  const tabs = useRef<Partial<Record<ConsoleTab, HTMLButtonElement | null>>>({});
  const counts: Record<CountedTab, number | undefined> = {
    appointments: useCount('appointments'),
    clients: useCount('clients'),
    messages: useCount('messages'),
    corporate: useCount('corporate'),
  };

  const select = (id: ConsoleTab) => setSearch(searchWithTab(search, id), { replace: true });

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const from = tabFromTarget(tabs.current, e.target, selected);
    const next = tabAfterKey(CONSOLE_TABS, from, e.key);
    if (!next) return;
    e.preventDefault();
    select(next);
    tabs.current[next]?.focus();
  };

  const Panel = PANELS[selected];
  return (
    <>
      <PageHeader eyebrow="Studio console" title="Dashboard">
        Signed in as {session?.admin.username}.{' '}
        <button type="button" className="link-button" onClick={() => logout()}>
          Log out
        </button>
      </PageHeader>
      <section className="section section--tight">
        <div className="container console">
          <div
            className="tablist console-tabs"
            role="tablist"
            aria-label="Console"
            onKeyDown={onKeyDown}
          >
            {CONSOLE_TABS.map((tab) => {
              const count = (COUNTED_TABS as readonly string[]).includes(tab.id)
                ? counts[tab.id as CountedTab]
                : undefined;
              return (
                <button
                  key={tab.id}
                  ref={(el) => {
                    tabs.current[tab.id] = el;
                  }}
                  type="button"
                  role="tab"
                  id={tabId(tab.id)}
                  aria-controls={panelId(tab.id)}
                  aria-selected={tab.id === selected}
                  tabIndex={tab.id === selected ? 0 : -1}
                  className="tab"
                  onClick={() => select(tab.id)}
                >
                  {tab.label}
                  {count !== undefined && <span className="tab-count">{count}</span>}
                </button>
              );
            })}
          </div>
          <div
            role="tabpanel"
            id={panelId(selected)}
            aria-labelledby={tabId(selected)}
            tabIndex={0}
            className="tabpanel"
          >
            <Suspense
              fallback={
                <p className="state" role="status">
                  <span className="spinner" aria-hidden="true" />
                  Loading…
                </p>
              }
            >
              <Panel />
            </Suspense>
          </div>
        </div>
      </section>
    </>
  );
}
