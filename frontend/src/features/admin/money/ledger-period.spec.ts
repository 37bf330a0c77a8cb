import {
  currentLabel,
  holdsToday,
  ledgerFileName,
  ledgerPlaceFromSearch,
  ledgerRange,
  ledgerSearch,
  ledgerTitle,
  shiftLedgerPlace,
} from './ledger-period';

const TODAY = '2026-11-25'; // a Wednesday

describe('the ledger period', () => {
  it('reads the URL, falling back to today and a day', () => {
    expect(ledgerPlaceFromSearch(new URLSearchParams('tab=money'), TODAY)).toEqual({
      period: 'day',
      date: TODAY,
    });
    expect(
      ledgerPlaceFromSearch(new URLSearchParams('period=month&date=2026-02-14'), TODAY),
    ).toEqual({ period: 'month', date: '2026-02-14' });
    expect(
      ledgerPlaceFromSearch(new URLSearchParams('period=year&date=2026-02-30'), TODAY),
    ).toEqual({ period: 'day', date: TODAY });
  });

  it('writes the URL, keeping the tab and leaving the defaults out', () => {
    const search = new URLSearchParams('tab=money&period=week&date=2026-11-01');
    expect(ledgerSearch(search, { period: 'day', date: TODAY }, TODAY).toString()).toBe(
      'tab=money',
    );
    expect(ledgerSearch(search, { period: 'month', date: '2026-10-02' }, TODAY).toString()).toBe(
      'tab=money&period=month&date=2026-10-02',
    );
  });

  it('covers a week from Monday to Sunday and a whole calendar month', () => {
    expect(ledgerRange({ period: 'week', date: TODAY })).toEqual({
      from: '2026-11-23',
      to: '2026-11-29',
    });
    expect(ledgerRange({ period: 'month', date: '2028-02-10' })).toEqual({
      from: '2028-02-01',
      to: '2028-02-29',
    });
  });

  it('moves by a day, a week or a whole month, across the year', () => {
    expect(shiftLedgerPlace({ period: 'day', date: '2026-12-31' }, 1).date).toBe('2027-01-01');
    expect(shiftLedgerPlace({ period: 'week', date: TODAY }, -1).date).toBe('2026-11-16');
    expect(shiftLedgerPlace({ period: 'week', date: '2026-12-30' }, 1).date).toBe('2027-01-04');
    // From the 31st, a month back is all of February, not March 3rd.
    expect(shiftLedgerPlace({ period: 'month', date: '2026-03-31' }, -1).date).toBe('2026-02-01');
    expect(shiftLedgerPlace({ period: 'month', date: '2026-12-15' }, 1).date).toBe('2027-01-01');
  });

  it('knows when the period holds today', () => {
    expect(holdsToday({ period: 'week', date: '2026-11-29' }, TODAY)).toBe(true);
    expect(holdsToday({ period: 'day', date: '2026-11-24' }, TODAY)).toBe(false);
    expect(holdsToday({ period: 'month', date: '2026-11-01' }, TODAY)).toBe(true);
  });

  it('names the period, its way back to today and its export', () => {
    expect(ledgerTitle({ period: 'day', date: TODAY })).toBe('Wednesday, November 25, 2026');
    expect(ledgerTitle({ period: 'week', date: TODAY })).toBe('November 23 – 29, 2026');
    expect(ledgerTitle({ period: 'month', date: '2026-12-31' })).toBe('December 2026');
    expect(currentLabel('day')).toBe('Today');
    expect(currentLabel('month')).toBe('This month');
    expect(ledgerFileName({ period: 'day', date: TODAY })).toBe('ledger-2026-11-25.csv');
    expect(ledgerFileName({ period: 'week', date: TODAY })).toBe(
      'ledger-2026-11-23-to-2026-11-29.csv',
    );
  });
});
