import { BUSINESS_HOURS, MESSAGES } from '@esthetics/domain';
import { addDays, dateProblem, findNextFreeDay, formatDay, openDaysAfter } from './availability';

describe('dates the booking form accepts', () => {
  const today = '2026-11-23'; // a Monday

  it('refuses an empty, malformed, past or Sunday date with the message shown beside the field', () => {
    expect(dateProblem('', today)).toBe(MESSAGES.selectDate);
    expect(dateProblem('2026-02-30', today)).toBe(MESSAGES.invalidDate);
    expect(dateProblem('2026-11-22', today)).toBe(MESSAGES.dateInPast);
    expect(dateProblem('2026-11-29', today)).toBe(MESSAGES.closedDay);
  });

  it('accepts today and later open days, Saturdays included', () => {
    expect(dateProblem(today, today)).toBeNull();
    expect(dateProblem('2026-11-28', today)).toBeNull();
    expect(dateProblem('2027-01-04', today)).toBeNull();
  });

  it('refuses a date past the booking horizon, 12 months ahead', () => {
    expect(dateProblem('2027-11-23', today)).toBeNull();
    expect(dateProblem('2027-11-24', today)).toBe(MESSAGES.dateBeyondHorizon(12));
    expect(dateProblem('9999-12-31', today)).toBe(MESSAGES.dateBeyondHorizon(12));
  });

  it('adds days across month, year and daylight-saving boundaries', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-07', 2)).toBe('2026-03-09');
    expect(addDays('2026-10-31', 2)).toBe('2026-11-02');
  });

  it('lists the open days after a date, skipping Sundays', () => {
    expect(openDaysAfter('2026-11-27', 4)).toEqual(['2026-11-28', '2026-11-30', '2026-12-01']);
  });

  it('names a day as a person reads it, whatever the machine time zone', () => {
    expect(formatDay('2026-12-01')).toBe('Tuesday, December 1');
  });
});

describe('findNextFreeDay', () => {
  it('asks day after day, skipping Sundays, and stops at the first with a free time', async () => {
    const asked: string[] = [];
    const read = async (date: string, duration: number) => {
      asked.push(`${date}/${duration}`);
      return date === '2026-11-30' ? ['11:00', '15:00'] : [];
    };
    await expect(findNextFreeDay(read, '2026-11-27', 75)).resolves.toEqual({
      date: '2026-11-30',
      times: ['11:00', '15:00'],
    });
    expect(asked).toEqual(['2026-11-28/75', '2026-11-30/75']);
  });

  it('is null when no day within the look-ahead has a free time', async () => {
    let calls = 0;
    const read = async () => {
      calls += 1;
      return [];
    };
    await expect(findNextFreeDay(read, '2026-11-23', 60, 7)).resolves.toBeNull();
    expect(calls).toBe(6); // seven days ahead, one of them a Sunday
  });
});

describe("the owner's configured opening hours", () => {
  // Closed on Mondays as well as Sundays.
  const hours = BUSINESS_HOURS.map((h) =>
    h.weekday === 1 ? { ...h, opens: null, closes: null } : h,
  );

  it('refuse a day the business has closed, and skip it when looking ahead', () => {
    expect(dateProblem('2026-11-30', '2026-11-23')).toBeNull();
    expect(dateProblem('2026-11-30', '2026-11-23', hours)).toBe(MESSAGES.closedDay);
    expect(openDaysAfter('2026-11-28', 3, hours)).toEqual(['2026-12-01']);
  });

  it('are not asked for free times on a closed day', async () => {
    const asked: string[] = [];
    const read = async (date: string) => {
      asked.push(date);
      return date === '2026-12-01' ? ['10:00'] : [];
    };
    await expect(findNextFreeDay(read, '2026-11-28', 60, 7, hours)).resolves.toEqual({
      date: '2026-12-01',
      times: ['10:00'],
    });
    expect(asked).toEqual(['2026-12-01']);
  });
});
