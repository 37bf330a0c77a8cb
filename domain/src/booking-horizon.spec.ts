import { isBeyondHorizon, lastBookableDate } from './booking-horizon';

describe('the booking horizon', () => {
  it('ends the given number of calendar days after today, across months and years', () => {
    expect(lastBookableDate('2026-03-05', 14)).toBe('2026-03-19');
    expect(lastBookableDate('2026-12-25', 14)).toBe('2027-01-08');
    expect(lastBookableDate('2026-03-05', 0)).toBe('2026-03-05');
  });

  it.each([
    ['2026-03-19', 14, false],
    ['2026-03-20', 14, true],
    ['2026-03-05', 0, false],
    ['2026-03-06', 0, true],
    ['2099-01-01', undefined, false],
    ['2099-01-01', null, false],
  ])('%s with a horizon of %p days from 2026-03-05: beyond %p', (date, days, beyond) => {
    expect(isBeyondHorizon(date, '2026-03-05', days)).toBe(beyond);
  });

  it.each([-1, 1.5, Number.NaN])('refuses a horizon of %p days', (days) => {
    expect(() => lastBookableDate('2026-03-05', days)).toThrow(RangeError);
  });
});
