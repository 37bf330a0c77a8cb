import { maskEmail, MESSAGES } from '@esthetics/domain';
import request from 'supertest';
import { useTestApp } from '../support/harness';
import { requestHealthCode } from '../support/health-access';
import { uniqueEmail, weekdays } from '../support/test-app';

const as = (token: string) => ({ Authorization: `Bearer ${token}` });
const HOUR = 3_600_000;

/** The link's token in the one mail of `kind` to `email` (its path names what it does). */
async function linkTokenOf(
  t: ReturnType<typeof useTestApp>,
  kind: string,
  email: string,
): Promise<string> {
  const texts = [...(await t.mailTextsTo([kind], email)).values()];
  expect(texts).toHaveLength(1);
  const token = /\?token=([A-Za-z0-9_%-]+)/.exec(texts[0])?.[1];
  if (!token) throw new Error(`No link in the ${kind} mail`);
  return decodeURIComponent(token);
}

describe('e-mail ownership', () => {
  const t = useTestApp({ stripe: true, resetClock: true });
  const nextDate = weekdays();

  /** How many health-code mails went to `email`. */
  const codeMailsTo = async (email: string): Promise<number> =>
    (
      await t.query(
        `SELECT 1 FROM outbox_messages WHERE kind = 'health_access_code' AND $1 = ANY(recipients)`,
        [email],
      )
    ).length;

  it('signs a new account in at once, unconfirmed, and links guest bookings only once the code confirms the address (same e-mail AND phone)', async () => {
    const email = uniqueEmail('guest');
    const date = nextDate();
    const mine = await t.book({
      email,
      phone: '(301) 555-0140',
      preferred_date: date,
      preferred_time: '09:00',
    });
    await t.book({ email, phone: '(202) 555-0199', preferred_date: date, preferred_time: '11:00' });

    const who = await t.registerClient({ email, phone: '301-555-0140' }, { verify: false });
    expect(who.client).toMatchObject({ email, email_verified: false });
    const list = () =>
      request(t.http).get(`/api/clients/${who.client.id}/appointments`).set(as(who.token));
    expect((await list()).body.appointments).toEqual([]);
    const status = await request(t.http)
      .get(`/api/clients/${who.client.id}/email`)
      .set(as(who.token));
    expect(status.body).toEqual({
      status: 'success',
      email,
      email_verified: false,
      pending_email: null,
      code_sent: true,
    });

    const confirmed = await t.confirmEmail(who);
    expect(confirmed.body).toEqual({
      status: 'success',
      message: MESSAGES.emailVerified,
      email,
      email_verified: true,
    });
    const ids = (await list()).body.appointments.map((a: { id: string }) => a.id);
    expect(ids).toEqual([mine.body.booking_id]);
  });

  it("lets nobody take a guest's data by registering their e-mail: no health code, no export of their rows, and a deletion leaves their paid booking alone", async () => {
    const email = uniqueEmail('victim');
    const booked = await t.bookAndCheckout({
      email,
      phone: '(301) 555-0150',
      preferred_date: nextDate(),
    });
    t.stripe.markPaid(booked.sessionId);
    await request(t.http).get(`/api/payments/status/${booked.sessionId}`).expect(200);
    await request(t.http)
      .post('/api/contact')
      .send({ name: 'Victim', email, subject: 'Private', message: 'Something only I wrote' })
      .expect(201);

    // Knowing only the e-mail: an account with it and the attacker's own phone.
    const attacker = await t.registerClient({ email, phone: '(410) 555-0666' }, { verify: false });
    const code = await request(t.http)
      .post(`/api/clients/${attacker.client.id}/health-access/code`)
      .set(as(attacker.token));
    expect(code.status).toBe(403);
    expect(code.body.message).toBe(MESSAGES.emailNotVerified);
    expect(await codeMailsTo(email)).toBe(0);

    // Even the admin's export of that account holds none of the guest's rows.
    const exported = await request(t.http)
      .get(`/api/clients/${attacker.client.id}/export`)
      .set(t.asAdmin());
    expect(exported.status).toBe(200);
    expect(exported.body.contact_messages).toEqual([]);
    expect(exported.body.appointments).toEqual([]);
    expect(exported.body.emails.map((m: { kind: string }) => m.kind).sort()).toEqual([]);

    // Deleting it cancels, refunds and renames nothing of the guest's.
    await request(t.http)
      .delete(`/api/admin/clients/${attacker.client.id}`)
      .set(t.asAdmin())
      .send({})
      .expect(200);
    expect(await t.appointment(booked.bookingId)).toMatchObject({
      status: 'confirmed',
      client_email: email,
      client_first_name: 'Ana',
    });
    const refunds = await t.query(`SELECT 1 FROM payments WHERE refunded_cents > 0`);
    expect(refunds).toEqual([]);
    const messages = await t.query(`SELECT 1 FROM contact_messages WHERE email = $1`, [email]);
    expect(messages).toHaveLength(1);
  });

  it('confirms with the link as with the code; a wrong code counts its tries; a used link is refused', async () => {
    const who = await t.registerClient({}, { verify: false });
    const wrong = await request(t.http)
      .post(`/api/clients/${who.client.id}/email/confirm`)
      .set(as(who.token))
      .send({
        code: '000000' === (await t.emailCodeSentTo(who.client.email)) ? '111111' : '000000',
      });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(MESSAGES.emailProofWrong(4));

    const token = await linkTokenOf(t, 'email_verification', who.client.email);
    const confirmed = await request(t.http).post('/api/clients/email/confirm-link').send({ token });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.email_verified).toBe(true);
    const again = await request(t.http).post('/api/clients/email/confirm-link').send({ token });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(MESSAGES.emailLinkInvalid);
  });

  it('says when no code is waiting (expired, or an account from before), and sends one on request', async () => {
    const who = await t.registerClient({}, { verify: false });
    const status = () =>
      request(t.http).get(`/api/clients/${who.client.id}/email`).set(as(who.token));
    t.clock.advance(25 * HOUR);
    expect((await status()).body).toMatchObject({ email_verified: false, code_sent: false });
    const sent = await request(t.http)
      .post(`/api/clients/${who.client.id}/email/code`)
      .set(as(who.token));
    expect(sent.status).toBe(202);
    expect(sent.body.message).toBe(MESSAGES.emailVerificationSent(maskEmail(who.client.email)));
    expect((await status()).body).toMatchObject({ code_sent: true });
  });

  it('uses a code once when ten confirmations arrive at once', async () => {
    const who = await t.registerClient({}, { verify: false });
    const code = await t.emailCodeSentTo(who.client.email);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        request(t.http)
          .post(`/api/clients/${who.client.id}/email/confirm`)
          .set(as(who.token))
          .send({ code }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status !== 200).map((a) => a.status)).toEqual(
      Array(9).fill(400),
    );
  });

  it('changes the e-mail only once the new address confirms; the old is told, other sessions end, and the health code stays with the old address for 24 hours', async () => {
    const who = await t.registerClient();
    const old = who.client.email;
    const other = await request(t.http)
      .post('/api/clients/login')
      .send({ email: old, phone: who.body.phone })
      .expect(200);
    const next = uniqueEmail('moved');

    const updated = await request(t.http)
      .put(`/api/clients/${who.client.id}/profile`)
      .set(as(who.token))
      .send({ ...who.body, email: next });
    expect(updated.status).toBe(200);
    expect(updated.body.client.email).toBe(old);
    expect(updated.body.message).toBe(MESSAGES.emailChangeSent(maskEmail(next)));
    const status = await request(t.http)
      .get(`/api/clients/${who.client.id}/email`)
      .set(as(who.token));
    expect(status.body).toMatchObject({ email: old, email_verified: true, pending_email: next });
    const alert = [...(await t.mailTextsTo(['email_change_alert'], old)).values()];
    expect(alert).toHaveLength(1);
    expect(alert[0]).toContain('/client/email-not-me?token=');

    // Until confirmed, the account and its codes stay at the old address.
    await requestHealthCode(t, { client: { id: who.client.id }, token: who.token });
    expect(await codeMailsTo(old)).toBe(1);

    const confirmed = await t.confirmEmail(who, next);
    expect(confirmed.body).toMatchObject({ message: MESSAGES.emailChanged, email: next });
    await request(t.http)
      .get(`/api/clients/${who.client.id}/appointments`)
      .set(as(other.body.token))
      .expect(401);
    await request(t.http)
      .get(`/api/clients/${who.client.id}/appointments`)
      .set(as(who.token))
      .expect(200);

    // Someone who knows the phone and moved the account to their address cannot have the code follow.
    const askCode = () =>
      request(t.http)
        .post(`/api/clients/${who.client.id}/health-access/code`)
        .set(as(who.token))
        .expect(202);
    await askCode();
    expect([await codeMailsTo(old), await codeMailsTo(next)]).toEqual([2, 0]);
    t.clock.advance(24 * HOUR);
    await askCode();
    expect([await codeMailsTo(old), await codeMailsTo(next)]).toEqual([2, 1]);
  });

  it('puts the old address back when its owner says "this wasn\'t me": every session ends and changes lock', async () => {
    const who = await t.registerClient();
    const old = who.client.email;
    const next = uniqueEmail('thief');
    await request(t.http)
      .put(`/api/clients/${who.client.id}/profile`)
      .set(as(who.token))
      .send({ ...who.body, email: next })
      .expect(200);
    await t.confirmEmail(who, next);

    const token = await linkTokenOf(t, 'email_change_alert', old);
    const stopped = await request(t.http).post('/api/clients/email/not-me').send({ token });
    expect(stopped.status).toBe(200);
    expect(stopped.body).toMatchObject({ message: MESSAGES.emailChangeStopped, email: old });
    await request(t.http)
      .get(`/api/clients/${who.client.id}/appointments`)
      .set(as(who.token))
      .expect(401);

    const [row] = await t.query<{ email: string }>(`SELECT email FROM clients WHERE id = $1`, [
      who.client.id,
    ]);
    expect(row.email).toBe(old);
    const login = await request(t.http)
      .post('/api/clients/login')
      .send({ email: old, phone: who.body.phone });
    expect(login.status).toBe(200);
    const locked = await request(t.http)
      .put(`/api/clients/${who.client.id}/profile`)
      .set(as(login.body.token))
      .send({ ...who.body, email: uniqueEmail('again') });
    expect(locked.status).toBe(409);
    expect(locked.body.message).toBe(MESSAGES.emailChangeLocked);
    // The link works once.
    await request(t.http).post('/api/clients/email/not-me').send({ token }).expect(400);
  });

  it('stops a change still waiting when the old address says "this wasn\'t me"', async () => {
    const who = await t.registerClient();
    const next = uniqueEmail('pending');
    await request(t.http)
      .put(`/api/clients/${who.client.id}/profile`)
      .set(as(who.token))
      .send({ ...who.body, email: next })
      .expect(200);
    const code = await t.emailCodeSentTo(next);
    const token = await linkTokenOf(t, 'email_change_alert', who.client.email);
    await request(t.http).post('/api/clients/email/not-me').send({ token }).expect(200);

    const login = await request(t.http)
      .post('/api/clients/login')
      .send({ email: who.client.email, phone: who.body.phone })
      .expect(200);
    const late = await request(t.http)
      .post(`/api/clients/${who.client.id}/email/confirm`)
      .set(as(login.body.token))
      .send({ code });
    expect(late.status).toBe(400);
    expect(late.body.message).toBe(MESSAGES.emailProofMissing);
  });
});
