import request from 'supertest';
import type { Harness } from '../support/harness';

/** The menu's admin routes, as the owner (or `auth`) calls them. */
export type Auth = { Authorization: string };

export const catalogOf = (t: Harness, auth: Auth = t.asAdmin()) =>
  request(t.http).get('/api/admin/catalog').set(auth);

export const historyOf = (t: Harness, query: Record<string, number> = {}) =>
  request(t.http).get('/api/admin/catalog/history').query(query).set(t.asAdmin());

export const create = (t: Harness, list: string, body: object, auth: Auth = t.asAdmin()) =>
  request(t.http).post(`/api/admin/catalog/${list}`).set(auth).send(body);

export const change = (
  t: Harness,
  list: string,
  id: string,
  body: object,
  auth: Auth = t.asAdmin(),
) => request(t.http).put(`/api/admin/catalog/${list}/${id}`).set(auth).send(body);

export const remove = (t: Harness, list: string, id: string, auth: Auth = t.asAdmin()) =>
  request(t.http).delete(`/api/admin/catalog/${list}/${id}`).set(auth);

export const reorder = (t: Harness, list: string, ids: string[], auth: Auth = t.asAdmin()) =>
  request(t.http).put(`/api/admin/catalog/${list}/order`).set(auth).send({ ids });

let made = 0;
/** A service name no other test uses. */
export const uniqueName = (prefix: string) => `${prefix} ${process.pid}-${++made}`;

/** A new service's body: a 60-minute $150 facial at the clinic, with a unique name. */
export const newService = (overrides: Record<string, unknown> = {}) => ({
  name: uniqueName('Gold Facial'),
  category: 'facial',
  location: 'clinic',
  duration: 60,
  price_cents: 15000,
  ...overrides,
});

/** An API key with `scopes`, as its Authorization header. */
export async function apiKey(t: Harness, name: string, scopes: string[]): Promise<Auth> {
  const res = await request(t.http)
    .post('/api/admin/api-keys')
    .set(t.asAdmin())
    .send({ name, scopes });
  expect(res.status).toBe(201);
  return { Authorization: `Bearer ${res.body.key}` };
}
