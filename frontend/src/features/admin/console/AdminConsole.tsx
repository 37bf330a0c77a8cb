import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { withToken } from '../../../api/request-options';
import { PageHeader } from '../../../components/PageHeader';
import { searchWithTab } from '../../../components/tabs';
import { TabList, tabPanelProps, useTabInUrl } from '../../account/TabList';
import { useAdmin, useAdminSession } from '../AdminProvider';
import { CONSOLE_TABS, COUNTED_TABS, type ConsoleTab, type CountedTab } from '../console-tabs';
import { $api } from '../../../api/queries';

const AgendaPanel = lazy(() => import('../agenda/AgendaPanel'));
const AppointmentsPanel = lazy(() => import('../lists/AppointmentsPanel'));
const ClientsPanel = lazy(() => import('../lists/ClientsPanel'));
const MessagesPanel = lazy(() => import('../lists/MessagesPanel'));
const CorporatePanel = lazy(() => import('../lists/CorporatePanel'));
const MoneyPanel = lazy(() => import('../money/MoneyPanel'));
const FeesPanel = lazy(() => import('../fees/FeesPanel'));
const CalendarPanel = lazy(() => import('../calendar/CalendarPanel'));
const MailPanel = lazy(() => import('../mail/MailPanel'));
const WaitlistPanel = lazy(() => import('../waitlist/WaitlistPanel'));
const IntegrationsPanel = lazy(() => import('../../integrations/IntegrationsPanel'));
const SecurityPanel = lazy(() =>
  import('../security/SecurityPanel').then((m) => ({ default: m.SecurityPanel })),
);
const SchedulePanel = lazy(() =>
  import('../schedule/SchedulePanel').then((m) => ({ default: m.SchedulePanel })),
);
const MenuPanel = lazy(() => import('../menu/MenuPanel').then((m) => ({ default: m.MenuPanel })));

const PANELS: Record<ConsoleTab, React.ComponentType> = {
  agenda: AgendaPanel,
  appointments: AppointmentsPanel,
  clients: ClientsPanel,
  messages: MessagesPanel,
  corporate: CorporatePanel,
  money: MoneyPanel,
  fees: FeesPanel,
  calendar: CalendarPanel,
  mail: MailPanel,
  waitlist: WaitlistPanel,
  integrations: IntegrationsPanel,
  security: SecurityPanel,
  schedule: SchedulePanel,
  menu: MenuPanel,
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
    $api.queryOptions('get', LIST_PATHS[tab], {
      params: { query: { limit: 1 } },
      ...withToken(token),
    }),
  );
  return query.data?.total;
}

/**
 * The console (docs/spec.md#screens-and-routes: Appointments, Clients, Messages, Corporate with
 * their counts).
 */
export function AdminConsole() {
  const { session, logout } = useAdmin();
  const { selected, select } = useTabInUrl(CONSOLE_TABS, searchWithTab);
  const counts: Record<CountedTab, number | undefined> = {
    appointments: useCount('appointments'),
    clients: useCount('clients'),
    messages: useCount('messages'),
    corporate: useCount('corporate'),
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
          <TabList
            tabs={CONSOLE_TABS}
            prefix="console"
            label="Console"
            className="tablist console-tabs"
            selected={selected}
            onSelect={select}
            badge={(id) => {
              const count = (COUNTED_TABS as readonly string[]).includes(id)
                ? counts[id as CountedTab]
                : undefined;
              return count !== undefined && <span className="tab-count">{count}</span>;
            }}
          />
          <div {...tabPanelProps('console', selected)}>
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
