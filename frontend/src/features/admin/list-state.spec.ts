import {
  listQuery,
  listStateFrom,
  LIST_STATUSES,
  pageCount,
  pageRange,
  searchWithList,
} from './list-state';

const state = (query: string, statuses: readonly string[] = LIST_STATUSES.appointments) =>
  listStateFrom(new URLSearchParams(query), statuses);

describe('a console list in the URL', () => {
  it('reads search, status, dates and page, ignoring what it cannot use', () => {
    expect(state('q=maya&status=pending&from=2026-12-01&to=2026-12-07&page=3')).toEqual({
      q: 'maya',
      status: 'pending',
      from: '2026-12-01',
      to: '2026-12-07',
      page: 3,
    });
    expect(state('status=lost&from=yesterday&page=-2')).toEqual({
      q: '',
      status: '',
      from: '',
      to: '',
      page: 1,
    });
    expect(state('status=replied', LIST_STATUSES.messages).status).toBe('replied');
    expect(state('status=replied').status).toBe('');
    expect(state(`q=${'x'.repeat(150)}`).q).toHaveLength(100);
  });

  it('writes only what is set and keeps the tab', () => {
    const next = searchWithList(new URLSearchParams('tab=appointments&page=4'), {
      q: ' lee ',
      status: '',
      from: '2026-12-01',
      to: '',
      page: 1,
    });
    expect(next.toString()).toBe('tab=appointments&q=lee&from=2026-12-01');
  });

  it('asks the API for the page and the filters', () => {
    expect(listQuery(state('page=2&q=301 555&status=confirmed'))).toEqual({
      limit: 20,
      offset: 20,
      q: '301 555',
      status: 'confirmed',
    });
    expect(listQuery(state(''))).toEqual({ limit: 20, offset: 0 });
  });

  it('says which rows a page shows', () => {
    expect(pageRange(1, 20, 57)).toBe('1–20 of 57');
    expect(pageRange(3, 17, 57)).toBe('41–57 of 57');
    expect(pageRange(1, 0, 0)).toBeNull();
    expect(pageCount(0)).toBe(1);
    expect(pageCount(40)).toBe(2);
    expect(pageCount(41)).toBe(3);
  });
});
