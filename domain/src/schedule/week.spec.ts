import {
  BUSINESS_HOURS,
  daySlots,
  DEFAULT_SCHEDULE,
  hoursText,
  isBookingPaused,
  Schedule,
  slotProblem,
  startTimes,
  weekHours,
} from './index';
import { validateScheduleSettings, validateWeek } from '../validation/schedule';
import { MESSAGES } from '../messages';

const at = (iso: string) => new Date(iso);
/** Monday 2026-03-02, 09:00 in New York (EST). */
const NOW = at('2026-03-02T14:00:00Z');
const free = (slots: { time: string; available: boolean }[]) =>
  slots.filter((s) => s.available).map((s) => s.time);

describe('the default schedule (a fresh install)', () => {
  it("is the spec's week, starts every 15 minutes and 2 hours' notice", () => {
    expect(DEFAULT_SCHEDULE).toEqual({ hours: BUSINESS_HOURS, stepMinutes: 15, minNoticeHours: 2 });
  });

  it('offers a start every 15 minutes while the service fits before closing', () => {
    // Saturday 2026-03-07 closes at 17:00.
    const times = startTimes('2026-03-07');
    expect(times[0]).toBe('09:00');
    expect(times.slice(0, 3)).toEqual(['09:00', '09:15', '09:30']);
    expect(times[times.length - 1]).toBe('16:45');
    const slots = daySlots({ date: '2026-03-07', durationMinutes: 15, busy: [], now: NOW });
    expect(free(slots)).toHaveLength(32);
    expect(
      free(daySlots({ date: '2026-03-07', durationMinutes: 60, busy: [], now: NOW })).pop(),
    ).toBe('16:00');
  });

  it('refuses a start inside the minimum notice, offers the first one after it', () => {
    // Now is 09:00 on Monday 2026-03-02: 2 hours' notice opens 11:00.
    expect(slotProblem({ date: '2026-03-02', time: '10:45', durationMinutes: 15, now: NOW })).toBe(
      'too_soon',
    );
    expect(
      slotProblem({ date: '2026-03-02', time: '11:00', durationMinutes: 15, now: NOW }),
    ).toBeNull();
    const today = free(daySlots({ date: '2026-03-02', durationMinutes: 15, busy: [], now: NOW }));
    expect(today[0]).toBe('11:00');
    expect(MESSAGES.timeTooSoon).toBe(
      'That time is too soon to book online. Please choose a later time.',
    );
  });
});

describe('a week with a break (Tuesday 10:00-14:00 and 15:00-18:00)', () => {
  const week = validateWeek({
    days: [
      {
        weekday: 2,
        intervals: [
          { opens: '15:00', closes: '18:00' },
          { opens: '10:00', closes: '14:00' },
        ],
      },
    ],
  });
  if (!week.ok) throw new Error(week.message);
  const schedule: Schedule = { ...DEFAULT_SCHEDULE, hours: week.value };

  it('offers 15:00 but not 14:15, and nothing ends inside the break', () => {
    const slots = daySlots({
      date: '2026-03-10',
      durationMinutes: 60,
      busy: [],
      now: NOW,
      schedule,
    });
    const times = free(slots);
    expect(times).toContain('15:00');
    expect(times).not.toContain('14:15');
    expect(times).toContain('13:00');
    expect(times).not.toContain('13:15'); // would run into the break
    expect(times[times.length - 1]).toBe('17:00');
    expect(
      slotProblem({ date: '2026-03-10', time: '14:15', durationMinutes: 15, now: NOW, schedule }),
    ).toBe('off_grid');
    expect(
      slotProblem({ date: '2026-03-10', time: '13:15', durationMinutes: 60, now: NOW, schedule }),
    ).toBe('after_closing');
  });

  it('is read as a person reads it, both intervals on the day', () => {
    expect(hoursText(schedule.hours)).toEqual([
      { days: 'Monday', hours: 'Closed' },
      { days: 'Tuesday', hours: '10:00 AM - 2:00 PM, 3:00 PM - 6:00 PM' },
      { days: 'Wednesday - Sunday', hours: 'Closed' },
    ]);
    expect(schedule.hours[2]).toMatchObject({ opens: '10:00', closes: '18:00' });
  });

  it('counts starts from each opening on the owner step', () => {
    const every20 = { ...schedule, stepMinutes: 20 };
    expect(startTimes('2026-03-10', every20).slice(0, 4)).toEqual([
      '10:00',
      '10:20',
      '10:40',
      '11:00',
    ]);
    expect(
      slotProblem({
        date: '2026-03-10',
        time: '10:15',
        durationMinutes: 15,
        now: NOW,
        schedule: every20,
      }),
    ).toBe('off_grid');
  });
});

describe('buffers at closing time', () => {
  it('needs the service and its buffer to end by closing', () => {
    // Saturday closes at 17:00: a 15-minute wax with 5 minutes' cleanup may start at 16:40 at the latest.
    const wax = { date: '2026-03-07', durationMinutes: 15, bufferMinutes: 5, now: NOW };
    expect(slotProblem({ ...wax, time: '16:45' })).toBe('after_closing');
    expect(slotProblem({ ...wax, time: '16:30' })).toBeNull();
    expect(free(daySlots({ ...wax, busy: [] })).pop()).toBe('16:30');
  });
});

