import { zonedDateTimeToInstant } from '../schedule/zone';
import { validateTimeBlock } from './schedule-blocks';

const TZ = 'America/New_York';
const local = (date: string, time: string) => zonedDateTimeToInstant(date, time, TZ);

describe('validateTimeBlock', () => {
  it('a whole day, several days, part of a day', () => {
    expect(validateTimeBlock({ kind: 'once', start_date: '2026-12-04' })).toEqual({
      ok: true,
      value: {
        kind: 'once',
        startsAt: local('2026-12-04', '00:00'),
        endsAt: local('2026-12-05', '00:00'),
        note: null,
      },
    });
    const [vacation, doctor] = [
      { kind: 'once', start_date: '2026-12-21', end_date: '2026-12-31', note: '  Vacation  ' },
      { kind: 'once', start_date: '2026-12-02', start_time: '10:00', end_time: '12:30' },
    ].map((raw) => validateTimeBlock(raw));
    expect(vacation).toMatchObject({
      ok: true,
      value: { endsAt: local('2027-01-01', '00:00'), note: 'Vacation' },
    });
    expect(doctor).toMatchObject({
      ok: true,
      value: { startsAt: local('2026-12-02', '10:00'), endsAt: local('2026-12-02', '12:30') },
    });
  });

  it('a weekly block', () => {
    expect(
      validateTimeBlock({ kind: 'weekly', weekday: 3, from: '12:00', to: '13:00', note: '' }),
    ).toEqual({
      ok: true,
      value: { kind: 'weekly', weekday: 3, from: '12:00', to: '13:00', note: null },
    });
  });

  it.each([
    [{}, 'kind', 'blockKindInvalid'],
    [{ kind: 'once', start_date: '2026-02-30' }, 'start_date', 'invalidDate'],
    [{ kind: 'once', start_date: '2026-12-02', end_date: 'soon' }, 'end_date', 'invalidDate'],
    [
      { kind: 'once', start_date: '2026-12-02', start_time: '10:03', end_time: '11:00' },
      'start_time',
      'blockTimeInvalid',
    ],
    [
      { kind: 'once', start_date: '2026-12-02', start_time: '10:00', end_time: '24:30' },
      'end_time',
      'blockTimeInvalid',
    ],
    [
      { kind: 'once', start_date: '2026-12-02', start_time: '12:00', end_time: '10:00' },
      'end_date',
      'blockEndsBeforeStart',
    ],
    [
      { kind: 'once', start_date: '2026-12-05', end_date: '2026-12-04' },
      'end_date',
      'blockEndsBeforeStart',
    ],
    [
      { kind: 'once', start_date: '2026-12-01', end_date: '2028-12-01' },
      'end_date',
      'blockTooLong',
    ],
    [{ kind: 'weekly', weekday: 7, from: '12:00', to: '13:00' }, 'weekday', 'weekdayInvalid'],
    [{ kind: 'weekly', weekday: 3, from: '13:00', to: '12:00' }, 'to', 'blockEndsBeforeStart'],
    [{ kind: 'weekly', weekday: 3, from: 'noon', to: '13:00' }, 'from', 'blockTimeInvalid'],
    [
      { kind: 'weekly', weekday: 3, from: '12:00', to: '13:00', note: 'x'.repeat(501) },
      'note',
      'tooLong',
    ],
  ])('refuses %j at %s (%s)', (raw, field, code) => {
    expect(validateTimeBlock(raw, TZ)).toMatchObject({ ok: false, field, code });
  });

  it('two years is the most: 731 days pass, a day more does not', () => {
    expect(
      validateTimeBlock({ kind: 'once', start_date: '2026-12-01', end_date: '2028-11-30' }).ok,
    ).toBe(true);
    expect(
      validateTimeBlock({ kind: 'once', start_date: '2026-12-01', end_date: '2028-12-01' }).ok,
    ).toBe(false);
  });
});
