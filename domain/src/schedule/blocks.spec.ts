import {
  appointmentsInBlock,
  BUSINESS_HOURS,
  blockedOn,
  daySlots,
  DEFAULT_SCHEDULE,
  Schedule,
  slotProblem,
  TimeBlock,
  weekHours,
  zonedDateTimeToInstant,
} from './index';
import { blockedRange } from './slots';
import { bufferAfter, SEED_BUFFER_MINUTES, SERVICES } from '../catalog';
import { SEED_CATALOG } from '../catalog';

const TZ = 'America/New_York';
const at = (iso: string) => new Date(iso);
const NOW = at('2026-01-05T14:00:00Z');
const free = (slots: { time: string; available: boolean }[]) =>
  slots.filter((s) => s.available).map((s) => s.time);
const local = (date: string, time: string) => zonedDateTimeToInstant(date, time, TZ);

/** Open every day 00:00-06:00 and 09:00-19:00, hourly starts, no notice: the DST hours are offered. */
const ALL_NIGHT: Schedule = {
  hours: weekHours(
    [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, opens: '00:00', closes: '06:00' })),
  ),
  stepMinutes: 60,
  minNoticeHours: 0,
};

describe('one-off blocks', () => {
  it('a whole day: no time offered that day, the next day untouched', () => {
    // Friday 2026-03-13, blocked from its midnight to the next.
    const friday: TimeBlock = {
      kind: 'once',
      startsAt: local('2026-03-13', '00:00'),
      endsAt: local('2026-03-14', '00:00'),
    };
    const schedule = { ...DEFAULT_SCHEDULE, blocks: [friday] };
    expect(
      free(daySlots({ date: '2026-03-13', durationMinutes: 60, busy: [], now: NOW, schedule })),
    ).toEqual([]);
    expect(
      free(daySlots({ date: '2026-03-14', durationMinutes: 60, busy: [], now: NOW, schedule })),
    ).toContain('09:00');
    expect(
      slotProblem({ date: '2026-03-13', time: '10:00', durationMinutes: 60, now: NOW, schedule }),
    ).toBe('blocked');
  });

  it('part of a day (10:00-12:30): what would run into it is refused, 12:30 is fine', () => {
    const block: TimeBlock = {
      kind: 'once',
      startsAt: local('2026-03-10', '10:00'),
      endsAt: local('2026-03-10', '12:30'),
    };
    const schedule = { ...DEFAULT_SCHEDULE, blocks: [block] };
    const times = free(
      daySlots({ date: '2026-03-10', durationMinutes: 60, busy: [], now: NOW, schedule }),
    );
    expect(times).toContain('09:00');
    expect(times).not.toContain('09:15');
    expect(times).not.toContain('12:15');
    expect(times).toContain('12:30');
  });

  it('across 2 a.m. on the spring-forward Sunday (01:00-04:00 is two real hours)', () => {
    const block: TimeBlock = {
      kind: 'once',
      startsAt: local('2026-03-08', '01:00'),
      endsAt: local('2026-03-08', '04:00'),
    };
    expect(block.endsAt.getTime() - block.startsAt.getTime()).toBe(2 * 3600_000);
    const schedule = { ...ALL_NIGHT, blocks: [block] };
    const times = free(
      daySlots({ date: '2026-03-08', durationMinutes: 60, busy: [], now: NOW, schedule }),
    );
    expect(times).toContain('00:00');
    expect(times).not.toContain('01:00');
    expect(times).not.toContain('03:00');
    expect(times).toContain('04:00');
  });

  it('across 2 a.m. on the fall-back Sunday (00:30-03:00 is three and a half real hours)', () => {
    const block: TimeBlock = {
      kind: 'once',
      startsAt: local('2026-11-01', '00:30'),
      endsAt: local('2026-11-01', '03:00'),
    };
    expect(block.endsAt.getTime() - block.startsAt.getTime()).toBe(3.5 * 3600_000);
    const schedule = { ...ALL_NIGHT, blocks: [block] };
    const times = free(
      daySlots({ date: '2026-11-01', durationMinutes: 60, busy: [], now: NOW, schedule }),
    );
    expect(times).not.toContain('00:00'); // 00:00-01:00 runs into 00:30
    expect(times).not.toContain('01:00');
    expect(times).not.toContain('02:00');
    expect(times).toEqual(['03:00', '04:00', '05:00']);
  });
});

