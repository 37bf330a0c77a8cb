import {
  blockedRange,
  bufferAfter,
  MESSAGES,
  overlaps,
  zonedDateTimeToInstant,
  SEED_CATALOG,
} from '@esthetics/domain';
import request from 'supertest';
import { blockedRangeSql } from '../../src/bookings/adapters/appointment.sql';
import { useTestApp } from '../support/harness';

const TZ = 'America/New_York';
const WAX = { services: ['eyebrow-wax'] };

describe('buffers after services', () => {
  const t = useTestApp();

  it('an Eyebrow Wax at 10:00 blocks until 10:20: a second at 10:15 is refused (409), one at 10:30 booked', async () => {
    const date = '2026-12-02';
    const first = await t.book({ ...WAX, preferred_date: date, preferred_time: '10:00' });
    const [row] = await t.query<{ ends_at: Date; blocked_until: Date }>(
      `SELECT ends_at, blocked_until FROM appointments WHERE id = $1`,
      [first.body.booking_id],
    );
    expect(new Date(row.ends_at)).toEqual(zonedDateTimeToInstant(date, '10:15', TZ));
    expect(new Date(row.blocked_until)).toEqual(zonedDateTimeToInstant(date, '10:20', TZ));
    const second = await t.postBooking({ ...WAX, preferred_date: date, preferred_time: '10:15' });
    expect(second.status).toBe(409);
    expect(second.body.message).toBe(MESSAGES.slotTaken);
    await t.book({ ...WAX, preferred_date: date, preferred_time: '10:30' });
    // The client's answer and price show no buffer: a 15-minute visit at its price.
    expect(first.body).not.toHaveProperty('blocked_until');

    const slots = await request(t.http)
      .get('/api/availability')
      .query({ date, duration: 15, services: 'eyebrow-wax' });
    const free = (slots.body.slots as { time: string; available: boolean }[])
      .filter((s) => s.available)
      .map((s) => s.time);
    expect(free).toContain('09:30');
    expect(free).not.toContain('09:45'); // its buffer would run into 10:00
    expect(free).not.toContain('10:15');
    expect(free).not.toContain('10:30');
    expect(free).not.toContain('10:45'); // 10:30's wax blocks until 10:50
    expect(free).toContain('11:00');
  });

  it('the SQL range and the domain range agree, and the exclusion constraint guards the SQL one', async () => {
    const date = '2026-12-03';
    const booked = await t.book({
      services: ['classic-european-facial'],
      preferred_date: date,
      preferred_time: '13:00',
    });
    const id = booked.body.booking_id as string;
    const start = zonedDateTimeToInstant(date, '13:00', TZ);
    const domain = blockedRange(start, 60, bufferAfter(SEED_CATALOG, ['classic-european-facial']));
    for (let offset = -90; offset <= 90; offset += 5) {
      for (const minutes of [5, 15, 60]) {
        const candidate = {
          start: new Date(start.getTime() + offset * 60_000),
          end: new Date(start.getTime() + (offset + minutes) * 60_000),
        };
        const [sql] = await t.query<{ hit: boolean }>(
          `SELECT ${blockedRangeSql('a')} && tstzrange($2, $3, '[)') AS hit FROM appointments a WHERE a.id = $1`,
          [id, candidate.start, candidate.end],
        );
        expect({ offset, minutes, hit: sql.hit }).toEqual({
          offset,
          minutes,
          hit: overlaps(domain, candidate),
        });
      }
    }
    const [constraint] = await t.query<{ def: string }>(
      `SELECT pg_get_constraintdef(oid) AS def FROM pg_constraint
        WHERE conname = 'appointments_no_overlap' AND connamespace = current_schema()::regnamespace`,
    );
    // PostgreSQL writes the literal's type: '[)'::text.
    expect(constraint.def).toContain(
      blockedRangeSql('').replace(/\./g, '').replace("'[)'", "'[)'::text"),
    );
  });

  it('a move keeps the buffer the appointment was booked with', async () => {
    const date = '2026-12-07';
    const booked = await t.book({ ...WAX, preferred_date: date, preferred_time: '10:00' });
    const id = booked.body.booking_id as string;
    const moved = await request(t.http)
      .post(`/api/admin/appointments/${id}/reschedule`)
      .set(t.asAdmin())
      .send({ date, time: '11:00' });
    expect(moved.status).toBe(200);
    const [row] = await t.query<{ blocked_until: Date }>(
      `SELECT blocked_until FROM appointments WHERE id = $1`,
      [id],
    );
    expect(new Date(row.blocked_until)).toEqual(zonedDateTimeToInstant(date, '11:20', TZ));
    const next = await t.postBooking({ ...WAX, preferred_date: date, preferred_time: '11:15' });
    expect(next.status).toBe(409);
  });

  it('buffers at closing time: a wax may start at 16:30 on a Saturday, not 16:45', async () => {
    const late = await t.postBooking({
      ...WAX,
      preferred_date: '2026-12-05',
      preferred_time: '16:45',
    });
    expect(late.status).toBe(400);
    expect(late.body.message).toBe(MESSAGES.afterClosing);
    await t.book({ ...WAX, preferred_date: '2026-12-05', preferred_time: '16:30' });
  });
});
