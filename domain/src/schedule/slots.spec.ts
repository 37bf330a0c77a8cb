import {
  addMinutes,
  appointmentInterval,
  BUSINESS_HOURS,
  BUSINESS_HOURS_TEXT,
  DEFAULT_TIME_ZONE,
  hoursOn,
  overlaps,
  SLOT_TIMES,
  SlotProblem,
  weekdayOf,
  waitlistRangeTimes,
  weekHours,
} from './index';
import { at, interval, NOW, hourlyProblem } from './slots.fixture';

describe('slot grid and hours', () => {
  it('writes waitlist ranges with every half hour of the day', () => {
    expect(SLOT_TIMES).toHaveLength(48);
    expect(SLOT_TIMES.slice(0, 3)).toEqual(['00:00', '00:30', '01:00']);
    expect(SLOT_TIMES[SLOT_TIMES.length - 1]).toBe('23:30');
    expect(DEFAULT_TIME_ZONE).toBe('America/New_York');
  });

  it("offers the waitlist form's range ends within the owner's week", () => {
    const spec = waitlistRangeTimes(BUSINESS_HOURS);
    expect(spec[0]).toBe('09:00');
    expect(spec[spec.length - 1]).toBe('19:00');
    expect(spec).toContain('17:30');
    const early = weekHours([
      { weekday: 2, opens: '07:30', closes: '12:00' },
      { weekday: 4, opens: '15:00', closes: '20:00' },
    ]);
    const times = waitlistRangeTimes(early);
    expect([times[0], times[times.length - 1]]).toEqual(['07:30', '20:00']);
    expect(waitlistRangeTimes(weekHours([]))).toEqual(SLOT_TIMES);
  });

  it.each([
    [0, 'Sunday', null, null],
    [1, 'Monday', '09:00', '19:00'],
    [2, 'Tuesday', '09:00', '19:00'],
    [3, 'Wednesday', '09:00', '19:00'],
    [4, 'Thursday', '09:00', '19:00'],
    [5, 'Friday', '09:00', '19:00'],
    [6, 'Saturday', '09:00', '17:00'],
  ])('weekday %p (%s) opens %p and closes %p', (weekday, day, opens, closes) => {
    expect(BUSINESS_HOURS[weekday]).toEqual({
      weekday,
      day,
      opens,
      closes,
      intervals: opens && closes ? [{ opens, closes }] : [],
    });
  });

  it('writes the hours as a person reads them', () => {
    expect(BUSINESS_HOURS_TEXT).toEqual([
      { days: 'Monday - Friday', hours: '9:00 AM - 7:00 PM' },
      { days: 'Saturday', hours: '9:00 AM - 5:00 PM' },
      { days: 'Sunday', hours: 'Closed' },
    ]);
  });

  it.each([
    ['2026-03-07', 6, '17:00'],
    ['2026-03-08', 0, null],
    ['2026-03-09', 1, '19:00'],
    ['2026-11-01', 0, null],
    ['2026-11-02', 1, '19:00'],
    ['2028-02-29', 2, '19:00'],
  ])('%s is weekday %p and closes at %p', (date, weekday, closes) => {
    expect(weekdayOf(date)).toBe(weekday);
    expect(hoursOn(date).closes).toBe(closes);
  });
});

describe('intervals', () => {
  it('adds minutes', () => {
    expect(addMinutes(at('2026-03-10T14:00:00Z'), 75).toISOString()).toBe(
      '2026-03-10T15:15:00.000Z',
    );
  });

  it('places an appointment in the business zone by default', () => {
    expect(appointmentInterval('2026-03-10', '10:00', 75)).toEqual(
      interval('2026-03-10T14:00:00Z', '2026-03-10T15:15:00Z'),
    );
    expect(appointmentInterval('2026-03-10', '10:00', 60, 'UTC')).toEqual(
      interval('2026-03-10T10:00:00Z', '2026-03-10T11:00:00Z'),
    );
  });

  it.each([
    ['back to back', ['10:00', '11:00'], ['11:00', '12:00'], false],
    ['back to back, other order', ['11:00', '12:00'], ['10:00', '11:00'], false],
    ['apart', ['09:00', '10:00'], ['11:00', '12:00'], false],
    ['partly', ['10:00', '11:00'], ['10:30', '11:30'], true],
    ['contained', ['10:00', '13:00'], ['11:00', '12:00'], true],
    ['identical', ['10:00', '11:00'], ['10:00', '11:00'], true],
    ['one minute', ['10:00', '11:00'], ['10:59', '12:00'], true],
  ])('%s: overlaps === %p', (_label, a, b, expected) => {
    const on = (t: string) => `2026-03-10T${t}:00Z`;
    expect(overlaps(interval(on(a[0]), on(a[1])), interval(on(b[0]), on(b[1])))).toBe(expected);
  });
});