describe('weekly blocks', () => {
  const lunch: TimeBlock = { kind: 'weekly', weekday: 3, from: '12:00', to: '13:00' };

  it('every Wednesday 12:00-13:00, in wall-clock time on both sides of a DST change', () => {
    const schedule = { ...DEFAULT_SCHEDULE, blocks: [lunch] };
    for (const wednesday of ['2026-03-04', '2026-03-11', '2026-11-04']) {
      const times = free(
        daySlots({ date: wednesday, durationMinutes: 30, busy: [], now: NOW, schedule }),
      );
      expect(times).toContain('11:30');
      expect(times).not.toContain('11:45');
      expect(times).not.toContain('12:45');
      expect(times).toContain('13:00');
    }
    expect(blockedOn('2026-03-04', [lunch], TZ)).toEqual([
      { start: at('2026-03-04T17:00:00Z'), end: at('2026-03-04T18:00:00Z') },
    ]);
    expect(blockedOn('2026-03-11', [lunch], TZ)).toEqual([
      { start: at('2026-03-11T16:00:00Z'), end: at('2026-03-11T17:00:00Z') },
    ]);
    // Other days are untouched.
    expect(blockedOn('2026-03-05', [lunch], TZ)).toEqual([]);
  });

  it('on a day with a one-off block too: both apply', () => {
    const doctor: TimeBlock = {
      kind: 'once',
      startsAt: local('2026-03-11', '15:00'),
      endsAt: local('2026-03-11', '16:00'),
    };
    const schedule = { ...DEFAULT_SCHEDULE, stepMinutes: 60, blocks: [lunch, doctor] };
    const times = free(
      daySlots({ date: '2026-03-11', durationMinutes: 60, busy: [], now: NOW, schedule }),
    );
    expect(times).toEqual(['09:00', '10:00', '11:00', '13:00', '14:00', '16:00', '17:00', '18:00']);
    const problems = ['12:00', '15:00'].map((time) =>
      slotProblem({ date: '2026-03-11', time, durationMinutes: 60, now: NOW, schedule }),
    );
    expect(problems).toEqual(['blocked', 'blocked']);
    expect(schedule.hours).toBe(BUSINESS_HOURS);
  });
});

describe('appointmentsInBlock', () => {
  const appt = (date: string, time: string, minutes: number) => {
    const startsAt = local(date, time);
    return {
      appointmentDate: date,
      startsAt,
      endsAt: new Date(startsAt.getTime() + minutes * 60_000),
    };
  };

  it('finds what a one-off or weekly block covers, in part or whole', () => {
    const a = appt('2026-03-11', '11:30', 60); // Wednesday, into the lunch hour
    const b = appt('2026-03-11', '13:00', 60); // right after it
    const c = appt('2026-03-18', '12:15', 15); // the next Wednesday, inside
    const lunch: TimeBlock = { kind: 'weekly', weekday: 3, from: '12:00', to: '13:00' };
    expect(appointmentsInBlock(lunch, [a, b, c], TZ)).toEqual([a, c]);
    const afternoon: TimeBlock = {
      kind: 'once',
      startsAt: local('2026-03-11', '12:00'),
      endsAt: local('2026-03-11', '18:00'),
    };
    expect(appointmentsInBlock(afternoon, [a, b, c], TZ)).toEqual([a, b]);
    // Back to back with a block is fine (half-open).
    const after: TimeBlock = { ...afternoon, startsAt: local('2026-03-11', '12:30') };
    expect(appointmentsInBlock(after, [a, b, c], TZ)).toEqual([b]);
  });
});

describe('buffers', () => {
  it('an Eyebrow Wax (15 min, 5 min after) at 10:00 blocks until 10:20', () => {
    const start = local('2026-03-10', '10:00');
    expect(blockedRange(start, 15, bufferAfter(SEED_CATALOG, ['eyebrow-wax']))).toEqual({
      start,
      end: local('2026-03-10', '10:20'),
    });
    // With 15-minute starts, the next wax may start at 10:30, not 10:15.
    const busy = [blockedRange(start, 15, 5)];
    const times = free(
      daySlots({ date: '2026-03-10', durationMinutes: 15, bufferMinutes: 5, busy, now: NOW }),
    );
    expect(times).toContain('09:30');
    expect(times).not.toContain('09:45'); // its own buffer would run into 10:00
    expect(times).not.toContain('10:00');
    expect(times).not.toContain('10:15');
    expect(times).toContain('10:30');
  });

  it('the seed: 10 minutes after facials, 5 after waxing, 30 after mobile visits, the longest counts', () => {
    expect(bufferAfter(SEED_CATALOG, ['classic-european-facial'])).toBe(10);
    expect(bufferAfter(SEED_CATALOG, ['eyebrow-wax'])).toBe(5);
    expect(bufferAfter(SEED_CATALOG, ['eyebrow-wax', 'classic-european-facial'])).toBe(10);
    expect(bufferAfter(SEED_CATALOG, [])).toBe(0);
    for (const s of SERVICES) {
      expect(s.bufferMinutes).toBe(SEED_BUFFER_MINUTES[s.category]);
    }
  });
});
