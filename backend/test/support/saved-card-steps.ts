/** Steps of the saved-card specs: a client who books and checks out, and the card the API shows. */
import request from 'supertest';
import { Harness } from './harness';

export type RegisteredClient = Awaited<ReturnType<Harness['registerClient']>>;

/** A confirmed client books a slot under their account and starts its checkout. */
export async function clientCheckout(t: Harness, who: RegisteredClient, date: string) {
  const { first_name, last_name, email, phone } = who.body;
  return t.bookAndCheckout({ first_name, last_name, email, phone, preferred_date: date });
}

/** GET the client's saved card with `token`: the response. */
export const savedCardOf = (t: Harness, clientId: string, token: string) =>
  request(t.http)
    .get(`/api/clients/${clientId}/saved-card`)
    .set('Authorization', `Bearer ${token}`);

/** DELETE the client's saved card with `token`: the response. */
export const removeSavedCard = (t: Harness, clientId: string, token: string) =>
  request(t.http)
    .delete(`/api/clients/${clientId}/saved-card`)
    .set('Authorization', `Bearer ${token}`);

/** The card GET answers for the client (its owner asking): expects 200. */
export async function cardOf(t: Harness, who: RegisteredClient) {
  const res = await savedCardOf(t, who.client.id, who.token);
  expect(res.status).toBe(200);
  return res.body.card as Record<string, unknown> | null;
}
