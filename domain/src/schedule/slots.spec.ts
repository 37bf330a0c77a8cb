import {
  addMinutes,
  appointmentInterval,
  BUSINESS_HOURS,
  BUSINESS_HOURS_TEXT,
  dayHours,
  daySlots,
  DEFAULT_TIME_ZONE,
  hoursOn,
  hoursText,
  Interval,
  overlaps,
  Schedule,
  SLOT_TIMES,
  slotProblem,
  SlotProblem,
  SlotRequest,
  weekdayOf,
  waitlistRangeTimes,
  weekHours,
} from './index';

const at = (iso: string) => new Date(iso);
const interval = (start: string, end: string): Interval => ({ start: at(start), end: at(end) });
/** Monday 2026-03-02, 09:00 in New York (EST). */
const NOW = at('2026-03-02T14:00:00Z');
/** Hourly starts and no notice: the grid these tests were written on (the default is 15 minutes, 2 h). */
const HOURLY: Schedule = { hours: BUSINESS_HOURS, stepMinutes: 60, minNoticeHours: 0 };

/** The slot times that come out available. */
const availableTimes = (slots: { time: string; available: boolean }[]) =>
  slots.filter((s) => s.available).map((s) => s.time);

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

/** The hourly starts of an open weekday (09:00 to 18:00, closing at 19:00). */
const WEEKDAY_HOURS = [
  '09:00',
  '10:00',
  '11:00',
  '12:00',
  '13:00',
  '14:00',
  '15:00',
  '16:00',
  '17:00',
  '18:00',
];
const hourlyProblem = (req: Omit<SlotRequest, 'schedule'>) =>
  slotProblem({ schedule: HOURLY, ...req });
const hourlySlots = (input: Omit<Parameters<typeof daySlots>[0], 'schedule'>) =>
  daySlots({ schedule: HOURLY, ...input });

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

