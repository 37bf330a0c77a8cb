import { MESSAGES, WEBHOOK_EVENT_TYPES } from '@esthetics/domain';
import request from 'supertest';
import { UnitOfWork } from '../../src/common/unit-of-work';
import { WebhookEvents } from '../../src/integrations/webhooks/ports/webhook-events.port';
import { inquiryPayload, startTestApp, weekdays } from '../support/test-app';
import { deliver, deliveries, PRIVATE_OK, register, useWebhookApp } from '../support/webhook-steps';

const HOUR = 3600 * 1000;

describe('Webhooks', () => {
  const { t, receiver } = useWebhookApp();
  const nextDay = weekdays();

  it('tells of each change: payment, status, cancellation, reschedule, hold expiry, forms', async () => {
    // Every booking, client and form event: all but the schedule's and the menu's.
    const changes = WEBHOOK_EVENT_TYPES.filter((e) => !/^(schedule|catalog)\./.test(e));
    await register(t, receiver.url(), changes);
    const paid = await t.bookAndPay({ preferred_date: nextDay() });
    await request(t.http)
      .post(`/api/admin/appointments/${paid.bookingId}/reschedule`)
      .set(t.asAdmin())
      .send({ date: nextDay(), time: '15:00' })
      .expect(200);
    await t.setStatus(paid.bookingId, 'cancelled');
    const unpaid = await t.book({ preferred_date: nextDay() });
    t.clock.advance(24 * HOUR);
    expect(await t.sweepHolds()).toBeGreaterThanOrEqual(1);
    const inquiry = await request(t.http).post('/api/corporate-inquiry').send(inquiryPayload());
    expect(inquiry.status).toBe(201);

    while ((await deliver(t)).delivered > 0);
    const got = receiver.received.map(
      (w) => JSON.parse(w.body) as { type: string; data: Record<string, unknown> },
    );
    const about = (bookingId: string) =>
      got.filter((e) => e.data.id === bookingId).map((e) => `${e.type} ${e.data.status}`);
    expect(about(paid.bookingId).sort()).toEqual(
      [
        'booking.created pending',
        'booking.paid confirmed',
        'booking.status_changed confirmed',
        'booking.rescheduled confirmed',
        'booking.status_changed cancelled',
        'booking.cancelled cancelled',
      ].sort(),
    );
    expect(about(unpaid.body.booking_id).sort()).toEqual(
      [
        'booking.created pending',
        'booking.status_changed cancelled',
        'booking.cancelled cancelled',
      ].sort(),
    );
    expect(got.find((e) => e.type === 'corporate_inquiry.created')?.data).toMatchObject({
      id: inquiry.body.id,
      companyName: 'Acme',
    });
    // Never health answers or card data.
    for (const w of receiver.received)
      expect(w.body).not.toMatch(/skin_type|allergies|card|pi_test/);
  });

  it('disables an endpoint failing for a day and e-mails the owner; sending again enables it', async () => {
    const { id } = await register(t, receiver.url(), ['client.registered']);
    await t.registerClient();
    let attempts = 0;
    for (;;) {
      receiver.answers = [{ status: 503 }];
      const { failed } = await deliver(t);
      attempts += failed;
      const [d] = await deliveries(t, id);
      if (!d.next_attempt_at) break;
      t.clock.set(new Date(d.next_attempt_at));
    }
    expect(attempts).toBe(12);
    const [given] = await deliveries(t, id);
    expect(given).toMatchObject({ status: 'failed', attempt: 12, http_status: 503 });
    const listed = await request(t.http).get('/api/admin/webhooks').set(t.asAdmin());
    expect(listed.body.endpoints).toEqual([
      expect.objectContaining({ id, enabled: false, disabled_at: t.clock.now().toISOString() }),
    ]);
    const notice = (await t.outbox()).find((m) => m.kind === 'webhook_disabled');
    expect(notice).toMatchObject({
      to: ['owner@example.com'],
      subject: 'A webhook endpoint was disabled',
    });

    // A disabled endpoint is sent no new events.
    await t.registerClient();
    expect(await deliveries(t, id)).toHaveLength(1);
    // Sending again enables it, with the same webhook-id.
    const retried = await request(t.http)
      .post(`/api/admin/webhooks/${id}/deliveries/${given.id}/retry`)
      .set(t.asAdmin());
    expect(retried.status).toBe(200);
    expect(retried.body.message).toBe(MESSAGES.webhookRetried);
    receiver.reset();
    expect(await deliver(t)).toEqual({ delivered: 1, failed: 0 });
    expect(receiver.received[0].headers['webhook-id']).toBe(given.webhook_id);
    const after = await request(t.http).get('/api/admin/webhooks').set(t.asAdmin());
    expect(after.body.endpoints[0]).toMatchObject({ enabled: true, failing_since: null });
  });

  it('two sweepers at once never send one attempt twice', async () => {
    const { id } = await register(t, receiver.url(), ['corporate_inquiry.created']);
    const uow = t.app.get(UnitOfWork);
    const events = t.app.get(WebhookEvents);
    await uow.run(async () => {
      for (let i = 0; i < 30; i += 1)
        await events.publish('corporate_inquiry.created', { id: `inquiry-${i}` });
    });
    receiver.answers = Array.from({ length: 30 }, () => ({ status: 200, delayMs: 20 }));
    const other = await startTestApp({ database: t.database, clock: t.clock, env: PRIVATE_OK });
    try {
      let delivered = 0;
      for (let round = 0; round < 3; round += 1) {
        const results = await Promise.all([deliver(t), deliver(other), deliver(t), deliver(other)]);
        delivered += results.reduce((n, r) => n + r.delivered, 0);
      }
      expect(delivered).toBe(30);
    } finally {
      await other.close({ keepData: true });
    }
    const ids = receiver.received.map((w) => w.headers['webhook-id']);
    expect(ids).toHaveLength(30);
    expect(new Set(ids).size).toBe(30);
    const logged = await deliveries(t, id);
    expect(logged.every((d) => d.status === 'delivered' && d.attempt === 1)).toBe(true);
  });
});
