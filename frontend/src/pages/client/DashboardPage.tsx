import { PageHeader } from '../../components/PageHeader';
import type { ClientSession } from '../../features/client/client-session';
import { TabList, tabPanelProps, useTabInUrl } from '../../features/account/TabList';
import { DASHBOARD_TABS, searchWithTab, type TabId } from '../../features/client/dashboard-tabs';
import { EmailNotice } from '../../features/client/EmailNotice';
import { AppointmentsTab } from '../../features/client/AppointmentsTab';
import { HealthFormTab } from '../../features/client/HealthFormTab';
import { ProfileTab } from '../../features/client/ProfileTab';

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
  const { selected, select } = useTabInUrl(DASHBOARD_TABS, searchWithTab);

  return (
    <>
      <PageHeader eyebrow="Client area" title={`Welcome, ${session.client.first_name}`}>
        Your profile, your appointments and your health form, in one place.
      </PageHeader>
      <section className="section">
        <div className="container dashboard">
          <EmailNotice session={session} />
          <TabList
            tabs={DASHBOARD_TABS}
            prefix="dashboard"
            label="Your account"
            selected={selected}
            onSelect={select}
          />
          {DASHBOARD_TABS.map((tab) => (
            <div key={tab.id} {...tabPanelProps('dashboard', tab.id)} hidden={tab.id !== selected}>
              {tab.id === selected && <Panel id={tab.id} session={session} />}
            </div>
          ))}
        </div>
      </section>
    </>
  );
}
