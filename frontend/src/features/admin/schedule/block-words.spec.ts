import { zonedDateTimeToInstant } from '@esthetics/domain';
import { describeBlock, timeOffOn, type TimeBlockRow } from './block-words';

const TZ = 'America/New_York';
const at = (date: string, time: string) => zonedDateTimeToInstant(date, time, TZ).toISOString();

const once = (start: string, end: string, note: string | null = null): TimeBlockRow => ({
  id: `${start}-${end}`,
  kind: 'once',
  starts_at: start,
  ends_at: end,
  weekday: null,
  from: null,
  to: null,
  note,
  created_at: '2026-11-01T00:00:00.000Z',
});

const weekly = (
  weekday: number,
  from: string,
  to: string,
  note: string | null = null,
): TimeBlockRow => ({
  ...once('', ''),
  id: `w${weekday}${from}`,
  kind: 'weekly',
  starts_at: null,
  ends_at: null,
  weekday,
  from,
  to,
  note,
});

describe('a time-off block in words', () => {
  /** The words of a one-off block from one local date and time to another. */
  const onceInWords = (from: [string, string], to: [string, string]) =>
    describeBlock(once(at(...from), at(...to)), TZ);

  it('a whole day, several whole days', () => {
    expect(onceInWords(['2026-12-04', '00:00'], ['2026-12-05', '00:00'])).toEqual({
      kind: 'Whole day',
      when: 'Friday, December 4, 2026',
    });
    expect(onceInWords(['2026-12-21', '00:00'], ['2027-01-01', '00:00'])).toEqual({
      kind: 'Whole days',
      when: 'December 21 – 31, 2026',
    });
  });

  it('part of a day, to midnight too; a stretch over several days', () => {
    const words = [
      onceInWords(['2026-12-02', '10:00'], ['2026-12-02', '12:30']),
      onceInWords(['2026-12-02', '18:00'], ['2026-12-03', '00:00']),
      onceInWords(['2026-12-02', '15:00'], ['2026-12-03', '11:00']),
    ];
    expect(words).toEqual([
      { kind: 'Part of a day', when: 'Wednesday, December 2, 2026, 10:00 AM – 12:30 PM' },
      { kind: 'Part of a day', when: 'Wednesday, December 2, 2026, 6:00 PM – midnight' },
      {
        kind: 'Several days',
        when: 'Wednesday, December 2, 2026, 3:00 PM – Thursday, December 3, 2026, 11:00 AM',
      },
    ]);
  });

  it('every week', () => {
    expect(describeBlock(weekly(3, '12:00', '13:00'), TZ)).toEqual({
      kind: 'Every week',
      when: 'Every Wednesday, 12:00 PM – 1:00 PM',
    });
  });
});

describe('the time off on an agenda day', () => {
  it('cuts one-off blocks to the day, adds the weekly ones of its weekday, earliest first', () => {
    const rows = [
      once(at('2026-12-02', '10:00'), at('2026-12-02', '12:30'), 'Doctor'),
      weekly(3, '08:00', '09:00', 'Gym'),
      weekly(4, '08:00', '09:00'),
      once(at('2026-12-01', '15:00'), at('2026-12-04', '00:00'), 'Away'),
      once(at('2026-12-03', '00:00'), at('2026-12-04', '00:00')),
    ];
    expect(timeOffOn('2026-12-02', rows, TZ)).toEqual([
      { id: rows[3].id, from: '00:00', to: '24:00', note: 'Away' },
      { id: rows[1].id, from: '08:00', to: '09:00', note: 'Gym' },
      { id: rows[0].id, from: '10:00', to: '12:30', note: 'Doctor' },
    ]);
    expect(timeOffOn('2026-12-05', rows, TZ)).toEqual([]);
  });
});
