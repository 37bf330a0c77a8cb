import { dateInZone } from './schedule';
import {
  addCalendarDays,
  isDateRange,
  monthRange,
  periodInterval,
  periodRange,
  recentWeekStarts,
  STATS_WEEKS,
  weekRange,
  weekStart,
} from './stats';

const NY = 'America/New_York';
const HOUR = 3600 * 1000;

describe('addCalendarDays', () => {
  it.each([
    ['2026-11-30', 1, '2026-12-01'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2027-03-01', -1, '2027-02-28'],
    ['2028-03-01', -1, '2028-02-29'],
    ['2026-11-01', 7, '2026-11-08'],
    ['2026-11-23', 0, '2026-11-23'],
    ['2026-01-05', -84, '2025-10-13'],
  ])('%s %+d days is %s', (date, days, expected) => {
    expect(addCalendarDays(date, days)).toBe(expected);
  });

  it('refuses what is not a calendar date', () => {
    expect(() => addCalendarDays('2026-02-30', 1)).toThrow(RangeError);
    expect(() => addCalendarDays('yesterday', 1)).toThrow(RangeError);
  });
});

describe('weekStart and weekRange', () => {
  it.each([
    ['2026-11-23', '2026-11-23'], // a Monday is its own week start
    ['2026-11-24', '2026-11-23'],
    ['2026-11-28', '2026-11-23'], // Saturday
    ['2026-11-29', '2026-11-23'], // Sunday ends the week, it does not start one
    ['2026-11-30', '2026-11-30'],
    ['2027-01-01', '2026-12-28'], // across a year
    ['2026-03-01', '2026-02-23'], // across a month
    ['2026-11-01', '2026-10-26'], // the Sunday clocks fall back
    ['2027-03-14', '2027-03-08'], // the Sunday clocks spring forward
  ])('the week of %s starts on %s', (date, monday) => {
    expect(weekStart(date)).toBe(monday);
    expect(weekRange(date)).toEqual({ from: monday, to: addCalendarDays(monday, 6) });
  });
});

describe('monthRange', () => {
  it.each([
    ['2026-11-23', '2026-11-01', '2026-11-30'],
    ['2026-12-31', '2026-12-01', '2026-12-31'],
    ['2027-02-14', '2027-02-01', '2027-02-28'],
    ['2028-02-01', '2028-02-01', '2028-02-29'],
    ['2027-01-01', '2027-01-01', '2027-01-31'],
  ])('the month of %s runs %s to %s', (date, from, to) => {
    expect(monthRange(date)).toEqual({ from, to });
  });
});

describe('periodRange', () => {
  it('is the day itself, its Monday-to-Sunday week or its calendar month', () => {
    expect(periodRange('day', '2026-12-02')).toEqual({ from: '2026-12-02', to: '2026-12-02' });
    expect(periodRange('week', '2026-12-02')).toEqual({ from: '2026-11-30', to: '2026-12-06' });
    expect(periodRange('month', '2026-02-10')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(() => periodRange('day', '2026-02-30')).toThrow(RangeError);
  });
});

describe('recentWeekStarts', () => {
  it('gives the Mondays of the last 12 weeks, this one last', () => {
    const starts = recentWeekStarts('2026-11-25');
    expect(starts).toHaveLength(STATS_WEEKS);
    expect(starts[0]).toBe('2026-09-07');
    expect(starts[11]).toBe('2026-11-23');
    starts.slice(1).forEach((s, i) => expect(addCalendarDays(starts[i], 7)).toBe(s));
  });

  it('crosses a year and takes any count', () => {
    expect(recentWeekStarts('2027-01-03', 3)).toEqual(['2026-12-14', '2026-12-21', '2026-12-28']);
    expect(recentWeekStarts('2026-11-23', 1)).toEqual(['2026-11-23']);
  });

  it('refuses a count that is not a positive whole number', () => {
    expect(() => recentWeekStarts('2026-11-23', 0)).toThrow(RangeError);
    expect(() => recentWeekStarts('2026-11-23', 1.5)).toThrow(RangeError);
  });
});

describe('periodInterval', () => {
  it('runs from local midnight to the next local midnight after the last day', () => {
    const { start, end } = periodInterval({ from: '2026-11-23', to: '2026-11-29' }, NY);
    expect(start.toISOString()).toBe('2026-11-23T05:00:00.000Z');
    expect(end.toISOString()).toBe('2026-11-30T05:00:00.000Z');
  });

  it('is 169 hours for the week the clocks fall back, 167 for the week they spring forward', () => {
    const fall = periodInterval(weekRange('2026-10-28'), NY);
    expect(fall.start.toISOString()).toBe('2026-10-26T04:00:00.000Z'); // EDT
    expect(fall.end.toISOString()).toBe('2026-11-02T05:00:00.000Z'); // EST
    expect(fall.end.getTime() - fall.start.getTime()).toBe(169 * HOUR);
    const spring = periodInterval(weekRange('2027-03-10'), NY);
    expect(spring.end.getTime() - spring.start.getTime()).toBe(167 * HOUR);
  });

  it('puts the first instant of a month in it and the last instant before it out of it', () => {
    const november = periodInterval(monthRange('2026-11-15'), NY);
    expect(november.start.toISOString()).toBe('2026-11-01T04:00:00.000Z'); // midnight EDT
    expect(dateInZone(november.start, NY)).toBe('2026-11-01');
    expect(dateInZone(new Date(november.start.getTime() - 1), NY)).toBe('2026-10-31');
    expect(dateInZone(new Date(november.end.getTime() - 1), NY)).toBe('2026-11-30');
    expect(dateInZone(november.end, NY)).toBe('2026-12-01');
  });

  it('steps over a midnight the clocks skip', () => {
    // Santiago springs forward at midnight: 2026-09-06 00:00 does not exist there.
    const { start } = periodInterval({ from: '2026-09-06', to: '2026-09-06' }, 'America/Santiago');
    expect(dateInZone(start, 'America/Santiago')).toBe('2026-09-06');
    expect(dateInZone(new Date(start.getTime() - 1), 'America/Santiago')).toBe('2026-09-05');
  });
});

describe('isDateRange', () => {
  it.each([
    ['2026-11-01', '2026-11-30', true],
    ['2026-11-01', '2026-11-01', true],
    ['2026-11-02', '2026-11-01', false],
    ['2026-02-30', '2026-03-01', false],
    ['2026-11-01', '11/30/2026', false],
  ])('%s to %s: %p', (from, to, ok) => {
    expect(isDateRange(from, to)).toBe(ok);
  });
});