describe('daySlots', () => {
  const ALL_TRUE = WEEKDAY_HOURS;

  it('offers every slot of an open weekday with nothing booked', () => {
    const slots = hourlySlots({ date: '2026-03-10', durationMinutes: 60, busy: [], now: NOW });
    expect(slots).toEqual(WEEKDAY_HOURS.map((time) => ({ time, available: true })));
  });

  it('lets appointments sit back to back around a busy hour (half-open intervals)', () => {
    // Tuesday 2026-03-10 is in EDT: 10:00-11:00 local is 14:00Z-15:00Z.
    const busy = [interval('2026-03-10T14:00:00Z', '2026-03-10T15:00:00Z')];
    const slots = hourlySlots({ date: '2026-03-10', durationMinutes: 60, busy, now: NOW });
    expect(availableTimes(slots)).toEqual(ALL_TRUE.filter((t) => t !== '10:00'));
  });

  it('keeps a longer booking from running into a busy hour', () => {
    const busy = [interval('2026-03-10T14:00:00Z', '2026-03-10T15:00:00Z')];
    const slots = hourlySlots({ date: '2026-03-10', durationMinutes: 90, busy, now: NOW });
    // 18:00 for 90 minutes would run past closing at 19:00.
    expect(availableTimes(slots)).toEqual(
      ALL_TRUE.filter((t) => !['09:00', '10:00', '18:00'].includes(t)),
    );
  });

  it('handles several busy intervals and a two-hour service', () => {
    const busy = [
      interval('2026-03-10T13:00:00Z', '2026-03-10T13:45:00Z'), // 09:00-09:45 local
      interval('2026-03-10T17:00:00Z', '2026-03-10T18:00:00Z'), // 13:00-14:00 local
      interval('2026-03-11T13:00:00Z', '2026-03-11T23:00:00Z'), // the next day: irrelevant
    ];
    const slots = hourlySlots({ date: '2026-03-10', durationMinutes: 120, busy, now: NOW });
    expect(availableTimes(slots)).toEqual(['10:00', '11:00', '14:00', '15:00', '16:00', '17:00']);
  });

  it('never offers 17:00 on a Saturday', () => {
    expect(
      availableTimes(hourlySlots({ date: '2026-03-07', durationMinutes: 60, busy: [], now: NOW })),
    ).toEqual(['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00']);
    expect(
      availableTimes(hourlySlots({ date: '2026-03-07', durationMinutes: 120, busy: [], now: NOW })),
    ).toEqual(['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00']);
  });

  it('offers nothing on a Sunday, and lists no start time', () => {
    const slots = hourlySlots({ date: '2026-03-15', durationMinutes: 60, busy: [], now: NOW });
    expect(slots).toEqual([]);
  });

  it('closes the slots already past when now is in the middle of the day', () => {
    const now = at('2026-03-10T16:30:00Z'); // 12:30 EDT
    const slots = hourlySlots({ date: '2026-03-10', durationMinutes: 60, busy: [], now });
    expect(availableTimes(slots)).toEqual(['13:00', '14:00', '15:00', '16:00', '17:00', '18:00']);
  });

  it('closes a slot that starts exactly now', () => {
    const now = at('2026-03-10T17:00:00Z'); // 13:00 EDT
    const slots = hourlySlots({ date: '2026-03-10', durationMinutes: 60, busy: [], now });
    expect(availableTimes(slots)).toEqual(['14:00', '15:00', '16:00', '17:00', '18:00']);
  });

  it('offers nothing on a past date', () => {
    const slots = hourlySlots({ date: '2026-03-01', durationMinutes: 60, busy: [], now: NOW });
    expect(availableTimes(slots)).toEqual([]);
  });

  it.each([
    ['2026-03-07', '2026-03-07T14:00:00Z', 'Saturday before the spring change (EST)'],
    ['2026-03-09', '2026-03-09T13:00:00Z', 'Monday after the spring change (EDT)'],
    ['2026-10-31', '2026-10-31T13:00:00Z', 'Saturday before the autumn change (EDT)'],
    ['2026-11-02', '2026-11-02T14:00:00Z', 'Monday after the autumn change (EST)'],
  ])('%s: a busy hour starting %s is the 09:00 slot (%s)', (date, busyStart, _why) => {
    const start = at(busyStart);
    const busy = [{ start, end: addMinutes(start, 60) }];
    const slots = hourlySlots({ date, durationMinutes: 60, busy, now: NOW });
    expect(slots[0]).toEqual({ time: '09:00', available: false });
    expect(slots[1]).toEqual({ time: '10:00', available: true });
    expect(availableTimes(slots)).not.toContain('09:00');
  });

  it('answers nothing for an invalid date', () => {
    expect(hourlySlots({ date: '2026-02-30', durationMinutes: 60, busy: [], now: NOW })).toEqual(
      [],
    );
  });

  it('follows the time zone it is given', () => {
    const busy = [interval('2026-03-10T09:00:00Z', '2026-03-10T10:00:00Z')];
    const slots = hourlySlots({
      date: '2026-03-10',
      durationMinutes: 60,
      busy,
      now: NOW,
      timeZone: 'UTC',
    });
    expect(slots[0]).toEqual({ time: '09:00', available: false });
    expect(slots[1]).toEqual({ time: '10:00', available: true });
  });
});