describe('slotProblem', () => {
  it.each([
    // [date, time, minutes, expected, why]
    ['2026-02-30', '09:00', 60, 'invalid_date', 'not a calendar date'],
    ['2026-3-10', '09:00', 60, 'invalid_date', 'not YYYY-MM-DD'],
    ['', '09:00', 60, 'invalid_date', 'empty'],
    ['2026-03-10', '9:00', 60, 'invalid_time', 'not HH:MM'],
    ['2026-03-10', '24:00', 60, 'invalid_time', 'no such hour'],
    ['2026-03-10', '', 60, 'invalid_time', 'empty'],
    ['2026-02-27', 'nine', 60, 'invalid_time', 'the time is checked before the past'],
    ['2026-03-01', '10:00', 60, 'past_date', 'yesterday (a Sunday: the past comes first)'],
    ['2026-02-27', '10:00', 60, 'past_date', 'last Friday'],
    ['2026-03-08', '10:00', 60, 'closed_day', 'Sunday (the spring DST Sunday)'],
    ['2026-11-01', '10:00', 60, 'closed_day', 'Sunday (the autumn DST Sunday)'],
    ['2026-03-15', '08:00', 60, 'closed_day', 'Sunday comes before the grid'],
    ['2026-03-10', '08:00', 60, 'off_grid', 'before the first slot'],
    ['2026-03-10', '19:00', 60, 'off_grid', 'at closing time'],
    ['2026-03-10', '18:00', 60, null, 'the last hour before closing at 19:00'],
    ['2026-03-10', '09:30', 30, 'off_grid', 'not on the hour'],
    ['2026-03-10', '17:30', 30, 'off_grid', 'not on the hour'],
    ['2026-03-02', '09:00', 60, 'past_time', 'today, exactly now'],
    ['2026-03-07', '17:00', 60, 'off_grid', 'Saturday closes at 17:00'],
    ['2026-03-07', '17:00', 10, 'off_grid', 'Saturday 17:00 is not a start'],
    ['2026-03-07', '16:00', 61, 'after_closing', 'Saturday, one minute too long'],
    ['2026-03-10', '17:00', 121, 'after_closing', 'weekday, one minute past 19:00'],
    ['2026-03-10', '18:00', 61, 'after_closing', 'the last hour, one minute too long'],
    ['2026-03-10', '16:00', 225, 'after_closing', 'weekday, long package'],
    ['2026-03-02', '10:00', 60, null, 'today, later'],
    ['2026-03-07', '16:00', 60, null, 'Saturday, ends exactly at 17:00'],
    ['2026-03-10', '17:00', 120, null, 'weekday, ends exactly at 19:00'],
    ['2026-03-09', '09:00', 60, null, 'the Monday after the spring change'],
    ['2026-11-02', '09:00', 60, null, 'the Monday after the autumn change'],
  ] as [string, string, number, SlotProblem | null, string][])(
    '%s %s for %p min -> %p (%s)',
    (date, time, durationMinutes, expected) => {
      expect(hourlyProblem({ date, time, durationMinutes, now: NOW })).toBe(expected);
    },
  );

  it('judges "today" and "past" by the business zone', () => {
    // 22:00 on Tuesday 2026-03-10 in New York, already Wednesday in UTC.
    const now = at('2026-03-11T02:00:00Z');
    expect(hourlyProblem({ date: '2026-03-10', time: '17:00', durationMinutes: 60, now })).toBe(
      'past_time',
    );
    expect(
      hourlyProblem({ date: '2026-03-11', time: '09:00', durationMinutes: 60, now }),
    ).toBeNull();
    expect(
      hourlyProblem({
        date: '2026-03-10',
        time: '17:00',
        durationMinutes: 60,
        now,
        timeZone: 'UTC',
      }),
    ).toBe('past_date');
  });

  it('a start one minute after now is not past', () => {
    const now = at('2026-03-02T14:59:00Z'); // 09:59 EST
    expect(hourlyProblem({ date: '2026-03-02', time: '09:00', durationMinutes: 60, now })).toBe(
      'past_time',
    );
    expect(
      hourlyProblem({ date: '2026-03-02', time: '10:00', durationMinutes: 60, now }),
    ).toBeNull();
  });
});
