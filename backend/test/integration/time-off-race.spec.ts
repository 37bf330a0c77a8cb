import { MESSAGES } from '@esthetics/domain';
import request from 'supertest';
import { Harness, useTestApp } from '../support/harness';
import { uniqueEmail, weekdays } from '../support/test-app';

/**
 * Time off and appointments saved at the same moment (docs/schedule.md, "Time off and bookings at
 * the same moment"): whichever transaction takes the time-off lock first wins, the other sees it and
 * is refused, so a stored block never covers an appointment it did not report, whatever the timing.
 */

const ROUNDS = 10;

const addBlock = (t: Harness, date: string, from: string, to: string) =>
  request(t.http)
    .post('/api/admin/schedule/blocks')
    .set(t.asAdmin())
    .send({ kind: 'once', start_date: date, start_time: from, end_time: to });

/** An Eyebrow Wax (15 minutes and 5 of cleanup) by a person of its own. */
const book = (t: Harness, date: string, time: string) =>
  t.postBooking({
    services: ['eyebrow-wax'],
    email: uniqueEmail('race'),
    preferred_date: date,
    preferred_time: time,
  });

/** Pending and confirmed appointments inside a stored block (must stay none, unless reported). */
async function coveredByBlocks(t: Harness, date: string): Promise<number> {
  const [row] = await t.query<{ n: string }>(
    `SELECT count(*) AS n FROM appointments a JOIN schedule_blocks b
        ON b.kind = 'once' AND tstzrange(b.starts_at, b.ends_at) && tstzrange(a.starts_at, a.ends_at)
      WHERE a.appointment_date = $1 AND a.status IN ('pending', 'confirmed')`,
    [date],
  );
  return Number(row.n);
}

describe('time off and appointments at the same moment', () => {
  const t = useTestApp();
  const nextDate = weekdays();

  it(`a booking and a block of its time sent together: never both stored (${ROUNDS} rounds)`, async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const date = nextDate();
      const [booking, block] = await Promise.all([
        book(t, date, '10:00'),
        addBlock(t, date, '09:30', '11:00'),
      ]);
      expect(['201/409', '409/201']).toContain(`${booking.status}/${block.status}`);
      if (booking.status === 409) {
        expect(booking.body).toMatchObject({ code: 'timeBlocked', message: MESSAGES.timeBlocked });
      } else {
        expect(block.body).toMatchObject({
          code: 'blockHasAppointments',
          message: MESSAGES.blockHasAppointments(1),
        });
      }
      expect(await coveredByBlocks(t, date)).toBe(0);
    }
  });

  it(`an admin move and a block of the new time sent together: never both stored (${ROUNDS} rounds)`, async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const from = nextDate();
      const to = nextDate();
      const booked = await book(t, from, '15:00');
      expect(booked.status).toBe(201);
      const id = booked.body.booking_id as string;
      const [move, block] = await Promise.all([
        request(t.http)
          .post(`/api/admin/appointments/${id}/reschedule`)
          .set(t.asAdmin())
          .send({ date: to, time: '10:00' }),
        addBlock(t, to, '09:30', '11:00'),
      ]);
      expect(['200/409', '409/201']).toContain(`${move.status}/${block.status}`);
      if (move.status === 409) {
        expect(move.body).toMatchObject({ code: 'timeBlocked', message: MESSAGES.timeBlocked });
      } else {
        expect(block.body.code).toBe('blockHasAppointments');
      }
      expect(await coveredByBlocks(t, to)).toBe(0);
    }
  });

  it('several bookings of one free time at once: exactly one is stored', async () => {
    const date = nextDate();
    const answers = await Promise.all(Array.from({ length: 8 }, () => book(t, date, '13:00')));
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([201, ...Array<number>(7).fill(409)]);
    for (const refused of answers.filter((r) => r.status === 409)) {
      expect(refused.body).toMatchObject({ code: 'slotTaken', message: MESSAGES.slotTaken });
    }
    const [row] = await t.query<{ n: string }>(
      `SELECT count(*) AS n FROM appointments WHERE appointment_date = $1 AND status = 'pending'`,
      [date],
    );
    expect(Number(row.n)).toBe(1);
  });
});
