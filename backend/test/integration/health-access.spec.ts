import { MESSAGES } from '@esthetics/domain';
import request from 'supertest';
import { unsealMailBody } from '../../src/notifications/mail-seal';
import { confirmHealthAccess, healthCodeSteps, requestHealthCode } from '../support/health-access';
import { useTestApp } from '../support/harness';

const MINUTE = 60_000;

describe('health answers behind a one-time e-mailed code', () => {
  const t = useTestApp({ resetClock: true });

  const { consultation, saveConsultation, status, askCode, confirm, wrong, codeRow } =
    healthCodeSteps(t);

  it('refuses the health form to an unconfirmed client session (403 healthCodeRequired), not to the admin', async () => {
    const me = await t.registerClient();
    for (const res of [await consultation(me), await saveConsultation(me)]) {
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({
        status: 'error',
        code: 'healthCodeRequired',
        message: MESSAGES.healthCodeRequired,
      });
    }
    expect(
      await t.query(`SELECT 1 FROM consultations WHERE client_id = $1`, [me.client.id]),
    ).toEqual([]);
    // The admin reads and writes it without a code.
    const byAdmin = await request(t.http)
      .post(`/api/clients/${me.client.id}/consultation`)
      .set(t.asAdmin())
      .send({ skin_type: 'Oily' });
    expect(byAdmin.status).toBe(200);
    const read = await request(t.http)
      .get(`/api/clients/${me.client.id}/consultation`)
      .set(t.asAdmin());
    expect(read.status).toBe(200);
    const adminStatus = await request(t.http)
      .get(`/api/clients/${me.client.id}/health-access`)
      .set(t.asAdmin());
    expect(adminStatus.body).toEqual({
      status: 'success',
      confirmed: true,
      email_hint: null,
      code_expires_at: null,
    });
    // Codes are the client's own: the admin cannot ask for one or confirm one.
    for (const res of [
      await request(t.http)
        .post(`/api/clients/${me.client.id}/health-access/code`)
        .set(t.asAdmin()),
      await request(t.http)
        .post(`/api/clients/${me.client.id}/health-access/confirm`)
        .set(t.asAdmin())
        .send({ code: '123456' }),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('healthAccessClientOnly');
    }
  });

  it('e-mails a code (never in the answer, stored only as a salted hash); the right code opens the form to this session', async () => {
    const me = await t.registerClient();
    const before = await status(me);
    expect(before.status).toBe(200);
    const [local, domain] = me.client.email.split('@');
    const hint = `${local[0]}***${local[local.length - 1]}@${domain}`;
    expect(before.body).toEqual({
      status: 'success',
      confirmed: false,
      email_hint: hint,
      code_expires_at: null,
    });

    const sent = await askCode(me);
    expect(sent.status).toBe(202);
    const expiresAt = new Date(t.clock.now().getTime() + 10 * MINUTE).toISOString();
    expect(sent.body).toEqual({
      status: 'success',
      message: MESSAGES.healthCodeSent(hint),
      email_hint: hint,
      expires_at: expiresAt,
    });
    const [stored] = await t.query<{ subject: string; text_body: string; sealed_body: string }>(
      `SELECT subject, text_body, html_body, sealed_body FROM outbox_messages
        WHERE kind = 'health_access_code' AND $1 = ANY(recipients)`,
      [me.client.email],
    );
    // Stored, the code is never in plain text: the body is sealed until the mail is sent.
    expect(JSON.stringify(stored)).not.toMatch(/\b\d{6}\b/);
    const mail = unsealMailBody(t.config.jwtSecret!, stored.sealed_body);
    const code = /\b(\d{6})\b/.exec(mail.text)![1];
    expect(stored.subject).toBe(MESSAGES.healthCodeMailSubject);
    expect(mail.text).toContain(MESSAGES.healthCodeMailBody(code));
    expect(mail.html).toContain(code);
    // The mail says nothing of what the code opens.
    for (const part of [stored.subject, mail.text, mail.html]) {
      expect(part).not.toMatch(/health|consultation|medical|allerg|pregnan/i);
    }
    // Once sent, even the sealed copy is gone.
    await t.deliverMail();
    const [after] = await t.query<{ sealed_body: string | null }>(
      `SELECT sealed_body FROM outbox_messages WHERE kind = 'health_access_code' AND $1 = ANY(recipients)`,
      [me.client.email],
    );
    expect(after.sealed_body).toBeNull();
    expect(JSON.stringify(sent.body)).not.toContain(code);
    const row = await codeRow(me.client.id);
    expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.salt).toMatch(/^[0-9a-f]{32}$/);
    expect(JSON.stringify(row)).not.toContain(code);
    expect((await status(me)).body).toMatchObject({ confirmed: false, code_expires_at: expiresAt });

    const ok = await confirm(me, ` ${code.slice(0, 3)} ${code.slice(3)} `);
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({
      status: 'success',
      message: MESSAGES.healthCodeConfirmed,
      confirmed: true,
    });
    expect((await status(me)).body).toMatchObject({ confirmed: true, code_expires_at: null });
    expect((await consultation(me)).status).toBe(404); // no form yet: the route is open
    expect((await saveConsultation(me)).status).toBe(200);
    expect((await consultation(me)).body.skin_type).toBe('Dry');
    // The code is used up: it cannot confirm again.
    const again = await confirm(me, code);
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('healthCodeMissing');
  });

  it('counts wrong tries and kills the code after 5; a badly typed code is not a try', async () => {
    const me = await t.registerClient();
    const code = await requestHealthCode(t, me);
    const typo = await confirm(me, '12345');
    expect(typo.status).toBe(400);
    expect(typo.body).toMatchObject({
      code: 'healthCodeFormat',
      message: MESSAGES.healthCodeFormat,
      field: 'code',
    });
    for (const left of [4, 3, 2, 1]) {
      const res = await confirm(me, wrong(code));
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        code: 'healthCodeWrong',
        message: MESSAGES.healthCodeWrong(left),
        field: 'code',
      });
    }
    const fifth = await confirm(me, wrong(code));
    expect(fifth.body).toMatchObject({
      code: 'healthCodeTriesUsed',
      message: MESSAGES.healthCodeTriesUsed,
    });
    // Dead: even the right code no longer works, and the status asks for a new one.
    const right = await confirm(me, code);
    expect(right.status).toBe(400);
    expect(right.body.code).toBe('healthCodeTriesUsed');
    expect((await status(me)).body).toMatchObject({ confirmed: false, code_expires_at: null });
    expect((await consultation(me)).status).toBe(403);
    // A new code works.
    await confirmHealthAccess(t, me);
    expect((await consultation(me)).status).toBe(404);
  });

  it('10 concurrent wrong guesses get 5 tries, no more', async () => {
    const me = await t.registerClient();
    const code = await requestHealthCode(t, me);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        confirm(me, String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0')),
      ),
    );
    const codes = answers.map((a) => a.body.code as string).sort();
    expect(answers.every((a) => a.status === 400)).toBe(true);
    expect(codes.filter((c) => c === 'healthCodeWrong')).toHaveLength(4);
    expect(codes.filter((c) => c === 'healthCodeTriesUsed')).toHaveLength(6);
    expect((await codeRow(me.client.id)).tries).toBe(5);
    expect((await confirm(me, code)).body.code).toBe('healthCodeTriesUsed');
  });
});
