import {
  formatDateTimeLong,
  dateInZone,
  formatTime12h,
  isValidDate,
  isValidTime,
  timeInZone,
  zonedDateTimeToInstant,
  zoneOffsetMinutes,
} from './zone';
import { SLOT_TIMES } from './slots';

const NY = 'America/New_York';
const at = (iso: string) => new Date(iso);

describe('isValidDate / isValidTime', () => {
  it.each([
    ['2026-03-10', true],
    ['2028-02-29', true],
    ['2026-02-29', false],
    ['2026-02-30', false],
    ['2026-04-31', false],
    ['2026-13-01', false],
    ['2026-00-10', false],
    ['2026-3-10', false],
    ['10/03/2026', false],
    ['2026-03-10T10:00', false],
    ['', false],
  ])('isValidDate(%p) === %p', (date, valid) => {
    expect(isValidDate(date)).toBe(valid);
  });

  it.each([
    ['00:00', true],
    ['09:00', true],
    ['23:59', true],
    ['9:00', false],
    ['24:00', false],
    ['10:60', false],
    ['10:00:00', false],
    ['noon', false],
    ['', false],
  ])('isValidTime(%p) === %p', (time, valid) => {
    expect(isValidTime(time)).toBe(valid);
  });
});

describe('time zone arithmetic in America/New_York', () => {
  it.each([
    ['2026-01-15T12:00:00Z', -300],
    ['2026-07-15T12:00:00Z', -240],
    ['2026-03-08T06:59:59Z', -300],
    ['2026-03-08T07:00:00Z', -240],
    ['2026-11-01T05:59:59Z', -240],
    ['2026-11-01T06:00:00Z', -300],
  ])('the offset at %s is %p minutes', (iso, offset) => {
    expect(zoneOffsetMinutes(at(iso), NY)).toBe(offset);
  });

  it.each([
    // Around the spring change (Sunday 2026-03-08, 02:00 EST -> 03:00 EDT)
    ['2026-03-07', '09:00', '2026-03-07T14:00:00.000Z', 'Saturday before: EST'],
    ['2026-03-09', '09:00', '2026-03-09T13:00:00.000Z', 'Monday after: EDT'],
    ['2026-03-08', '01:59', '2026-03-08T06:59:00.000Z', 'last minute of EST'],
    ['2026-03-08', '03:00', '2026-03-08T07:00:00.000Z', 'first minute of EDT'],
    [
      '2026-03-08',
      '02:30',
      '2026-03-08T07:30:00.000Z',
      'skipped: resolves after the gap (03:30 EDT)',
    ],
    ['2026-03-08', '02:00', '2026-03-08T07:00:00.000Z', 'skipped: 02:00 becomes 03:00 EDT'],
    // Around the autumn change (Sunday 2026-11-01, 02:00 EDT -> 01:00 EST)
    ['2026-10-31', '09:00', '2026-10-31T13:00:00.000Z', 'Saturday before: EDT'],
    ['2026-11-02', '09:00', '2026-11-02T14:00:00.000Z', 'Monday after: EST'],
    ['2026-11-01', '00:30', '2026-11-01T04:30:00.000Z', 'before the repeated hour'],
    ['2026-11-01', '01:30', '2026-11-01T05:30:00.000Z', 'repeated: the first (EDT) occurrence'],
    ['2026-11-01', '02:00', '2026-11-01T07:00:00.000Z', 'after the repeated hour: EST'],
    // Far from any change
    ['2026-01-15', '17:00', '2026-01-15T22:00:00.000Z', 'winter'],
    ['2026-07-15', '17:00', '2026-07-15T21:00:00.000Z', 'summer'],
  ])('%s %s -> %s (%s)', (date, time, iso) => {
    expect(zonedDateTimeToInstant(date, time, NY).toISOString()).toBe(iso);
  });

  it('reads a skipped time back as the wall clock after the gap', () => {
    const instant = zonedDateTimeToInstant('2026-03-08', '02:30', NY);
    expect(dateInZone(instant, NY)).toBe('2026-03-08');
    expect(timeInZone(instant, NY)).toBe('03:30');
  });

  it('reads both occurrences of the repeated autumn time back as 01:30', () => {
    expect(timeInZone(at('2026-11-01T05:30:00Z'), NY)).toBe('01:30');
    expect(timeInZone(at('2026-11-01T06:30:00Z'), NY)).toBe('01:30');
  });

  it('round-trips every slot of the DST weeks', () => {
    for (const date of ['2026-03-07', '2026-03-09', '2026-10-31', '2026-11-02']) {
      for (const time of SLOT_TIMES) {
        const instant = zonedDateTimeToInstant(date, time, NY);
        expect([dateInZone(instant, NY), timeInZone(instant, NY)]).toEqual([date, time]);
      }
    }
  });

  it('works in other zones too', () => {
    expect(zonedDateTimeToInstant('2026-03-07', '09:00', 'UTC').toISOString()).toBe(
      '2026-03-07T09:00:00.000Z',
    );
    expect(zonedDateTimeToInstant('2026-03-07', '09:00', 'Asia/Kolkata').toISOString()).toBe(
      '2026-03-07T03:30:00.000Z',
    );
    // London springs forward at 01:00 GMT on 2026-03-29: 01:30 is skipped and becomes 02:30 BST.
    expect(zonedDateTimeToInstant('2026-03-29', '01:30', 'Europe/London').toISOString()).toBe(
      '2026-03-29T01:30:00.000Z',
    );
  });

  it.each([
    ['2026-02-30', '09:00'],
    ['2026-03-10', '9:00'],
  ])('refuses %s %s', (date, time) => {
    expect(() => zonedDateTimeToInstant(date, time, NY)).toThrow(
      `Not a valid date and time: ${date} ${time}`,
    );
  });

  it('answers the same instant when asked again, as a Date of its own', () => {
    const first = zonedDateTimeToInstant('2026-03-08', '02:30', NY);
    first.setTime(0);
    const again = zonedDateTimeToInstant('2026-03-08', '02:30', NY);
    expect(again).not.toBe(first);
    expect(again.toISOString()).toBe('2026-03-08T07:30:00.000Z');
    // The same date and time in another zone is another instant.
    expect(zonedDateTimeToInstant('2026-03-08', '02:30', 'UTC').toISOString()).toBe(
      '2026-03-08T02:30:00.000Z',
    );
  });

  it('reads the wall clock as Intl writes it, in zones with odd offsets and changes', () => {
    const zones = [NY, 'UTC', 'Asia/Kolkata', 'Australia/Lord_Howe', 'Pacific/Chatham'];
    for (const timeZone of zones) {
      // Every 31 hours 13 minutes through 2026.
      for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2027, 0, 1); t += 1873 * 60_000) {
        const instant = new Date(t);
        // Swedish writes a wall clock the ISO way, "2026-03-08 03:30:00", on a 24-hour clock.
        const [date, clock] = instant.toLocaleString('sv-SE', { timeZone }).split(' ');
        expect([dateInZone(instant, timeZone), timeInZone(instant, timeZone)]).toEqual([
          date,
          clock.slice(0, 5),
        ]);
      }
    }
  });

  it('reads the clock anew for each second, across midnight too', () => {
    // Midnight in New York on 2026-03-11 (EDT) is 04:00 UTC.
    expect(dateInZone(at('2026-03-11T03:59:59.001Z'), NY)).toBe('2026-03-10');
    expect(timeInZone(at('2026-03-11T03:59:59.999Z'), NY)).toBe('23:59');
    expect(dateInZone(at('2026-03-11T04:00:00.000Z'), NY)).toBe('2026-03-11');
    expect(dateInZone(at('2026-03-11T03:59:59.500Z'), NY)).toBe('2026-03-10');
    expect(dateInZone(at('2026-03-11T03:59:59.500Z'), 'UTC')).toBe('2026-03-11');
  });

  it('reads the calendar date in the zone, not in UTC', () => {
    // 02:00 UTC on 2026-03-11 is still the evening of 2026-03-10 in New York.
    expect(dateInZone(at('2026-03-11T02:00:00Z'), NY)).toBe('2026-03-10');
    expect(timeInZone(at('2026-03-11T02:00:00Z'), NY)).toBe('22:00');
    expect(dateInZone(at('2026-03-11T02:00:00Z'), 'UTC')).toBe('2026-03-11');
  });
});

