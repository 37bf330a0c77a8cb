import {
  addMinutes,
  appointmentInterval,
  BUSINESS_HOURS,
  BUSINESS_HOURS_TEXT,
  dayHours,
  daySlots,
  hoursOn,
  hoursText,
  overlaps,
  Schedule,
  slotProblem,
  weekHours,
} from './index';
import {
  at,
  interval,
  NOW,
  HOURLY,
  availableTimes,
  WEEKDAY_HOURS,
  hourlySlots,
} from './slots.fixture';

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
