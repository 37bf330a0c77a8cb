import { useState } from 'react';
import { QueryState } from '../../account/QueryState';
import { TabList, tabPanelProps } from '../../account/TabList';
import { CorporateSection } from './CorporateSection';
import { HistorySection } from './HistorySection';
import type { AdminMenu } from './menu-types';
import { AddOnsSection, PackagesSection, ServicesSection } from './MenuSections';
import { useMenuRead } from './useMenu';
import './menu.css';
import '../panels.css';

const SECTIONS = [
  { id: 'services', label: 'Services' },
  { id: 'add-ons', label: 'Add-ons' },
  { id: 'packages', label: 'Packages' },
  { id: 'corporate', label: 'Corporate packages' },
  { id: 'history', label: 'History' },
] as const;
type Section = (typeof SECTIONS)[number]['id'];

const LISTS: Record<Exclude<Section, 'history'>, React.ComponentType<{ menu: AdminMenu }>> = {
  services: ServicesSection,
  'add-ons': AddOnsSection,
  packages: PackagesSection,
  corporate: CorporateSection,
};

/**
 * The console's Menu tab: the owner's services, add-ons, packages and corporate texts, which the
 * site shows and books from at once after each save, and the history of her changes. A price change
 * never changes an appointment already booked (it keeps its own price).
 */
export function MenuPanel() {
  const [section, setSection] = useState<Section>('services');
  const menu = useMenuRead();
  const List = section === 'history' ? null : LISTS[section];
  return (
    <div className="console-panel panel menu-panel">
      <h2 className="visually-hidden">Menu</h2>
      <TabList
        tabs={SECTIONS}
        prefix="menu"
        label="Menu"
        className="tablist menu-tabs"
        selected={section}
        onSelect={setSection}
      />
      <div {...tabPanelProps('menu', section)}>
        {List ? (
          <QueryState query={menu} loading="Loading your menu…">
            {(data) => <List menu={data} />}
          </QueryState>
        ) : (
          <HistorySection />
        )}
      </div>
    </div>
  );
}
