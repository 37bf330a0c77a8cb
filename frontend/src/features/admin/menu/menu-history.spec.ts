import { changeTitle, fieldChanges, historyPage, movedIds, shownValue } from './menu-history';
import type { CatalogChange } from './menu-types';

const wax = { id: 'eyebrow-wax', name: 'Eyebrow Wax', price_cents: 2500, duration: 15 };
const change = (over: Partial<CatalogChange>): CatalogChange => ({
  id: 'c1',
  at: '2026-11-27T03:00:00Z',
  actor: 'owner',
  kind: 'service',
  item_id: 'eyebrow-wax',
  action: 'updated',
  before: wax,
  after: wax,
  ...over,
});

describe('a change of the menu, as the history shows it', () => {
  it('lists only the fields that differ, before -> after in dollars and minutes', () => {
    const raised = change({ after: { ...wax, price_cents: 3100, duration: 20 } });
    expect(fieldChanges(raised)).toEqual([
      { field: 'price_cents', label: 'Price', before: '$25.00', after: '$31.00' },
      { field: 'duration', label: 'Duration', before: '15 min', after: '20 min' },
    ]);
    expect(changeTitle(raised)).toBe('Service Eyebrow Wax changed');
  });

  it('shows what a new item was created with, and what a deleted one had', () => {
    const created = change({ action: 'created', before: null });
    expect(fieldChanges(created).map((c) => [c.label, c.before, c.after])).toEqual([
      ['Name', '—', 'Eyebrow Wax'],
      ['Price', '—', '$25.00'],
      ['Duration', '—', '15 min'],
    ]);
    const deleted = change({ action: 'deleted', after: null, kind: 'add_on' });
    expect(fieldChanges(deleted)[0]).toMatchObject({ label: 'Name', after: '—' });
    expect(changeTitle(deleted)).toBe('Add-on Eyebrow Wax deleted');
  });

  it('names an item by its id when neither side has a name', () => {
    expect(changeTitle(change({ before: null, after: null, action: 'hidden' }))).toBe(
      'Service eyebrow-wax hidden',
    );
  });

  it('says which items a new order moved', () => {
    const reordered = change({
      action: 'reordered',
      item_id: '*',
      before: { ids: ['a', 'b', 'c', 'd'] },
      after: { ids: ['a', 'c', 'b', 'd'] },
    });
    expect(changeTitle(reordered)).toBe('Services reordered');
    expect(movedIds(reordered)).toEqual(['c', 'b']);
    expect(movedIds(change({ before: null, after: null }))).toEqual([]);
  });

  it('reads values as the owner would: yes/no, lists, none, every clinic service', () => {
    expect(shownValue('hidden', true)).toBe('Yes');
    expect(shownValue('notes', ['a', 'b'])).toBe('a, b');
    expect(shownValue('photo', null)).toBe('—');
    expect(shownValue('services_allowed', 'all')).toBe('All clinic services');
    expect(shownValue('valid_months', 6)).toBe('6 months');
  });

  it('pages twenty at a time', () => {
    expect(historyPage(0, 20, 45)).toEqual({ label: '1–20 of 45', previous: null, next: 20 });
    expect(historyPage(40, 5, 45)).toEqual({ label: '41–45 of 45', previous: 20, next: null });
    expect(historyPage(0, 0, 0).label).toBe('');
  });
});
