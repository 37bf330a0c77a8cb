import request from 'supertest';
import type { AppSteps } from './app-steps';

/** What the helpers need of the running app: its HTTP server and its database. */
export type HealthAccessApp = Pick<AppSteps, 'http' | 'query' | 'mailTextsTo'>;

/** A signed-in client, as AppSteps.registerClient (or a login) answers it. */
export interface SignedInClient {
  readonly client: { readonly id: string };
  readonly token: string;
}

/** The ids of the code mails queued for `email` so far. */
async function codeMailIds(t: HealthAccessApp, email: string): Promise<Set<string>> {
  const rows = await t.query<{ id: string }>(
    `SELECT id FROM outbox_messages WHERE kind = 'health_access_code' AND $1 = ANY(recipients)`,
    [email],
  );
  return new Set(rows.map((r) => r.id));
}

/**
 * Asks for a health-form code as the client (expects 202) and answers the code read from the mail
 * that request queued (the outbox, whether or not it was delivered yet).
 */
export async function requestHealthCode(t: HealthAccessApp, who: SignedInClient): Promise<string> {
  // The address the code goes to now (a profile change may have moved it since the login).
  const [{ email }] = await t.query<{ email: string }>(`SELECT email FROM clients WHERE id = $1`, [
    who.client.id,
  ]);
  const before = await codeMailIds(t, email);
  const res = await request(t.http)
    .post(`/api/clients/${who.client.id}/health-access/code`)
    .set('Authorization', `Bearer ${who.token}`);
  if (res.status !== 202) {
    throw new Error(`Asking for a health code answered ${res.status}: ${JSON.stringify(res.body)}`);
  }
  const texts = await t.mailTextsTo(['health_access_code'], email);
  const fresh = [...texts].filter(([id]) => !before.has(id));
  if (fresh.length !== 1) throw new Error(`Expected one new code mail, found ${fresh.length}`);
  const code = /\b(\d{6})\b/.exec(fresh[0][1])?.[1];
  if (!code) throw new Error('No 6-digit code in the code mail');
  return code;
}

/**
 * Opens the client's health form to this session (its token), as a client would: asks for a code,
 * reads it from the e-mail, confirms it. Tests that read or save a consultation as a client call it
 * first; the admin needs nothing.
 */
export async function confirmHealthAccess(t: HealthAccessApp, who: SignedInClient): Promise<void> {
  const code = await requestHealthCode(t, who);
  const res = await request(t.http)
    .post(`/api/clients/${who.client.id}/health-access/confirm`)
    .set('Authorization', `Bearer ${who.token}`)
    .send({ code });
  if (res.status !== 200) {
    throw new Error(
      `Confirming the health code answered ${res.status}: ${JSON.stringify(res.body)}`,
    );
  }
}

/** A client as the code routes see it: their id and e-mail, and their session's token. */
export type Who = { client: { id: string; email: string }; token: string };

/** The health form and the code routes, as a client calls them. */
export function healthCodeSteps(t: HealthAccessApp) {
  const auth = (who: Who) => ({ Authorization: `Bearer ${who.token}` });
  const consultation = (who: Who) =>
    request(t.http).get(`/api/clients/${who.client.id}/consultation`).set(auth(who));
  const saveConsultation = (who: Who) =>
    request(t.http)
      .post(`/api/clients/${who.client.id}/consultation`)
      .set(auth(who))
      .send({ skin_type: 'Dry' });
  const status = (who: Who) =>
    request(t.http).get(`/api/clients/${who.client.id}/health-access`).set(auth(who));
  const askCode = (who: Who) =>
    request(t.http).post(`/api/clients/${who.client.id}/health-access/code`).set(auth(who));
  const confirm = (who: Who, code: unknown) =>
    request(t.http)
      .post(`/api/clients/${who.client.id}/health-access/confirm`)
      .set(auth(who))
      .send({ code });
  /** Another code than `code` (same length). */
  const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  async function codeRow(clientId: string) {
    const [row] = await t.query<{ code_hash: string | null; salt: string | null; tries: number }>(
      `SELECT code_hash, salt, tries FROM health_access_codes WHERE client_id = $1`,
      [clientId],
    );
    return row;
  }

  async function login(body: { email: string; phone: string }): Promise<Who> {
    const res = await request(t.http).post('/api/clients/login').send(body);
    expect(res.status).toBe(200);
    return { client: res.body.client, token: res.body.token };
  }

  return { auth, consultation, saveConsultation, status, askCode, confirm, wrong, codeRow, login };
}

/** Opens the client's health form to their session and saves `form` as the client (expects 200). */
export async function fileHealthForm(
  t: HealthAccessApp,
  who: SignedInClient,
  form: Record<string, unknown>,
): Promise<void> {
  await confirmHealthAccess(t, who);
  await request(t.http)
    .post(`/api/clients/${who.client.id}/consultation`)
    .set('Authorization', `Bearer ${who.token}`)
    .send(form)
    .expect(200);
}
