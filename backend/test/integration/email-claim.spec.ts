import { maskEmail, MESSAGES } from '@esthetics/domain';
import request from 'supertest';
import { useTestApp } from '../support/harness';
import { uniqueEmail } from '../support/test-app';

const as = (token: string) => ({ Authorization: `Bearer ${token}` });
const OWNER = { first_name: 'Rightful', last_name: 'Owner', phone: '(410) 555-0177' };

/** Someone registers an address they do not own and never confirms it; its owner takes it over. */
describe('taking over an unconfirmed account', () => {
  const t = useTestApp({ resetClock: true });

  const claimLinksTo = async (email: string): Promise<string[]> =>
    [...(await t.mailTextsTo(['email_claim'], email)).values()].map((text) => {
      const token = /\/client\/claim-account\?token=([A-Za-z0-9_%-]+)/.exec(text)?.[1];
      if (!token) throw new Error('No take-over link in the mail');
      return decodeURIComponent(token);
    });

  const askClaim = (email: string) =>
    request(t.http).post('/api/clients/email/claim').send({ email });
  const confirm = (token: string, profile: Record<string, unknown> = OWNER) =>
    request(t.http)
      .post('/api/clients/email/claim/confirm')
      .send({ token, ...profile });

  /** The squatter's unconfirmed account on `email`, with a health form row standing in for theirs. */
  async function squat(email: string) {
    const squatter = await t.registerClient(
      { email, phone: '(202) 555-0111', first_name: 'Squatter' },
      { verify: false },
    );
    await t.query(
      `INSERT INTO consultations (client_id, key_id, nonce, ciphertext, auth_tag, created_at, updated_at)
       VALUES ($1, 'test', $2, '\\x00', $3, now(), now())`,
      [squatter.client.id, Buffer.alloc(12), Buffer.alloc(16)],
    );
    return squatter;
  }

  it("mails the address a link; its owner's own name and phone take the account over, the squatter is signed out and the health form cleared", async () => {
    const email = uniqueEmail('owner');
    const squatter = await squat(email);

    const refused = await request(t.http)
      .post('/api/clients/register')
      .send({ ...OWNER, email });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(MESSAGES.registrationExists);

    const asked = await askClaim(email.toUpperCase());
    expect(asked.status).toBe(202);
    expect(asked.body).toEqual({
      status: 'success',
      message: MESSAGES.emailClaimSent(maskEmail(email)),
    });
    const [token] = await claimLinksTo(email);
    // The mail is sealed in the outbox: its readable body holds no link.
    const stored = await t.query<{ text_body: string }>(
      `SELECT text_body FROM outbox_messages WHERE kind = 'email_claim' AND $1 = ANY(recipients)`,
      [email],
    );
    expect(stored[0].text_body).not.toContain(token);

    // The link is not a confirmation link, and a bad profile does not spend it.
    const asLink = await request(t.http).post('/api/clients/email/confirm-link').send({ token });
    expect(asLink.status).toBe(400);
    const badPhone = await confirm(token, { ...OWNER, phone: '12' });
    expect(badPhone.status).toBe(400);

    const taken = await confirm(token);
    expect(taken.status).toBe(200);
    expect(taken.body).toMatchObject({
      status: 'success',
      message: MESSAGES.emailClaimed,
      client: { id: squatter.client.id, email, first_name: 'Rightful', email_verified: true },
    });
    const me = await request(t.http)
      .get(`/api/clients/${squatter.client.id}/email`)
      .set(as(taken.body.token));
    expect(me.body).toMatchObject({ email, email_verified: true });

    const squatterNow = await request(t.http)
      .get(`/api/clients/${squatter.client.id}/email`)
      .set(as(squatter.token));
    expect(squatterNow.status).toBe(401);
    const squatterLogin = await request(t.http)
      .post('/api/clients/login')
      .send({ email, phone: '(202) 555-0111' });
    expect(squatterLogin.status).toBe(401);
    const ownerLogin = await request(t.http)
      .post('/api/clients/login')
      .send({ email, phone: OWNER.phone });
    expect(ownerLogin.status).toBe(200);
    const forms = await t.query(`SELECT 1 FROM consultations WHERE client_id = $1`, [
      squatter.client.id,
    ]);
    expect(forms).toHaveLength(0);

    const again = await confirm(token);
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(MESSAGES.emailLinkInvalid);
  });

  it('answers the same and mails nothing for an unknown or a confirmed address', async () => {
    const unknown = uniqueEmail('nobody');
    const confirmed = await t.registerClient({ email: uniqueEmail('confirmed') });
    for (const email of [unknown, confirmed.client.email]) {
      const asked = await askClaim(email);
      expect(asked.status).toBe(202);
      expect(asked.body.message).toBe(MESSAGES.emailClaimSent(maskEmail(email)));
      expect(await claimLinksTo(email)).toEqual([]);
    }
    const invalid = await askClaim('not-an-address');
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toBe(MESSAGES.invalidEmail);
  });

  it('takes the account over once when the link is pressed ten times at once, even after the squatter asked for new codes', async () => {
    const email = uniqueEmail('race');
    const squatter = await squat(email);
    await askClaim(email);
    const [token] = await claimLinksTo(email);
    // The account's own code mails replace its code, never a take-over link.
    const resent = await request(t.http)
      .post(`/api/clients/${squatter.client.id}/email/code`)
      .set(as(squatter.token));
    expect(resent.status).toBe(202);
    const answers = await Promise.all(Array.from({ length: 10 }, () => confirm(token)));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s !== 200).every((s) => s === 400 || s === 409)).toBe(true);
    const sessions = await t.query(
      `SELECT 1 FROM client_sessions WHERE client_id = $1 AND ended_at IS NULL`,
      [squatter.client.id],
    );
    expect(sessions).toHaveLength(1);
  });

  it('refuses a link once the address was confirmed meanwhile (with the code mailed to it)', async () => {
    const email = uniqueEmail('meanwhile');
    const squatter = await squat(email);
    await askClaim(email);
    const [token] = await claimLinksTo(email);
    await t.confirmEmail(squatter);
    const late = await confirm(token);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(MESSAGES.emailClaimGone);
  });
});
