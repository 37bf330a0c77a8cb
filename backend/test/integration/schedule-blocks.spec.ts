import { MESSAGES } from '@esthetics/domain';
import request from 'supertest';
import { Harness, useTestApp } from '../support/harness';

/** Friday 2026-12-04 (the tests' "now" is Monday 2026-11-23 09:00 New York). */
const FRIDAY = '2026-12-04';

const addBlock = (t: Harness, body: object, auth = t.asAdmin()) =>
  request(t.http).post('/api/admin/schedule/blocks').set(auth).send(body);
const freeTimes = async (t: Harness, date: string, duration = 60): Promise<string[]> => {
  const res = await request(t.http).get('/api/availability').query({ date, duration });
  expect(res.status).toBe(200);
  return (res.body.slots as { time: string; available: boolean }[])
    .filter((s) => s.available)
    .map((s) => s.time);
};

describe("the owner's time off", () => {
  const t = useTestApp();

  it('blocks next Friday: no time offered that day, bookings refused with 409, removing it frees it', async () => {
    expect((await freeTimes(t, FRIDAY)).length).toBeGreaterThan(0);
    const res = await addBlock(t, { kind: 'once', start_date: FRIDAY, note: 'Dentist' });
    expect(res.status).toBe(201);
    expect(res.body.block).toMatchObject({ kind: 'once', note: 'Dentist', weekday: null });
    expect(await freeTimes(t, FRIDAY)).toEqual([]);
    expect(await freeTimes(t, '2026-12-05')).toContain('09:00');
    const refused = await t.postBooking({ preferred_date: FRIDAY, preferred_time: '10:00' });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'timeBlocked', message: MESSAGES.timeBlocked });
    // Public answers never carry the private note.
    const site = await request(t.http).get('/api/site');
    expect(JSON.stringify(site.body)).not.toContain('Dentist');

    const removed = await request(t.http)
      .delete(`/api/admin/schedule/blocks/${res.body.block.id}`)
      .set(t.asAdmin());
    expect(removed.status).toBe(204);
    expect(await freeTimes(t, FRIDAY)).toContain('10:00');
    const again = await request(t.http)
      .delete(`/api/admin/schedule/blocks/${res.body.block.id}`)
      .set(t.asAdmin());
    expect(again.status).toBe(404);
    expect(again.body.message).toBe(MESSAGES.blockNotFound);
  });

  it('a weekly lunch break and part of a day', async () => {
    const lunch = await addBlock(t, { kind: 'weekly', weekday: 3, from: '12:00', to: '13:00' });
    expect(lunch.status).toBe(201);
    const wednesday = await freeTimes(t, '2026-12-09', 30);
    expect(wednesday).toContain('11:30');
    expect(wednesday).not.toContain('11:45');
    expect(wednesday).not.toContain('12:30');
    expect(wednesday).toContain('13:00');
    const part = await addBlock(t, {
      kind: 'once',
      start_date: '2026-12-10',
      start_time: '10:00',
      end_time: '12:30',
    });
    expect(part.status).toBe(201);
    const thursday = await freeTimes(t, '2026-12-10', 60);
    expect(thursday).toContain('09:00');
    expect(thursday).not.toContain('11:30');
    expect(thursday).toContain('12:30');
  });

  it('shows the appointments a block would cover and never cancels them', async () => {
    const date = '2026-12-11';
    const booked = await t.book({ preferred_date: date, preferred_time: '15:00' });
    const id = booked.body.booking_id as string;
    const block = { kind: 'once', start_date: date, start_time: '14:00', end_time: '18:00' };
    const preview = await request(t.http)
      .post('/api/admin/schedule/blocks/preview')
      .set(t.asAdmin())
      .send(block);
    expect(preview.status).toBe(200);
    expect(preview.body.appointments).toHaveLength(1);
    expect(preview.body.appointments[0]).toMatchObject({
      id,
      date,
      time: '15:00',
      status: 'pending',
    });
    const refused = await addBlock(t, block);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'blockHasAppointments',
      message: MESSAGES.blockHasAppointments(1),
    });
    const kept = await addBlock(t, { ...block, keep_appointments: true });
    expect(kept.status).toBe(201);
    const rows = await t.query<{ status: string }>(
      `SELECT status FROM appointments WHERE id = $1`,
      [id],
    );
    expect(rows[0].status).toBe('pending');
  });

  it('refuses bad blocks with the field and its message', async () => {
    for (const [body, field, message] of [
      [
        { kind: 'once', start_date: FRIDAY, start_time: '12:00', end_time: '10:00' },
        'end_date',
        MESSAGES.blockEndsBeforeStart,
      ],
      [
        { kind: 'once', start_date: '2026-12-01', end_date: '2028-12-01' },
        'end_date',
        MESSAGES.blockTooLong(731),
      ],
      [
        { kind: 'weekly', weekday: 9, from: '12:00', to: '13:00' },
        'weekday',
        MESSAGES.weekdayInvalid,
      ],
      [{ kind: 'sometimes' }, 'kind', MESSAGES.blockKindInvalid],
    ] as const) {
      const res = await addBlock(t, body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ field, message });
    }
  });

  it('lists blocks by page, newest first; schedule:read may list, not add', async () => {
    const list = await request(t.http)
      .get('/api/admin/schedule/blocks')
      .query({ limit: 2, offset: 0 })
      .set(t.asAdmin());
    expect(list.status).toBe(200);
    expect(list.body.blocks).toHaveLength(2);
    expect(list.body.total).toBeGreaterThanOrEqual(3);
    const key = await request(t.http)
      .post('/api/admin/api-keys')
      .set(t.asAdmin())
      .send({ name: 'Reader', scopes: ['schedule:read'] });
    const reader = { Authorization: `Bearer ${key.body.key}` };
    expect((await request(t.http).get('/api/admin/schedule/blocks').set(reader)).status).toBe(200);
    expect((await addBlock(t, { kind: 'once', start_date: FRIDAY }, reader)).status).toBe(403);
  });
});
