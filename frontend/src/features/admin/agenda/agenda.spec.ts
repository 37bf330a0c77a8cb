import { BUSINESS_HOURS } from '@esthetics/domain';
import {
  agendaFromSearch,
  agendaRange,
  agendaSearch,
  closedStretches,
  hourGrid,
  nowLine,
  openingOn,
  shiftPlace,
  showsToday,
} from './agenda';
import { ZONE, datesFrom } from './agenda.fixture';

describe('the place shown', () => {
  const today = '2026-12-01'; // a Tuesday

  it('starts on today in the day view', () => {
    expect(agendaFromSearch(new URLSearchParams('tab=agenda'), today)).toEqual({
      view: 'day',
      date: today,
    });
  });

  it('reads the view and a valid date from the URL, ignoring a bad date', () => {
    expect(agendaFromSearch(new URLSearchParams('view=week&date=2027-03-09'), today)).toEqual({
      view: 'week',
      date: '2027-03-09',
    });
    expect(agendaFromSearch(new URLSearchParams('view=month&date=2027-02-30'), today)).toEqual({
      view: 'day',
      date: today,
    });
  });

  it('writes the place back, keeping the tab and leaving out the defaults', () => {
    const search = new URLSearchParams('tab=agenda&date=2026-12-05');
    expect(agendaSearch(search, { view: 'day', date: today }, today).toString()).toBe('tab=agenda');
    expect(agendaSearch(search, { view: 'week', date: '2026-12-09' }, today).toString()).toBe(
      'tab=agenda&date=2026-12-09&view=week',
    );
  });

  it('steps a day in the day view and a week in the week view, across months and years', () => {
    expect(shiftPlace({ view: 'day', date: '2026-12-31' }, 1).date).toBe('2027-01-01');
    expect(shiftPlace({ view: 'day', date: '2026-03-01' }, -1).date).toBe('2026-02-28');
    expect(shiftPlace({ view: 'week', date: '2026-12-29' }, 1).date).toBe('2027-01-05');
    expect(shiftPlace({ view: 'week', date: '2026-12-29' }, -1)).toEqual({
      view: 'week',
      date: '2026-12-22',
    });
  });

  it('shows one day, or Monday to Sunday of the week', () => {
    expect(agendaRange({ view: 'day', date: '2026-12-01' })).toEqual({
      from: '2026-12-01',
      to: '2026-12-01',
      days: ['2026-12-01'],
      title: 'Tuesday, December 1, 2026',
    });
    const week = agendaRange({ view: 'week', date: '2026-12-31' });
    expect(week.days).toEqual(datesFrom('2026-12-28', 7));
    expect(week).toMatchObject({
      from: '2026-12-28',
      to: '2027-01-03',
      title: 'December 28, 2026 – January 3, 2027',
    });
    expect(agendaRange({ view: 'week', date: '2026-12-06' }).title).toBe(
      'November 30 – December 6, 2026',
    );
    expect(showsToday(week, '2027-01-03')).toBe(true);
    expect(showsToday(week, '2027-01-04')).toBe(false);
  });
});

describe('opening hours and the grid', () => {
  it('opens 9 to 7 on weekdays, 9 to 5 on Saturday, and not on Sunday', () => {
    expect(openingOn('2026-12-01')).toEqual({ opens: 540, closes: 1140 });
    expect(openingOn('2026-12-05')).toEqual({ opens: 540, closes: 1020 });
    expect(openingOn('2026-12-06')).toEqual({ opens: null, closes: null });
    // The owner's own hours: open late on Sundays.
    const sundays = BUSINESS_HOURS.map((h) =>
      h.weekday === 0 ? { ...h, opens: '12:00', closes: '16:00' } : h,
    );
    expect(openingOn('2026-12-06', sundays)).toEqual({ opens: 720, closes: 960 });
  });

  it('has a row per hour from opening to closing', () => {
    expect(hourGrid(['2026-12-05'])).toEqual({
      start: 540,
      end: 1020,
      hours: ['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00'],
    });
    const week = hourGrid(agendaRange({ view: 'week', date: '2026-12-01' }).days);
    expect(week?.start).toBe(540);
    expect(week?.end).toBe(1140);
    expect(week?.hours).toHaveLength(10);
  });

  it('has no grid on a Sunday with nothing booked', () => {
    expect(hourGrid(['2026-12-06'])).toBeNull();
  });

  it('stretches to whole hours around an appointment outside the opening hours', () => {
    const grid = hourGrid(['2026-12-05'], [{ date: '2026-12-05', start: 8 * 60 + 30, end: 1050 }]);
    expect(grid).toMatchObject({ start: 480, end: 1080 });
    expect(grid?.hours[0]).toBe('08:00');
  });

  it('shades the hours a day is closed within the grid', () => {
    const grid = { start: 540, end: 1140, hours: [] };
    expect(closedStretches(openingOn('2026-12-05'), grid)).toEqual([{ top: 480, height: 120 }]);
    expect(closedStretches(openingOn('2026-12-04'), grid)).toEqual([]);
    expect(closedStretches(openingOn('2026-12-06'), grid)).toEqual([{ top: 0, height: 600 }]);
  });

  it('places now on the grid only within it', () => {
    const grid = hourGrid(['2026-12-01'])!;
    expect(nowLine(grid, new Date('2026-12-01T15:30:00Z'), ZONE)).toBe(90);
    expect(nowLine(grid, new Date('2026-12-01T12:00:00Z'), ZONE)).toBeNull();
  });
});
