import { MESSAGES } from '@esthetics/domain';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { MAIL_LEASE_MS, MAIL_MAX_ATTEMPTS } from '../../src/notifications/mail-delivery.service';
import { OutboxRepository } from '../../src/notifications/ports/outbox.port';
import { useTestApp } from '../support/harness';
import { uniqueEmail } from '../support/test-app';

const HOUR = 3600 * 1000;

describe('admin outbox: sending an e-mail again', () => {
  // Refuses the first eight deliveries: every attempt of the first message.
  const t = useTestApp({ smtp: { refuseFirst: MAIL_MAX_ATTEMPTS } });
  const deliver = () => t.deliverMail();
  const retry = (id: string) =>
    request(t.http).post(`/api/admin/outbox/${id}/retry`).set(t.asAdmin());
  const deliveredTo = (email: string) =>
    t.smtp.received.filter((r) => r.envelopeTo.includes(email)).length;

  /** Sends a contact message; answers the id of the acknowledgement e-mail queued for it. */
  async function queueMail(): Promise<{ id: string; email: string }> {
    const email = uniqueEmail('outbox');
    await request(t.http)
      .post('/api/contact')
      .send({ name: 'Kim', email, subject: 'Hi', message: 'Hello there' })
      .expect(201);
    const mail = (await t.outbox()).find((m) => m.to.includes(email))!;
    return { id: mail.id, email };
  }
  const find = async (id: string) => (await t.outbox()).find((m) => m.id === id)!;

  it('queues a failed e-mail again with fresh attempts, keeps its last error, and sends it once', async () => {
    const { id, email } = await queueMail();
    for (let attempt = 1; attempt <= MAIL_MAX_ATTEMPTS; attempt += 1) {
      expect(await deliver()).toEqual({ sent: 0, failed: 1 });
      t.clock.advance(HOUR + 60_000);
    }
    const failed = await find(id);
    expect(failed).toMatchObject({
      status: 'failed',
      attempts: MAIL_MAX_ATTEMPTS,
      next_attempt_at: null,
      sent_at: null,
    });
    expect(failed.last_error).toContain('Mailbox busy');
    expect((await t.outbox('failed')).map((m) => m.id)).toEqual([id]);
    expect(await deliver()).toEqual({ sent: 0, failed: 0 }); // given up: the sweep leaves it

    const res = await retry(id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'success', message: MESSAGES.outboxRetried });
    const queued = await find(id);
    expect(queued).toMatchObject({
      status: 'queued',
      attempts: 0,
      next_attempt_at: t.clock.now().toISOString(),
    });
    expect(queued.last_error).toContain('Mailbox busy'); // kept until it is sent
    expect(await t.outbox('failed')).toEqual([]);

    expect(await deliver()).toEqual({ sent: 1, failed: 0 });
    expect(await deliver()).toEqual({ sent: 0, failed: 0 });
    expect(deliveredTo(email)).toBe(1);
    expect(await find(id)).toMatchObject({ status: 'sent', attempts: 1, last_error: null });
    expect((await t.outbox('sent')).map((m) => m.id)).toContain(id);

    const again = await retry(id);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ status: 'error', message: MESSAGES.outboxAlreadySent });
    expect(await deliver()).toEqual({ sent: 0, failed: 0 });
    expect(deliveredTo(email)).toBe(1);
  });

  it('takes a waiting e-mail too, and still sends it once', async () => {
    const { id, email } = await queueMail();
    await retry(id).expect(200);
    await retry(id).expect(200);
    expect(await deliver()).toEqual({ sent: 1, failed: 0 });
    expect(await deliver()).toEqual({ sent: 0, failed: 0 });
    expect(deliveredTo(email)).toBe(1);
    await retry(id).expect(409);
  });

  it('leaves an e-mail being sent at that moment with its sender: delivered once', async () => {
    const { id } = await queueMail();
    const outbox = t.app.get(OutboxRepository);
    // A sweep (on this or another replica) has claimed it and is talking to the mail server.
    const claimed = await outbox.claimDue(t.clock.now(), 100, MAIL_LEASE_MS);
    expect(claimed.map((m) => m.id)).toContain(id);

    await retry(id).expect(200);
    // No other sweep can take it while the first one holds its claim.
    expect(await deliver()).toEqual({ sent: 0, failed: 0 });
    t.clock.advance(60_000);
    expect(await deliver()).toEqual({ sent: 0, failed: 0 });

    // The first sweep's delivery goes through: the message is sent, and stays sent.
    await outbox.markSent(id, t.clock.now());
    expect(await find(id)).toMatchObject({ status: 'sent' });
    t.clock.advance(MAIL_LEASE_MS);
    expect(await deliver()).toEqual({ sent: 0, failed: 0 });
    await retry(id).expect(409);
  });

  it('never delivers twice when sweeps and retries run at the same time', async () => {
    const mails = [await queueMail(), await queueMail(), await queueMail()];
    await Promise.all([
      deliver(),
      ...mails.map((m) => retry(m.id)),
      deliver(),
      ...mails.map((m) => retry(m.id)),
    ]);
    await deliver();
    t.clock.advance(MAIL_LEASE_MS + 1);
    await deliver();
    for (const m of mails) {
      expect({ email: m.email, delivered: deliveredTo(m.email) }).toEqual({
        email: m.email,
        delivered: 1,
      });
      expect(await find(m.id)).toMatchObject({ status: 'sent' });
    }
  });

  it('answers 404 for an unknown or malformed id', async () => {
    const unknown = await retry(randomUUID());
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({
      status: 'error',
      message: MESSAGES.outboxMessageNotFound,
    });
    expect((await retry('not-a-uuid')).status).toBe(404);
  });
});
