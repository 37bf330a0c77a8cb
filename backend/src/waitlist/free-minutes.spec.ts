import { zonedDateTimeToInstant } from '@esthetics/domain';
import { freeMinutesFrom } from './free-minutes';

const TZ = 'America/New_York';
/** Tuesday 2026-11-24 (closes 19:00) and Saturday 2026-11-28 (closes 17:00); Sunday is closed. */
const at = (date: string, time: string) => zonedDateTimeToInstant(date, time, TZ);
const busy = (date: string, from: string, to: string) => ({
  start: at(date, from),
  end: at(date, to),
});
const free = (date: string, time: string, intervals: { start: Date; end: Date }[]) =>
  freeMinutesFrom({ date, startsAt: at(date, time), busy: intervals, timeZone: TZ });

describe('freeMinutesFrom', () => {
  it('runs to closing time on an empty day', () => {
    expect(free('2026-11-24', '10:00', [])).toBe(9 * 60);
    expect(free('2026-11-28', '15:00', [])).toBe(2 * 60);
  });

  it('stops at the next booking, ignoring those that ended before', () => {
    const day = [busy('2026-11-24', '09:00', '10:00'), busy('2026-11-24', '12:30', '13:30')];
    expect(free('2026-11-24', '10:00', day)).toBe(150);
  });

  it('is 0 when a booking covers the start, or the day is closed', () => {
    expect(free('2026-11-24', '10:00', [busy('2026-11-24', '09:30', '10:30')])).toBe(0);
    expect(free('2026-11-24', '10:00', [busy('2026-11-24', '10:00', '11:00')])).toBe(0);
    expect(free('2026-11-29', '10:00', [])).toBe(0);
  });
});