describe('formatTime12h', () => {
  it.each([
    ['09:00', '9:00 AM'],
    ['00:30', '12:30 AM'],
    ['11:59', '11:59 AM'],
    ['12:00', '12:00 PM'],
    ['13:05', '1:05 PM'],
    ['17:00', '5:00 PM'],
    ['19:00', '7:00 PM'],
  ])('%s -> %s', (time, text) => {
    expect(formatTime12h(time)).toBe(text);
  });
});

describe('formatDateTimeLong', () => {
  it.each([
    ['2026-03-10T14:00:00Z', 'Tuesday, March 10, 2026 at 10:00 AM EDT'],
    ['2026-03-07T14:00:00Z', 'Saturday, March 7, 2026 at 9:00 AM EST'],
    ['2026-11-02T22:30:00Z', 'Monday, November 2, 2026 at 5:30 PM EST'],
    ['2026-07-04T16:00:00Z', 'Saturday, July 4, 2026 at 12:00 PM EDT'],
  ])('writes %s as %s in New York', (iso, text) => {
    expect(formatDateTimeLong(new Date(iso), 'America/New_York')).toBe(text);
  });

  it('uses the zone it is given', () => {
    expect(formatDateTimeLong(new Date('2026-03-10T14:00:00Z'), 'America/Los_Angeles')).toBe(
      'Tuesday, March 10, 2026 at 7:00 AM PDT',
    );
  });
});
