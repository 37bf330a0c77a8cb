import { MESSAGES } from '@esthetics/domain';
import request from 'supertest';
import { useTestApp } from '../support/harness';
import { inquiryPayload, uniqueEmail, weekdays } from '../support/test-app';

/**
 * E-mail ownership against someone who knows a client's e-mail and phone (and so can sign in), or
 * only an e-mail: quick changes, the old address's link used against its owner, guessing codes by
 * asking for new ones, and what an erasure may reach by a phone nobody proved.
 */

const as = (token: string) => ({ Authorization: `Bearer ${token}` });
const HOUR = 3_600_000;

describe('e-mail ownership under attack', () => {
  const t = useTestApp({ stripe: true, resetClock: true });
  const nextDate = weekdays();

  type Who = Awaited<ReturnType<typeof t.registerClient>>;

  /** Asks to move the account to `email` (expects 200). */
  const askChange = (who: Who, email: string, token = who.token) =>
    request(t.http)
      .put(`/api/clients/${who.client.id}/profile`)
      .set(as(token))
      .send({ ...who.body, email });

  /** The token of the "this wasn't me" link sent to `email`. */
  const alertTokenTo = async (email: string): Promise<string> => {
    const texts = [...(await t.mailTextsTo(['email_change_alert'], email)).values()];
    expect(texts).toHaveLength(1);
    return decodeURIComponent(/\?token=([A-Za-z0-9_%-]+)/.exec(texts[0])![1]);
  };

  const codeMailsTo = async (email: string): Promise<number> =>
    (
      await t.query(
        `SELECT 1 FROM outbox_messages WHERE kind = 'health_access_code' AND $1 = ANY(recipients)`,
        [email],
      )
    ).length;

  it('keeps the health code at the trusted address through two quick changes', async () => {
    const victim = await t.registerClient();
    const [a1, a2] = [uniqueEmail('a1'), uniqueEmail('a2')];
    await askChange(victim, a1).expect(200);
    await t.confirmEmail(victim, a1);
    await askChange(victim, a2).expect(200);
    await t.confirmEmail(victim, a2);

    await request(t.http)
      .post(`/api/clients/${victim.client.id}/health-access/code`)
      .set(as(victim.token))
      .expect(202);
    expect([
      await codeMailsTo(victim.client.email),
      await codeMailsTo(a1),
      await codeMailsTo(a2),
    ]).toEqual([1, 0, 0]);
  });

  it("never lets a later address's \"this wasn't me\" spend the owner's link", async () => {
    const victim = await t.registerClient();
    const owner = victim.client.email;
    const [a1, a2] = [uniqueEmail('b1'), uniqueEmail('b2')];
    await askChange(victim, a1).expect(200);
    await t.confirmEmail(victim, a1);
    await askChange(victim, a2).expect(200);

    // The attacker stops their own second change: the owner's link still works, and wins.
    const theirs = await alertTokenTo(a1);
    const mine = await alertTokenTo(owner);
    await request(t.http).post('/api/clients/email/not-me').send({ token: theirs }).expect(200);
    const back = await request(t.http).post('/api/clients/email/not-me').send({ token: mine });
    expect(back.status).toBe(200);
    expect(back.body).toMatchObject({ email: owner, email_verified: true });
    const [row] = await t.query<{ email: string }>(`SELECT email FROM clients WHERE id = $1`, [
      victim.client.id,
    ]);
    expect(row.email).toBe(owner);
  });

  it("spends the later changes' links when the owner's link stops the first", async () => {
    const victim = await t.registerClient();
    const owner = victim.client.email;
    const [a1, a2] = [uniqueEmail('c1'), uniqueEmail('c2')];
    await askChange(victim, a1).expect(200);
    await t.confirmEmail(victim, a1);
    await askChange(victim, a2).expect(200);

    await request(t.http)
      .post('/api/clients/email/not-me')
      .send({ token: await alertTokenTo(owner) })
      .expect(200);
    // The attacker's link (from the change the owner undid) can no longer bring their address back.
    await request(t.http)
      .post('/api/clients/email/not-me')
      .send({ token: await alertTokenTo(a1) })
      .expect(400);
    const [row] = await t.query<{ email: string }>(`SELECT email FROM clients WHERE id = $1`, [
      victim.client.id,
    ]);
    expect(row.email).toBe(owner);
  });

  it("does not confirm an account made with someone's address when they stop its change", async () => {
    const owner = uniqueEmail('owner');
    const squatter = await t.registerClient(
      { email: owner, phone: '(410) 555-0166' },
      { verify: false },
    );
    await askChange(squatter, uniqueEmail('away')).expect(200);
    const stopped = await request(t.http)
      .post('/api/clients/email/not-me')
      .send({ token: await alertTokenTo(owner) });
    expect(stopped.status).toBe(200);
    expect(stopped.body).toMatchObject({ email: owner, email_verified: false });
    const login = await request(t.http)
      .post('/api/clients/login')
      .send({ email: owner, phone: '(410) 555-0166' })
      .expect(200);
    expect(login.body.client.email_verified).toBe(false);
  });

  it('limits the code mails an account can cause, and those an address can receive', async () => {
    const target = uniqueEmail('target');
    const first = await t.registerClient();
    const answers: number[] = [];
    for (let i = 0; i < 5; i++) answers.push((await askChange(first, target)).status);
    expect(answers).toEqual([200, 200, 200, 429, 429]);
    const refused = await askChange(first, target);
    expect(refused.body.message).toMatch(/^You have asked for several codes in a short time\./);
    // Another account cannot send the address more either.
    const second = await t.registerClient();
    await askChange(second, target).expect(429);
    expect((await t.emailCodesSentTo(target)).size).toBe(3);
    // The window passes: the owner can ask again.
    t.clock.advance(HOUR);
    await askChange(first, target).expect(200);
  });

  it("lets the admin correct the address while the client's changes are locked", async () => {
    const victim = await t.registerClient();
    const a1 = uniqueEmail('d1');
    await askChange(victim, a1).expect(200);
    await request(t.http)
      .post('/api/clients/email/not-me')
      .send({ token: await alertTokenTo(victim.client.email) })
      .expect(200);
    const login = await request(t.http)
      .post('/api/clients/login')
      .send({ email: victim.client.email, phone: victim.body.phone })
      .expect(200);
    const locked = await askChange(victim, uniqueEmail('d2'), login.body.token);
    expect(locked.status).toBe(409);
    expect(locked.body.message).toBe(MESSAGES.emailChangeLocked);
    const fixed = uniqueEmail('fixed');
    await askChange(victim, fixed, t.adminToken).expect(200);
    expect((await t.emailCodesSentTo(fixed)).size).toBe(1);
  });

  it("erases nothing of another person's found only by a phone the account never proved", async () => {
    const phone = '(301) 555-0177';
    const guestEmail = uniqueEmail('guest');
    const booked = await t.book({ email: guestEmail, phone, preferred_date: nextDate() });
    await request(t.http)
      .post('/api/corporate-inquiry')
      .send(inquiryPayload({ email: uniqueEmail('corp'), phone }))
      .expect(201);
    // Someone confirms their own address, gives the guest's phone, and deletes the account.
    const other = await t.registerClient({ phone });
    await request(t.http)
      .delete(`/api/admin/clients/${other.client.id}`)
      .set(t.asAdmin())
      .send({})
      .expect(200);

    expect(await t.appointment(booked.body.booking_id)).toMatchObject({
      client_email: guestEmail,
      client_phone: '3015550177',
    });
    const inquiries = await t.query(
      `SELECT 1 FROM corporate_inquiries WHERE regexp_replace(phone, '\\D', '', 'g') = '3015550177'`,
    );
    expect(inquiries).toHaveLength(1);
  });
});
