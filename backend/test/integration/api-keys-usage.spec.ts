import { Logger } from '@nestjs/common';
import request from 'supertest';
import { useTestApp } from '../support/harness';
import { inquiryPayload, weekdays } from '../support/test-app';
import { clientWithHealthForm, createKey } from '../support/api-key-steps';

const bearer = (key: string) => ({ Authorization: `Bearer ${key}` });

/** What the app logs through Nest's loggers, as `level message` lines (jest spies on Logger). */
function captureLogs(): { lines: string[]; restore(): void } {
  const lines: string[] = [];
  const spies = (['log', 'warn', 'error', 'debug', 'verbose'] as const).map((level) =>
    jest
      .spyOn(Logger.prototype, level)
      .mockImplementation((message: unknown, ...rest: unknown[]) => {
        lines.push(`${level} ${String(message)} ${rest.map(String).join(' ')}`);
      }),
  );
  return { lines, restore: () => spies.forEach((s) => s.mockRestore()) };
}

describe('scoped API keys', () => {
  const t = useTestApp({ resetClock: true });
  const nextDate = weekdays();

  describe('health answers', () => {
    it('are never shown to a key: the consultation is null for a key, shown to the owner', async () => {
      const { clientId, appointmentId } = await clientWithHealthForm(t, nextDate());
      const key = await createKey(t, ['clients:read', 'appointments:read']);
      const paths = [`/api/admin/clients/${clientId}`, `/api/admin/appointments/${appointmentId}`];
      for (const path of paths) {
        const owner = await request(t.http).get(path).set(t.asAdmin()).expect(200);
        expect(owner.body.consultation).toMatchObject({ skin_type: 'Dry' });
        const withKey = await request(t.http).get(path).set(bearer(key.key)).expect(200);
        expect(withKey.body.consultation).toBeNull();
        expect(JSON.stringify(withKey.body)).not.toMatch(/latex|isotretinoin|Redness/);
      }
      const list = await request(t.http).get('/api/admin/clients').set(bearer(key.key)).expect(200);
      expect(JSON.stringify(list.body)).not.toMatch(/latex|isotretinoin|Redness/);
    });
  });

  describe('last use', () => {
    it('is noted at the first use, then at most once a minute', async () => {
      const key = await createKey(t, ['inquiries:read']);
      const lastUsed = async () => {
        const list = await request(t.http).get('/api/admin/api-keys').set(t.asAdmin()).expect(200);
        return (list.body.keys as { id: string; last_used_at: string | null }[]).find(
          (k) => k.id === key.id,
        )?.last_used_at;
      };
      const use = () => request(t.http).get('/api/admin/contacts').set(bearer(key.key)).expect(200);
      expect(await lastUsed()).toBeNull();
      const first = t.clock.now().toISOString();
      await use();
      expect(await lastUsed()).toBe(first);
      t.clock.advance(30_000);
      await use();
      expect(await lastUsed()).toBe(first);
      t.clock.advance(31_000);
      const later = t.clock.now().toISOString();
      await use();
      expect(await lastUsed()).toBe(later);
    });
  });

  describe('the key in answers and logs', () => {
    it('is in no answer but its creation, and in no log line (its prefix and id are)', async () => {
      const logs = captureLogs();
      try {
        await request(t.http).post('/api/corporate-inquiry').send(inquiryPayload()).expect(201);
        const created = await request(t.http)
          .post('/api/admin/api-keys')
          .set(t.asAdmin())
          .send({ name: 'Logged', scopes: ['inquiries:read', 'appointments:read'] })
          .expect(201);
        const key = created.body.key as string;
        const secret = key.slice(12);
        const answers = [
          await request(t.http).get('/api/admin/api-keys').set(t.asAdmin()),
          await request(t.http).get('/api/admin/corporate-inquiries').set(bearer(key)),
          await request(t.http).get('/api/admin/appointments').set(bearer(key)),
          await request(t.http).get('/api/admin/clients').set(bearer(key)),
          await request(t.http).get('/api/admin/stats').set(bearer(key)),
          await request(t.http).get('/api/admin/api-keys').set(bearer(key)),
        ];
        expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 403, 403, 403]);
        await request(t.http).delete(`/api/admin/api-keys/${created.body.id}`).set(t.asAdmin());
        answers.push(await request(t.http).get('/api/admin/appointments').set(bearer(key)));
        expect(answers[6].status).toBe(401);
        for (const answer of answers) {
          expect(JSON.stringify(answer.body)).not.toContain(secret);
          expect(JSON.stringify(answer.headers)).not.toContain(secret);
        }

        // Each use is logged by the key's prefix and id, the route's pattern and the status.
        const who = `API key ${created.body.prefix}… (${created.body.id})`;
        expect(logs.lines).toEqual(
          expect.arrayContaining([
            `log ${who} GET /api/admin/corporate-inquiries 200 `,
            `log ${who} GET /api/admin/appointments 200 `,
            `log ${who} GET /api/admin/clients 403 `,
            `log ${who} GET /api/admin/api-keys 403 `,
            'warn Unknown or revoked API key refused on GET /api/admin/appointments ',
          ]),
        );
        expect(logs.lines.join('\n')).not.toContain(secret);
      } finally {
        logs.restore();
      }
    });
  });
});
