import request from 'supertest';
import { withTestApp } from '../support/harness';
import { bookingPayload, startTestApp, TestApp } from '../support/test-app';

/**
 * The public availability keeps its reads of what is booked in memory (BusyRowsCache): exact as to
 * the instance's own writes, at most AVAILABILITY_CACHE_MS behind another instance's.
 */
const DATE = '2026-12-22';
const HOUR = 60 * 60 * 1000;

type Http = TestApp['http'];

/** Whether `time` shows free on DATE for 60 minutes. */
async function free(http: Http, time: string): Promise<boolean> {
  const res = await request(http).get('/api/availability').query({ date: DATE, duration: 60 });
  expect(res.status).toBe(200);
  const slot = (res.body.slots as { time: string; available: boolean }[]).find(
    (s) => s.time === time,
  );
  if (!slot) throw new Error(`no ${time} slot on ${DATE}`);
  return slot.available;
}

async function book(http: Http, time: string): Promise<string> {
  const res = await request(http)
    .post('/api/bookings')
    .send(bookingPayload({ preferred_date: DATE, preferred_time: time }));
  expect(res.status).toBe(201);
  return res.body.booking_id as string;
}

describe('availability kept in memory', () => {
  it("follows the instance's own writes at once, and another instance's after its time to live", () =>
    withTestApp({ env: { AVAILABILITY_CACHE_MS: '60000' } }, async (a) => {
      const other = await startTestApp({ database: a.database, clock: a.clock });
      const short = await startTestApp({
        database: a.database,
        clock: a.clock,
        env: { AVAILABILITY_CACHE_MS: '300' },
      });
      try {
        expect(await free(a.http, '09:00')).toBe(true);
        expect(await free(short.http, '09:00')).toBe(true);

        // Another instance books 09:00: `a` answers from memory for up to a minute...
        await book(other.http, '09:00');
        expect(await free(a.http, '09:00')).toBe(true);
        // ...while an instance keeping its reads 300 ms sees it soon (and the database still
        // refuses the time to anyone who tries it on `a`).
        const sinceBooked = Date.now();
        while ((await free(short.http, '09:00')) && Date.now() - sinceBooked < 10_000) {
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        expect(await free(short.http, '09:00')).toBe(false);
        const refused = await request(a.http)
          .post('/api/bookings')
          .send(bookingPayload({ preferred_date: DATE, preferred_time: '09:00' }));
        expect(refused.status).toBe(409);

        // Any write of `a`'s own (here the refused booking's statements) makes it read again.
        expect(await free(a.http, '09:00')).toBe(false);

        // Its own booking shows at once, and so does the owner's cancellation of it.
        expect(await free(a.http, '11:00')).toBe(true);
        const id = await book(a.http, '11:00');
        expect(await free(a.http, '11:00')).toBe(false);
        await a.setStatus(id, 'cancelled');
        expect(await free(a.http, '11:00')).toBe(true);

        // An unpaid hold that runs out frees its time without a write.
        await book(a.http, '13:00');
        expect(await free(a.http, '13:00')).toBe(false);
        a.clock.advance(25 * HOUR);
        expect(await free(a.http, '13:00')).toBe(true);
        // Whether it blocks is decided at each request's time, not when the rows were read.
        a.clock.advance(-25 * HOUR);
        expect(await free(a.http, '13:00')).toBe(false);
      } finally {
        await short.close({ keepData: true });
        await other.close({ keepData: true });
      }
    }));
});
