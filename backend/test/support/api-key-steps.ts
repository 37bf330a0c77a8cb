/** Steps of the API key specs: a key created by the owner, and its bearer header. */
import request from 'supertest';
import { Harness } from './harness';
import { fileHealthForm } from './health-access';

export const HEALTH_FORM = {
  skin_type: 'Dry',
  skin_concerns: ['Redness'],
  allergies: 'latex-and-penicillin',
  medications: 'isotretinoin-secret',
  pregnant_or_nursing: false,
  sun_exposure: 'Low',
};

export interface Created {
  id: string;
  name: string;
  scopes: string[];
  key: string;
  prefix: string;
  created_at: string;
}

export async function createKey(
  t: Harness,
  scopes: readonly string[],
  name = 'Integration',
): Promise<Created> {
  const res = await request(t.http)
    .post('/api/admin/api-keys')
    .set(t.asAdmin())
    .send({ name, scopes });
  expect(res.status).toBe(201);
  return res.body as Created;
}

/** A booking of a registered client with a health form on file. */
export async function clientWithHealthForm(t: Harness, date: string) {
  const me = await t.registerClient();
  await fileHealthForm(t, me, HEALTH_FORM);
  const booked = await t.book({
    email: me.body.email,
    phone: me.body.phone,
    preferred_date: date,
  });
  return { clientId: me.client.id, appointmentId: booked.body.booking_id as string };
}
