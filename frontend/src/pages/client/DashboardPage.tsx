import { useRef, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../components/PageHeader';
import type { ClientSession } from '../../features/client/client-session';
import {
  DASHBOARD_TABS,
  searchWithTab,
  tabAfterKey,
  tabFromSearch,
  type TabId,
} from '../../features/client/dashboard-tabs';
import { tabFromTarget } from '../../components/tabs';
import { AppointmentsTab } from './AppointmentsTab';
import { HealthFormTab } from './HealthFormTab';
import { ProfileTab } from './ProfileTab';

const tabId = (id: TabId) => `dashboard-tab-${id}`;
const panelId = (id: TabId) => `dashboard-panel-${id}`;

function Panel({ id, session }: { id: TabId; session: ClientSession }) {
  switch (id) {
    case 'profile':
      return <ProfileTab session={session} />;
    case 'appointments':
      return <AppointmentsTab session={session} />;
    case 'health-forms':
      return <HealthFormTab session={session} />;
  }
}

/** The client's dashboard: Profile, Appointments and Health Forms, the tab kept in `?tab=`. */
export default function DashboardPage({ session }: { session: ClientSession }) {
  const [search, setSearch] = useSearchParams();
  const selected = tabFromSearch(search);
  const tabs = useRef<Partial<Record<TabId, HTMLButtonElement | null>>>({});

  const select = (id: TabId) => setSearch(searchWithTab(search, id), { replace: true });

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const next = tabAfterKey(tabFromTarget(tabs.current, e.target, selected), e.key);
    if (!next) return;
    e.preventDefault();
    select(next);
    tabs.current[next]?.focus();
  };

  return (
    <>
      <PageHeader eyebrow="Client area" title={`Welcome, ${session.client.first_name}`}>
        Your profile, your appointments and your health form, in one place.
      </PageHeader>
      <section className="section">
        <div className="container dashboard">
          <div className="tablist" role="tablist" aria-label="Your account" onKeyDown={onKeyDown}>
            {DASHBOARD_TABS.map((tab) => (
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
              </button>
            ))}
          </div>
          {DASHBOARD_TABS.map((tab) => (
            <div
              key={tab.id}
              role="tabpanel"
              id={panelId(tab.id)}
              aria-labelledby={tabId(tab.id)}
              hidden={tab.id !== selected}
              tabIndex={0}
              className="tabpanel"
            >
              {tab.id === selected && <Panel id={tab.id} session={session} />}
            </div>
          ))}
        </div>
      </section>
    </>
  );
}
