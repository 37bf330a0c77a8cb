import request from 'supertest';
import { MESSAGES } from '@esthetics/domain';
import { useTestApp, withTestApp } from '../support/harness';
import { bookingPayload, startTestApp, weekdays } from '../support/test-app';

const HOUR = 60 * 60 * 1000;

describe('bookings', () => {
  const t = useTestApp();
  /** A distinct open weekday per booking, so tests do not book each other's slots. */
  const nextDate = weekdays();

  it('answers 409 when the time is taken, and availability shows it', async () => {
    const date = nextDate();
    await t.book({ preferred_date: date, preferred_time: '13:00' });
    // 12:00 for 90 minutes overlaps 13:00-14:00.
    const overlapping = await t.postBooking({
      preferred_date: date,
      preferred_time: '12:00',
      services: ['anti-aging-facial'],
    });
    expect(overlapping.status).toBe(409);
    expect(overlapping.body.message).toBe(MESSAGES.slotTaken);
    // The facial's 10 minutes of cleanup keep 14:00 (13:00-14:10 is blocked); right after them is fine.
    const inCleanup = await t.postBooking({ preferred_date: date, preferred_time: '14:00' });
    expect(inCleanup.status).toBe(409);
    await t.book({ preferred_date: date, preferred_time: '14:15' });

    const slots = await request(t.http).get('/api/availability').query({ date, duration: 60 });
    expect(slots.status).toBe(200);
    // Starts every 15 minutes (the fresh install's step): 13:00-14:10 and 14:15-15:25 are blocked
    // (each facial and its 10 minutes of cleanup), so an hour from 12:15 to 15:15 runs into them; from
    // 18:15 it runs past closing at 19:00.
    const taken = slots.body.slots
      .filter((s: { available: boolean }) => !s.available)
      .map((s: { time: string }) => s.time);
    expect(taken).toEqual([
      '12:15',
      '12:30',
      '12:45',
      '13:00',
      '13:15',
      '13:30',
      '13:45',
      '14:00',
      '14:15',
      '14:30',
      '14:45',
      '15:00',
      '15:15',
      '18:15',
      '18:30',
      '18:45',
    ]);
    expect(slots.body.slots[0]).toEqual({ time: '09:00', available: true });
  });

  it('gives exactly one 201 and nineteen 409 for 20 simultaneous bookings of one slot', async () => {
    const date = nextDate();
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.postBooking({ preferred_date: date, preferred_time: '11:00' }),
      ),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
  });

  it('frees the slot of a hold that ran out unpaid', async () => {
    const date = nextDate();
    await t.book({ preferred_date: date, preferred_time: '15:00' });
    const again = await t.postBooking({ preferred_date: date, preferred_time: '15:00' });
    expect(again.status).toBe(409);

    t.clock.advance(24 * HOUR);
    const slots = await request(t.http).get('/api/availability').query({ date, duration: 60 });
    expect(slots.body.slots.find((s: { time: string }) => s.time === '15:00').available).toBe(true);
    await t.book({ preferred_date: date, preferred_time: '15:00' });
    t.clock.advance(-24 * HOUR);
  });

  it.each([
    [{}, MESSAGES.selectDate],
    [{ date: '2026-02-30' }, MESSAGES.invalidDate],
    [{ date: '2026-12-01', duration: 'abc' }, 'duration must be a whole number of minutes'],
    [{ date: '2026-12-01', duration: 0 }, 'duration must be at least 1 minute'],
  ])('availability refuses %j', async (query, message) => {
    const res = await request(t.http).get('/api/availability').query(query);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('shows a Sunday as closed and a Saturday with no start after 16:00 for an hour', async () => {
    const sunday = await request(t.http).get('/api/availability').query({ date: '2026-12-06' });
    expect(sunday.body.slots.every((s: { available: boolean }) => !s.available)).toBe(true);
    const saturday = await request(t.http)
      .get('/api/availability')
      .query({ date: '2026-12-05', duration: 60 });
    const free = saturday.body.slots
      .filter((s: { available: boolean }) => s.available)
      .map((s: { time: string }) => s.time);
    // Every 15 minutes from 09:00; an hour's service ends by 17:00 when it starts at 16:00 at the latest.
    expect(free[0]).toBe('09:00');
    expect(free[free.length - 1]).toBe('16:00');
    expect(free).toHaveLength(29);
    expect(sunday.body.slots).toEqual([]);
  });

  it("answers a bad availability query with 400, the domain's code and message, and its field", async () => {
    const date = nextDate();
    const cases: [string, string, string, string][] = [
      ['', `date=${date}&duration=abc`, 'durationNotWhole', 'duration'],
      ['', `date=${date}&duration=1.5`, 'durationNotWhole', 'duration'],
      ['', `date=${date}&duration=1e2`, 'durationNotWhole', 'duration'],
      ['', `date=${date}&duration=`, 'durationNotWhole', 'duration'],
      ['', `date=${date}&duration=60&duration=30`, 'durationNotWhole', 'duration'],
      ['', `date=${date}&duration=0`, 'durationTooShort', 'duration'],
      ['', `date=${date}&duration=-30`, 'durationTooShort', 'duration'],
      ['720', `date=${date}&duration=721`, 'durationTooLong', 'duration'],
      ['', 'duration=60', 'selectDate', 'date'],
      ['', 'date=&duration=60', 'selectDate', 'date'],
      ['', 'date=2026-02-30', 'invalidDate', 'date'],
      ['', `date=${date}&date=${date}`, 'invalidDate', 'date'],
    ];
    for (const [limit, query, code, field] of cases) {
      const res = await request(t.http).get(`/api/availability?${query}`);
      const template = MESSAGES[code as keyof typeof MESSAGES];
      const message =
        typeof template === 'function'
          ? (template as (max: number) => string)(Number(limit))
          : template;
      expect({ query, status: res.status, body: res.body }).toEqual({
        query,
        status: 400,
        body: { status: 'error', code, message, detail: message, field },
      });
    }
    const given = await request(t.http).get(`/api/availability?date=${date}&duration= 090 `);
    expect([given.status, given.body.duration]).toEqual([200, 90]);
    const defaulted = await request(t.http).get(`/api/availability?date=${date}`);
    expect([defaulted.status, defaulted.body.duration]).toEqual([200, 60]);
  });
});

describe('two app instances on one database', () => {
  it('let exactly one of many simultaneous bookings of a slot succeed', () =>
    withTestApp({ admin: false }, async (a) => {
      const b = await startTestApp({ database: a.database, clock: a.clock });
      try {
        const results = await Promise.all(
          Array.from({ length: 10 }, (_, i) =>
            request((i % 2 ? a : b).http)
              .post('/api/bookings')
              .send(bookingPayload({ preferred_date: '2026-12-21', preferred_time: '09:00' })),
          ),
        );
        expect(results.filter((r) => r.status === 201)).toHaveLength(1);
        expect(results.filter((r) => r.status === 409)).toHaveLength(9);
      } finally {
        await b.close({ keepData: true });
      }
    }));
});
