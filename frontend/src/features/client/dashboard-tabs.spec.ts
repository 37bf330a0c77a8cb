import * as tabs from '../../components/tabs';
import { DASHBOARD_TABS, searchWithTab, type TabId } from './dashboard-tabs';

const tabFromSearch = (search: URLSearchParams) => tabs.tabFromSearch(DASHBOARD_TABS, search);
const tabAfterKey = (current: TabId, key: string) => tabs.tabAfterKey(DASHBOARD_TABS, current, key);

describe('the dashboard tabs', () => {
  it('are Profile, Appointments and Health Forms', () => {
    expect(DASHBOARD_TABS.map((t) => t.label)).toEqual(['Profile', 'Appointments', 'Health Forms']);
  });

  it('read the selected tab from ?tab=, the first one when absent or unknown', () => {
    expect(tabFromSearch(new URLSearchParams('tab=appointments'))).toBe('appointments');
    expect(tabFromSearch(new URLSearchParams('tab=health-forms'))).toBe('health-forms');
    expect(tabFromSearch(new URLSearchParams(''))).toBe('profile');
    expect(tabFromSearch(new URLSearchParams('tab=admin'))).toBe('profile');
  });

  it('write the tab into the query string and keep the rest', () => {
    expect(searchWithTab(new URLSearchParams('x=1&tab=profile'), 'appointments').toString()).toBe(
      'x=1&tab=appointments',
    );
  });

  it('move with the arrow keys, wrapping, and jump with Home and End', () => {
    expect(tabAfterKey('profile', 'ArrowRight')).toBe('appointments');
    expect(tabAfterKey('health-forms', 'ArrowRight')).toBe('profile');
    expect(tabAfterKey('profile', 'ArrowLeft')).toBe('health-forms');
    expect(tabAfterKey('appointments', 'ArrowLeft')).toBe('profile');
    expect(tabAfterKey('appointments', 'Home')).toBe('profile');
    expect(tabAfterKey('profile', 'End')).toBe('health-forms');
    expect(tabAfterKey('profile', 'Enter')).toBeNull();
    expect(tabAfterKey('profile', 'ArrowDown')).toBeNull();
  });
});
