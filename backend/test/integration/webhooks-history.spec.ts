import { MESSAGES } from '@esthetics/domain';
import request from 'supertest';
import {
  WEBHOOK_LOG_RETENTION_MS,
  WebhookLogSweeper,
} from '../../src/integrations/webhooks/webhook-log-sweeper';
import { useTestApp } from '../support/harness';
import { weekdays } from '../support/test-app';
import { deliver, deliveries, PRIVATE_OK, register, useReceiver } from '../support/webhook-steps';

describe('Webhooks: the delivery log and erased clients', () => {
  const t = useTestApp({ env: PRIVATE_OK, resetClock: true });
  const nextDay = weekdays();

  // Each test starts with no endpoint and an empty receiver.
  const receiver = useReceiver(t);

  it('keeps every attempt: a failure then a success shows both, the first error kept', async () => {
    const { id } = await register(t, receiver.url(), ['client.registered']);
    await t.registerClient();
    receiver.answers = [{ status: 503, body: `busy ${'x'.repeat(500)}` }];
    expect(await deliver(t)).toEqual({ delivered: 0, failed: 1 });
    const failedAt = t.clock.now().toISOString();
    t.clock.advance(5000);
    expect(await deliver(t)).toEqual({ delivered: 1, failed: 0 });

    const [d] = await deliveries(t, id);
    expect(d).toMatchObject({ status: 'delivered', attempt: 2, http_status: 200 });
    expect(d.history).toEqual([
      {
        attempt: 1,
        at: failedAt,
        http_status: 503,
        duration_ms: expect.any(Number),
        error: null,
        response_excerpt: `busy ${'x'.repeat(195)}`,
      },
      {
        attempt: 2,
        at: t.clock.now().toISOString(),
        http_status: 200,
        duration_ms: expect.any(Number),
        error: null,
        response_excerpt: 'ok',
      },
    ]);

    // No answer at all: the error is kept with the attempt; "Send again" goes on counting.
    await request(t.http)
      .post(`/api/admin/webhooks/${id}/deliveries/${d.id}/retry`)
      .set(t.asAdmin())
      .expect(200);
    await receiver.stop();
    try {
      expect(await deliver(t)).toEqual({ delivered: 0, failed: 1 });
    } finally {
      await receiver.start();
    }
    const [again] = await deliveries(t, id);
    expect(again.history.map((a) => [a.attempt, a.http_status, a.error !== null])).toEqual([
      [1, 503, false],
      [2, 200, false],
      [3, null, true],
    ]);
    expect(again.history[2].error).toMatch(/ECONNREFUSED|connect/);
  });

  it('keeps at most the last 30 attempts of a delivery, and drops them with it', async () => {
    const { id } = await register(t, receiver.url(), ['client.registered']);
    await t.registerClient();
    for (let i = 0; i < 32; i += 1) {
      receiver.answers = [{ status: 500 }];
      await t.query(`UPDATE webhook_deliveries SET next_attempt_at = $1`, [t.clock.now()]);
      expect(await deliver(t)).toEqual({ delivered: 0, failed: 1 });
    }
    const [d] = await deliveries(t, id);
    expect(d.attempt).toBe(32);
    expect(d.history.map((a) => a.attempt)).toEqual(Array.from({ length: 30 }, (_, i) => i + 3));
    await request(t.http).delete(`/api/admin/webhooks/${id}`).set(t.asAdmin()).expect(200);
    expect(await t.query(`SELECT * FROM webhook_delivery_attempts`)).toEqual([]);
  });

  it('deletes finished deliveries 30 days after their event, with their attempts; keeps those still tried', async () => {
    const { id } = await register(t, receiver.url(), ['client.registered']);
    await t.registerClient();
    expect(await deliver(t)).toEqual({ delivered: 1, failed: 0 });
    t.clock.advance(WEBHOOK_LOG_RETENTION_MS - 60_000);
    await t.registerClient();
    receiver.answers = [{ status: 500 }];
    expect(await deliver(t)).toEqual({ delivered: 0, failed: 1 });
    const sweep = () => t.app.get(WebhookLogSweeper).sweep();
    expect(await sweep()).toBe(0);

    t.clock.advance(60_000);
    expect(await sweep()).toBe(1);
    expect((await deliveries(t, id)).map((d) => d.status)).toEqual(['pending']);
    expect(await t.query(`SELECT attempt FROM webhook_delivery_attempts`)).toEqual([
      { attempt: 1 },
    ]);
    // Still being tried a month later (sent again by hand): kept.
    t.clock.advance(WEBHOOK_LOG_RETENTION_MS);
    expect(await sweep()).toBe(0);
  });

  it('forgets an erased client: queued deliveries dropped, delivered ones redacted, never sent again', async () => {
    const { id } = await register(t, receiver.url(), ['client.registered', 'booking.created']);
    const phone = '(240) 555-0177';
    const { client, body } = await t.registerClient({ phone, last_name: 'Quillfeather' });
    // The registration is delivered; then the booking stays queued (its receiver fails first).
    expect(await deliver(t)).toEqual({ delivered: 1, failed: 0 });
    const booked = await t.book({
      preferred_date: nextDay(),
      email: client.email,
      phone,
      notes: 'a note about me',
    });
    receiver.answers = [{ status: 500 }];
    expect(await deliver(t)).toEqual({ delivered: 0, failed: 1 });
    const other = await t.registerClient({ phone: '(410) 555-0123' });
    const before = await deliveries(t, id);
    expect(before).toHaveLength(3);
    const delivered = before.find(
      (d) => d.event === 'client.registered' && d.status === 'delivered',
    );
    const digits = '2405550177';
    const stored = async () =>
      (await t.query<{ payload: string }>(`SELECT payload FROM webhook_deliveries`))
        .map((r) => r.payload)
        .join('\n');
    expect(await stored()).toContain(client.email);

    const erased = await request(t.http)
      .delete(`/api/admin/clients/${client.id}`)
      .set(t.asAdmin())
      .send({});
    expect(erased.status).toBe(200);

    const left = await stored();
    for (const needle of [client.email, phone, digits, '240-555-0177', body.last_name])
      expect(left).not.toContain(needle);
    // Someone else's delivery is untouched.
    expect(left).toContain(other.client.email);
    const after = await deliveries(t, id);
    // The queued booking is gone; the other client's registration stays, queued.
    const others = before.filter((d) => d.status === 'pending' && d.event === 'client.registered');
    expect(after.map((d) => d.id).sort()).toEqual([delivered!.id, others[0].id].sort());
    expect(
      await t.query(`SELECT id FROM webhook_deliveries WHERE payload LIKE $1`, [
        `%${booked.body.booking_id}%`,
      ]),
    ).toEqual([]);
    const redacted = after.find((d) => d.id === delivered!.id)!;
    expect(redacted).toMatchObject({ status: 'delivered', erased_at: expect.any(String) });
    const [{ payload }] = await t.query<{ payload: string }>(
      `SELECT payload FROM webhook_deliveries WHERE id = $1`,
      [delivered!.id],
    );
    expect(JSON.parse(payload)).toEqual({
      type: 'client.registered',
      timestamp: expect.any(String),
      data: { id: client.id },
    });

    // Neither a retry nor "Send again" sends their details.
    receiver.reset();
    t.clock.advance(60_000);
    const again = await request(t.http)
      .post(`/api/admin/webhooks/${id}/deliveries/${delivered!.id}/retry`)
      .set(t.asAdmin());
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(MESSAGES.webhookDeliveryErased);
    while ((await deliver(t)).delivered > 0);
    for (const w of receiver.received) {
      expect(w.body).not.toContain(client.email);
      expect(w.body).not.toContain(digits);
    }
  });

  it('an erasure racing the sweep leaves none of their details, whichever goes first', async () => {
    await register(t, receiver.url(), ['client.registered', 'booking.created']);
    const { client } = await t.registerClient({ phone: '(240) 555-0166', last_name: 'Racewell' });
    for (let i = 0; i < 5; i += 1)
      await t.book({ preferred_date: nextDay(), email: client.email, phone: '(240) 555-0166' });
    receiver.answers = Array.from({ length: 6 }, () => ({ status: 200, delayMs: 30 }));
    const [erased] = await Promise.all([
      request(t.http).delete(`/api/admin/clients/${client.id}`).set(t.asAdmin()).send({}),
      deliver(t),
      deliver(t),
    ]);
    expect(erased.status).toBe(200);
    const rows = await t.query<{ payload: string }>(`SELECT payload FROM webhook_deliveries`);
    for (const r of rows) {
      expect(r.payload).not.toContain(client.email);
      expect(r.payload).not.toContain('2405550166');
    }
    // Nothing queued is left to send them later.
    receiver.reset();
    t.clock.advance(60_000);
    while ((await deliver(t)).delivered > 0);
    expect(receiver.received).toEqual([]);
  });
});
