import request from 'supertest';
import { useTestApp } from '../support/harness';
import { uniqueEmail } from '../support/test-app';

describe("admin outbox: the Mail list's order", () => {
  const t = useTestApp();

  it('lists mails written at the same instant newest first, as they were queued', async () => {
    // The test clock stands still: every acknowledgement below is written at the same instant.
    const senders = Array.from({ length: 6 }, () => uniqueEmail('order'));
    for (const email of senders) {
      await request(t.http)
        .post('/api/contact')
        .send({ name: 'Kim', email, subject: 'Hi', message: 'Hello there' })
        .expect(201);
    }
    const listed = await request(t.http)
      .get('/api/admin/outbox?limit=100')
      .set(t.asAdmin())
      .expect(200);
    const ours = (listed.body.messages as { to: string[]; created_at: string }[]).filter((m) =>
      senders.includes(m.to[0]),
    );
    expect(new Set(ours.map((m) => m.created_at)).size).toBe(1);
    expect(ours.map((m) => m.to[0])).toEqual([...senders].reverse());
  });
});
