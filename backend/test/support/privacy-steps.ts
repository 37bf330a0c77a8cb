/** Steps of the privacy specs: a client with a paid booking, the health form unlocked, and where their data could remain. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { Harness } from './harness';
import { uniqueEmail } from './test-app';
import { confirmHealthAccess } from './health-access';

/** Sessions that confirmed the e-mailed code (health-access): each confirms once. */
export const unlocked = new Set<string>();

/** Every client call to the export, the deletion and the health form goes through here. */
export async function unlockHealth(
  t: Harness,
  client: { id: string; token: string },
): Promise<void> {
  if (unlocked.has(client.token)) return;
  await confirmHealthAccess(t, { client: { id: client.id }, token: client.token });
  unlocked.add(client.token);
}

export interface Person {
  id: string;
  token: string;
  email: string;
  phone: string;
  first: string;
  last: string;
}

/** A client with a name, e-mail and phone found nowhere else in the database. */
export async function person(t: Harness, tag: string, phone: string): Promise<Person> {
  const first = `Zephyrina${tag}`;
  const last = `Quillfeather${tag}`;
  const { body, client, token } = await t.registerClient({
    first_name: first,
    last_name: last,
    email: uniqueEmail(`zq${tag.toLowerCase()}`),
    phone,
  });
  return { id: client.id, token, email: body.email, phone, first, last };
}

/** Books for `who` and pays the deposit through the Stripe fake: a confirmed booking. */
export async function paidBooking(
  t: Harness,
  who: Person,
  date: string,
  extra = {},
): Promise<string> {
  const booked = await t.bookAndCheckout({
    first_name: who.first,
    last_name: who.last,
    email: who.email,
    phone: who.phone,
    preferred_date: date,
    preferred_time: '10:00',
    ...extra,
  });
  t.stripe.markPaid(booked.sessionId);
  await request(t.http).get(`/api/payments/status/${booked.sessionId}`).expect(200);
  expect(await t.appointment(booked.bookingId)).toMatchObject({ status: 'confirmed' });
  return booked.bookingId;
}

/** Unlocks the health form of `who` and saves `answers` as the client (expects 200). */
export async function saveConsultation(
  t: Harness,
  who: Person,
  answers: Record<string, unknown>,
): Promise<void> {
  await unlockHealth(t, who);
  await request(t.http)
    .post(`/api/clients/${who.id}/consultation`)
    .set('Authorization', `Bearer ${who.token}`)
    .send(answers)
    .expect(200);
}

/** What `who` writes in the public forms: their name there and their contact message. */
export interface PublicForms {
  name: string;
  contactName: string;
  subject: string;
  message: string;
  /** The day asked for on the waitlist. */
  day: string;
}

/** Sends a contact message, a corporate inquiry and a waitlist entry as `who` (each expects 201). */
export async function sendPublicForms(t: Harness, who: Person, forms: PublicForms): Promise<void> {
  const { name, contactName, subject, message, day } = forms;
  await request(t.http)
    .post('/api/contact')
    .send({ name, email: who.email, subject, message })
    .expect(201);
  await request(t.http)
    .post('/api/corporate-inquiry')
    .send({ companyName: 'Acme', contactName, email: who.email, phone: who.phone })
    .expect(201);
  await request(t.http)
    .post('/api/waitlist')
    .send({
      name,
      email: who.email,
      phone: who.phone,
      services: ['classic-european-facial'],
      days: [day],
      from: '10:00',
      to: '12:00',
    })
    .expect(201);
}

/** Every row of every table of the app's schema, as JSON text, table by table. */
export async function dumpDatabase(t: Harness): Promise<Map<string, string[]>> {
  const tables = await t.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables
      WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  expect(tables.length).toBeGreaterThan(15);
  const dump = new Map<string, string[]>();
  for (const { table_name } of tables) {
    const rows = await t.query<{ row: string }>(
      `SELECT row_to_json(x)::text AS row FROM "${table_name}" x`,
    );
    dump.set(
      table_name,
      rows.map((r) => r.row),
    );
  }
  return dump;
}

/** Where any of `needles` still appears: "table: row" lines (none expected). */
export function tracesOf(dump: Map<string, string[]>, needles: readonly string[]): string[] {
  const wanted = needles.map((n) => n.toLowerCase());
  const found: string[] = [];
  for (const [table, rows] of dump) {
    for (const row of rows) {
      // Phones as digits too: "(212) 555-0147" is found as 2125550147.
      const text = `${row.toLowerCase()} ${row.replace(/\D/g, ' ')}`;
      const digitsRuns = row.replace(/[\s()\-.]/g, '');
      if (wanted.some((n) => text.includes(n) || digitsRuns.includes(n))) {
        found.push(`${table}: ${row}`);
      }
    }
  }
  return found;
}

/** The .eml files of the outbox folder that mention any of `needles`. */
export function filesMentioning(t: Harness, needles: readonly string[]): string[] {
  const dir = path.join(t.dataDir, 'outbox');
  let files: string[] = [];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.eml'));
  } catch {
    return [];
  }
  return files.filter((f) => {
    const raw = readFileSync(path.join(dir, f), 'utf8');
    const text = raw.replace(/=\r?\n/g, '').toLowerCase();
    return needles.some((n) => text.includes(n.toLowerCase()));
  });
}
