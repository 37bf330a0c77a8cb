import {
  formatDateRange,
  formatDayLong,
  formatDayMonth,
  formatMonthDay,
  formatNumericDay,
  formatWeekdayShort,
} from './agenda-dates';

describe('calendar dates in words', () => {
  it('names a day whatever the viewer’s time zone', () => {
    expect(formatDayLong('2026-03-08')).toBe('Sunday, March 8, 2026');
    expect(formatDayMonth('2026-11-01')).toBe('Sunday, November 1');
    expect(formatWeekdayShort('2026-12-01')).toBe('Tue');
    expect(formatMonthDay('2026-12-01')).toBe('Dec 1');
    expect(formatNumericDay('2026-12-01')).toBe('12/1');
  });

  it('writes a range as briefly as it reads', () => {
    expect(formatDateRange('2026-03-02', '2026-03-08')).toBe('March 2 – 8, 2026');
    expect(formatDateRange('2026-03-30', '2026-04-05')).toBe('March 30 – April 5, 2026');
    expect(formatDateRange('2026-12-28', '2027-01-03')).toBe('December 28, 2026 – January 3, 2027');
    expect(formatDateRange('2026-12-01', '2026-12-01')).toBe('Tuesday, December 1, 2026');
  });

  it('refuses what is not a date', () => {
    expect(() => formatDayLong('2026-02-30')).toThrow(RangeError);
  });
});