describe('validateWeek', () => {
  const day = (weekday: number, ...intervals: [string, string][]) => ({
    weekday,
    intervals: intervals.map(([opens, closes]) => ({ opens, closes })),
  });

  it('takes the spec week and gives it back', () => {
    const spec = validateWeek({
      days: [1, 2, 3, 4, 5]
        .map((d) => day(d, ['09:00', '19:00']))
        .concat(day(6, ['09:00', '17:00'])),
    });
    expect(spec).toEqual({ ok: true, value: BUSINESS_HOURS });
  });

  it('allows an all-closed week: online booking is then paused', () => {
    const closed = validateWeek({ days: [] });
    expect(closed.ok && isBookingPaused(closed.value)).toBe(true);
    expect(isBookingPaused(BUSINESS_HOURS)).toBe(false);
  });

  it('allows touching intervals and a day that closes at 24:00', () => {
    const week = validateWeek({ days: [day(5, ['09:00', '12:00'], ['12:00', '24:00'])] });
    expect(week.ok && week.value[5].intervals).toEqual([
      { opens: '09:00', closes: '12:00' },
      { opens: '12:00', closes: '24:00' },
    ]);
    if (!week.ok) return;
    const late = { ...DEFAULT_SCHEDULE, hours: week.value };
    expect(
      slotProblem({
        date: '2026-03-06',
        time: '23:45',
        durationMinutes: 15,
        now: NOW,
        schedule: late,
      }),
    ).toBeNull();
    expect(
      slotProblem({
        date: '2026-03-06',
        time: '23:45',
        durationMinutes: 20,
        now: NOW,
        schedule: late,
      }),
    ).toBe('after_closing');
  });

  it.each([
    [{}, 'days', 'weekDaysRequired'],
    [{ days: [day(7, ['09:00', '10:00'])] }, 'days[0].weekday', 'weekdayInvalid'],
    [{ days: [day(1), day(1)] }, 'days[1].weekday', 'weekdayTwice'],
    [{ days: [day(2, ['09:00', '24:05'])] }, 'days[0].intervals[0].closes', 'intervalTimeInvalid'],
    [{ days: [day(2, ['25:00', '26:00'])] }, 'days[0].intervals[0].opens', 'intervalTimeInvalid'],
    [{ days: [day(2, ['9am', '10:00'])] }, 'days[0].intervals[0].opens', 'intervalTimeInvalid'],
    [{ days: [day(2, ['09:07', '10:00'])] }, 'days[0].intervals[0].opens', 'intervalOffGrid'],
    [{ days: [day(2, ['14:00', '10:00'])] }, 'days[0].intervals[0].closes', 'intervalReversed'],
    [{ days: [day(2, ['10:00', '10:00'])] }, 'days[0].intervals[0].closes', 'intervalReversed'],
    [
      { days: [day(2, ['10:00', '14:00'], ['13:00', '18:00'])] },
      'days[0].intervals[1].opens',
      'intervalsOverlap',
    ],
  ])('refuses %j at %s (%s)', (raw, field, code) => {
    const result = validateWeek(raw);
    expect(result).toMatchObject({ ok: false, field, code });
  });

  it('names the day in its messages', () => {
    expect(validateWeek({ days: [day(2, ['14:00', '10:00'])] })).toMatchObject({
      message: 'Tuesday: each interval must close after it opens.',
    });
    expect(validateWeek({ days: [day(2, ['10:00', '14:00'], ['13:00', '18:00'])] })).toMatchObject({
      message: 'Tuesday: intervals must not overlap.',
    });
  });

  it('agrees with weekHours for one interval a day', () => {
    const one = validateWeek({ days: [day(0, ['10:00', '14:00'])] });
    expect(one.ok && one.value).toEqual(
      weekHours([{ weekday: 0, opens: '10:00', closes: '14:00' }]),
    );
  });
});

describe('validateScheduleSettings', () => {
  const current = { stepMinutes: 15, minNoticeHours: 2 };
  it('keeps what is not given, takes what is', () => {
    expect(validateScheduleSettings({}, current)).toEqual({ ok: true, value: current });
    expect(
      validateScheduleSettings({ start_step_minutes: 30, min_notice_hours: 0 }, current),
    ).toEqual({
      ok: true,
      value: { stepMinutes: 30, minNoticeHours: 0 },
    });
  });

  it.each([
    [{ start_step_minutes: 7 }, 'start_step_minutes'],
    [{ start_step_minutes: '15' }, 'start_step_minutes'],
    [{ min_notice_hours: -1 }, 'min_notice_hours'],
    [{ min_notice_hours: 1.5 }, 'min_notice_hours'],
    [{ min_notice_hours: 169 }, 'min_notice_hours'],
    [{ min_notice_hours: Number.NaN }, 'min_notice_hours'],
  ])('refuses %j at %s', (raw, field) => {
    expect(validateScheduleSettings(raw, current)).toMatchObject({ ok: false, field });
  });
});