describe('configured opening hours', () => {
  /** Tuesday to Saturday 10:00-16:00: the owner's own week. */
  const OWN = weekHours(
    [2, 3, 4, 5, 6].map((weekday) => ({ weekday, opens: '10:00', closes: '16:00' })),
  );

  it('the spec hours read back as the spec text', () => {
    expect(hoursText(BUSINESS_HOURS)).toEqual(BUSINESS_HOURS_TEXT);
    expect(
      weekHours(
        [1, 2, 3, 4, 5, 6].map((weekday) => ({
          weekday,
          opens: '09:00',
          closes: weekday === 6 ? '17:00' : '19:00',
        })),
      ),
    ).toEqual(BUSINESS_HOURS);
  });

  it('groups consecutive days with the same hours, Monday first', () => {
    expect(hoursText(OWN)).toEqual([
      { days: 'Monday', hours: 'Closed' },
      { days: 'Tuesday - Saturday', hours: '10:00 AM - 4:00 PM' },
      { days: 'Sunday', hours: 'Closed' },
    ]);
  });

  it.each([
    [
      [{ weekday: 7, opens: '09:00', closes: '17:00' }],
      '7 is not a weekday (0 = Sunday ... 6 = Saturday)',
    ],
    [
      [{ weekday: 1, opens: '9am', closes: '17:00' }],
      'Monday: times are written HH:MM, e.g. 09:00 and 19:00',
    ],
    [[{ weekday: 2, opens: '17:00', closes: '09:00' }], 'Tuesday: closes before it opens'],
  ])('refuses %j', (open, message) => {
    expect(() => weekHours(open)).toThrow(message);
  });

  it('drives the slots: closed days, no start before opening, ends by closing', () => {
    // Monday 2026-03-09 is closed in the owner's week, open in the spec's.
    expect(
      slotProblem({
        date: '2026-03-09',
        time: '10:00',
        durationMinutes: 60,
        now: NOW,
        schedule: { ...HOURLY, hours: OWN },
      }),
    ).toBe('closed_day');
    expect(
      slotProblem({ date: '2026-03-09', time: '10:00', durationMinutes: 60, now: NOW }),
    ).toBeNull();
    expect(hoursOn('2026-03-09', OWN).closes).toBeNull();
    const tuesday = daySlots({
      date: '2026-03-10',
      durationMinutes: 60,
      busy: [],
      now: NOW,
      schedule: { ...HOURLY, hours: OWN },
    });
    expect(availableTimes(tuesday)).toEqual(['10:00', '11:00', '12:00', '13:00', '14:00', '15:00']);
    expect(
      slotProblem({
        date: '2026-03-10',
        time: '09:00',
        durationMinutes: 60,
        now: NOW,
        schedule: { ...HOURLY, hours: OWN },
      }),
    ).toBe('off_grid');
    expect(
      slotProblem({
        date: '2026-03-10',
        time: '15:00',
        durationMinutes: 90,
        now: NOW,
        schedule: { ...HOURLY, hours: OWN },
      }),
    ).toBe('after_closing');
  });
});

describe('daySlots agrees with slotProblem', () => {
  // Night hours on the days New York's clocks change, time off of both kinds, appointments, a
  // notice that ends inside the day: each start is available exactly when slotProblem finds nothing
  // and it touches nothing busy.
  const night: Schedule = {
    hours: [0, 1, 2, 3, 4, 5, 6].map((weekday) =>
      dayHours(weekday, [
        { opens: '00:00', closes: '04:00' },
        { opens: '09:00', closes: '12:30' },
        { opens: '13:05', closes: '24:00' },
      ]),
    ),
    stepMinutes: 15,
    minNoticeHours: 2,
    blocks: [
      { kind: 'weekly', weekday: 0, from: '01:00', to: '03:15' },
      { kind: 'weekly', weekday: 4, from: '10:00', to: '11:00' },
      { kind: 'once', startsAt: at('2026-11-01T15:00:00Z'), endsAt: at('2026-11-01T16:30:00Z') },
    ],
  };
  const busy = [
    interval('2026-03-08T18:00:00Z', '2026-03-08T19:10:00Z'),
    interval('2026-11-01T21:00:00Z', '2026-11-01T21:20:00Z'),
  ];
  for (const [date, now] of [
    ['2026-03-08', at('2026-03-01T00:00:00Z')], // spring forward, a Sunday
    ['2026-11-01', at('2026-10-30T00:00:00Z')], // fall back, a Sunday
    ['2026-11-05', at('2026-11-05T16:10:00Z')], // a Thursday, the notice ending at 13:10
    ['2026-11-04', at('2026-11-05T16:10:00Z')], // a day past
  ] as const) {
    it(`on ${date}`, () => {
      for (const bufferMinutes of [0, 10]) {
        const slots = daySlots({
          date,
          durationMinutes: 45,
          bufferMinutes,
          busy,
          now,
          schedule: night,
        });
        expect(slots.map((s) => s.time)).toEqual(
          hoursOn(date, night.hours).intervals.flatMap((i) => {
            const times: string[] = [];
            const [oh, om] = i.opens.split(':').map(Number);
            const [ch, cm] = i.closes.split(':').map(Number);
            for (let m = oh * 60 + om; m < ch * 60 + cm; m += 15) {
              times.push(
                `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`,
              );
            }
            return times;
          }),
        );
        for (const slot of slots) {
          const req = { date, time: slot.time, durationMinutes: 45, bufferMinutes, now };
          const wanted = appointmentInterval(date, slot.time, 45 + bufferMinutes);
          const free =
            slotProblem({ ...req, schedule: night }) === null &&
            !busy.some((b) => overlaps(wanted, b));
          expect({ time: slot.time, available: slot.available }).toEqual({
            time: slot.time,
            available: free,
          });
        }
      }
    });
  }
});
