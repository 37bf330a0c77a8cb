import { MESSAGES } from '@esthetics/domain';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { ClientSessions } from '../../src/auth/client-sessions';
import { Harness, useTestApp } from '../support/harness';
import { uniqueEmail, weekdays } from '../support/test-app';
import { confirmHealthAccess } from '../support/health-access';

const OWNER = 'owner@studio.example';
/** The Classic European Facial booked by default: deposit $21.25. */
const DEPOSIT = 2125;

const as = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Sessions that confirmed the e-mailed code (health-access): each confirms once. */
const unlocked = new Set<string>();

/** Every client call to the export, the deletion and the health form goes through here. */
async function unlockHealth(t: Harness, client: { id: string; token: string }): Promise<void> {
  if (unlocked.has(client.token)) return;
  await confirmHealthAccess(t, { client: { id: client.id }, token: client.token });
  unlocked.add(client.token);
}

interface Person {
  id: string;
  token: string;
  email: string;
  phone: string;
  first: string;
  last: string;
}

/** A client with a name, e-mail and phone found nowhere else in the database. */
async function person(t: Harness, tag: string, phone: string): Promise<Person> {
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
async function paidBooking(t: Harness, who: Person, date: string, extra = {}): Promise<string> {
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

/** Every row of every table of the app's schema, as JSON text, table by table. */
async function dumpDatabase(t: Harness): Promise<Map<string, string[]>> {
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
function tracesOf(dump: Map<string, string[]>, needles: readonly string[]): string[] {
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
function filesMentioning(t: Harness, needles: readonly string[]): string[] {
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

describe("privacy: the client's rights over their data", () => {
  const t = useTestApp({ stripe: true, env: { ADMIN_EMAIL: OWNER } });
  const nextDate = weekdays();

  const exportOf = async (p: Person) => {
    await unlockHealth(t, p);
    return request(t.http).get(`/api/clients/${p.id}/export`).set(as(p.token));
  };
  const deleteAccount = async (p: Person, confirm: string) => {
    await unlockHealth(t, p);
    return request(t.http)
      .delete(`/api/clients/${p.id}`)
      .set(as(p.token))
      .send({ confirm_email: confirm });
  };
  const accessLog = (p: Person) =>
    request(t.http).get(`/api/clients/${p.id}/health-access-log`).set(as(p.token));

  describe('the access log of the health answers', () => {
    it('records every admin read that shows answers (who, when, where), newest first', async () => {
      const p = await person(t, 'Log', '(212) 555-0101');
      const bookingId = await paidBooking(t, p, nextDate());
      // No answers yet: reading shows none, nothing is recorded.
      await request(t.http).get(`/api/admin/clients/${p.id}`).set(t.asAdmin()).expect(200);
      expect((await accessLog(p)).body.entries).toEqual([]);

      await unlockHealth(t, p);
      await request(t.http)
        .post(`/api/clients/${p.id}/consultation`)
        .set(as(p.token))
        .send({ skin_type: 'Dry', allergies: 'latex' })
        .expect(200);
      // The client reading their own form is not an admin read.
      await request(t.http).get(`/api/clients/${p.id}/consultation`).set(as(p.token)).expect(200);
      expect((await accessLog(p)).body.entries).toEqual([]);

      await request(t.http).get(`/api/admin/clients/${p.id}`).set(t.asAdmin()).expect(200);
      t.clock.advance(1000);
      await request(t.http)
        .get(`/api/admin/appointments/${bookingId}`)
        .set(t.asAdmin())
        .expect(200);
      t.clock.advance(1000);
      await request(t.http).get(`/api/clients/${p.id}/consultation`).set(t.asAdmin()).expect(200);

      const log = await accessLog(p);
      expect(log.status).toBe(200);
      expect(log.body.entries.map((e: { what: string }) => e.what)).toEqual([
        'consultation',
        'appointment_detail',
        'client_detail',
      ]);
      expect(log.body.entries[0]).toMatchObject({
        admin: 'admin',
        read_at: t.clock.now().toISOString(),
      });
      // Another client's token sees nobody's log but their own.
      const other = await person(t, 'Other', '(212) 555-0102');
      await request(t.http)
        .get(`/api/clients/${p.id}/health-access-log`)
        .set(as(other.token))
        .expect(403);
    });
  });

  describe('the export', () => {
    it('is one JSON attachment with every section of what is held', async () => {
      const p = await person(t, 'Exp', '(212) 555-0111');
      await paidBooking(t, p, nextDate());
      await unlockHealth(t, p);
      await request(t.http)
        .post(`/api/clients/${p.id}/consultation`)
        .set(as(p.token))
        .send({ skin_type: 'Oily', allergies: 'nuts' })
        .expect(200);
      await request(t.http)
        .post('/api/contact')
        .send({
          name: p.first,
          email: p.email,
          subject: 'Hello',
          message: 'A question about peels',
        })
        .expect(201);
      await request(t.http)
        .post('/api/corporate-inquiry')
        .send({ companyName: 'Acme', contactName: p.first, email: p.email, phone: p.phone })
        .expect(201);
      await request(t.http)
        .post('/api/waitlist')
        .send({
          name: p.first,
          email: p.email,
          phone: p.phone,
          services: ['classic-european-facial'],
          days: [nextDate()],
          from: '10:00',
          to: '12:00',
        })
        .expect(201);
      await request(t.http).get(`/api/admin/clients/${p.id}`).set(t.asAdmin()).expect(200);

      const res = await exportOf(p);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="my-data-${t.clock.now().toISOString().slice(0, 10)}.json"`,
      );
      const doc = res.body;
      expect(Object.keys(doc).sort()).toEqual(
        [
          'appointments',
          'consultation',
          'contact_messages',
          'corporate_inquiries',
          'emails',
          'generated_at',
          'health_access_log',
          'payments',
          'profile',
          'waitlist_entries',
        ].sort(),
      );
      expect(doc.profile).toMatchObject({ id: p.id, email: p.email, first_name: p.first });
      expect(doc.appointments).toHaveLength(1);
      expect(doc.appointments[0].price.services[0]).toMatchObject({
        id: 'classic-european-facial',
      });
      expect(doc.appointments[0].status).toBe('confirmed');
      expect(Array.isArray(doc.appointments[0].changes)).toBe(true);
      expect(doc.payments).toEqual([
        expect.objectContaining({ amount_cents: DEPOSIT, refunded_cents: 0 }),
      ]);
      // No provider ids or secrets in the client's copy.
      expect(JSON.stringify(doc.payments)).not.toMatch(/provider_(session|payment)_id|cs_|pi_/);
      expect(doc.consultation).toMatchObject({ skin_type: 'Oily' });
      expect(doc.contact_messages).toEqual([
        expect.objectContaining({ message: 'A question about peels' }),
      ]);
      expect(doc.corporate_inquiries).toEqual([expect.objectContaining({ company_name: 'Acme' })]);
      expect(doc.waitlist_entries).toHaveLength(1);
      expect(doc.health_access_log).toEqual([expect.objectContaining({ what: 'client_detail' })]);
      expect(doc.emails.map((e: { kind: string }) => e.kind)).toEqual(
        expect.arrayContaining(['welcome', 'booking_received']),
      );
      expect(doc.generated_at).toBe(t.clock.now().toISOString());

      // The admin's export reads the answers: recorded.
      t.clock.advance(1000);
      await request(t.http).get(`/api/clients/${p.id}/export`).set(t.asAdmin()).expect(200);
      expect((await accessLog(p)).body.entries[0]).toMatchObject({ what: 'export' });
    });
  });

  describe('the deletion', () => {
    it('refuses a confirmation that is not the account e-mail, and changes nothing', async () => {
      const p = await person(t, 'Typo', '(212) 555-0121');
      for (const confirm of ['', 'someone@else.example', p.email.replace('@', '@x')]) {
        const res = await deleteAccount(p, confirm);
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({
          code: 'deleteConfirmMismatch',
          message: MESSAGES.deleteConfirmMismatch,
          field: 'confirm_email',
        });
      }
      await request(t.http).get(`/api/clients/${p.id}/appointments`).set(as(p.token)).expect(200);
      // Case and blanks do not matter.
      const res = await deleteAccount(p, `  ${p.email.toUpperCase()} `);
      expect(res.status).toBe(200);
    });

    it('erases every trace: a dump of every table and the outbox folder holds no e-mail, phone, name or health answer', async () => {
      const p = await person(t, 'Gone', '(212) 555-0147');
      const marker = 'Allergymarkerxq9';
      // A past appointment (kept for the books) and an upcoming paid one (cancelled, refunded).
      const past = await paidBooking(t, p, '2026-11-24', {
        notes: 'Side door please',
        add_to_calendar: true,
        client_calendar_email: p.email,
      });
      const future = await paidBooking(t, p, nextDate());
      await unlockHealth(t, p);
      await request(t.http)
        .post(`/api/clients/${p.id}/consultation`)
        .set(as(p.token))
        .send({ skin_type: 'Dry', allergies: marker, medications: marker })
        .expect(200);
      await request(t.http)
        .post('/api/contact')
        .send({ name: `${p.first} ${p.last}`, email: p.email, subject: 'Peels', message: 'Hi' })
        .expect(201);
      await request(t.http)
        .post('/api/corporate-inquiry')
        .send({ companyName: 'Acme', contactName: p.last, email: p.email, phone: p.phone })
        .expect(201);
      await request(t.http)
        .post('/api/waitlist')
        .send({
          name: `${p.first} ${p.last}`,
          email: p.email,
          phone: p.phone,
          services: ['classic-european-facial'],
          days: [nextDate()],
          from: '10:00',
          to: '12:00',
        })
        .expect(201);
      // A failed login: counted under their e-mail.
      await request(t.http)
        .post('/api/clients/login')
        .send({ email: p.email, phone: '2125559999' })
        .expect(401);
      // Some mails delivered (to the outbox folder), some still queued.
      expect((await t.deliverMail()).sent).toBeGreaterThan(0);
      await request(t.http)
        .post('/api/contact')
        .send({ name: p.first, email: p.email, subject: 'Again', message: 'Queued' })
        .expect(201);
      await request(t.http).get(`/api/admin/clients/${p.id}`).set(t.asAdmin()).expect(200);
      // The past one is over.
      t.clock.set(new Date('2026-11-25T15:00:00Z'));
      await t.setStatus(past, 'completed');

      const needles = [p.email, '2125550147', p.first, p.last, marker];
      expect(tracesOf(await dumpDatabase(t), needles).length).toBeGreaterThan(5);
      expect(filesMentioning(t, [p.email]).length).toBeGreaterThan(0);

      const res = await deleteAccount(p, p.email);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        status: 'success',
        message: MESSAGES.accountDeleted,
        appointments_anonymised: 2,
      });
      expect(res.body.cancelled).toEqual([
        expect.objectContaining({
          appointment_id: future,
          rule: 'full_refund',
          refund_cents: DEPOSIT,
        }),
      ]);
      // The refund went through the payment provider and is recorded on the payment.
      const [payment] = await t.query<{ refunded_cents: number; refund_status: string }>(
        `SELECT refunded_cents, refund_status FROM payments WHERE appointment_id = $1`,
        [future],
      );
      expect(payment).toEqual({ refunded_cents: DEPOSIT, refund_status: 'succeeded' });
      // The books keep both appointments, anonymised; the future one cancelled.
      const kept = await t.query<Record<string, unknown>>(
        `SELECT id, status, client_id, client_first_name, client_last_name, client_email, client_phone,
                notes, calendar_email, client_address
           FROM appointments WHERE id = ANY($1::uuid[]) ORDER BY starts_at`,
        [[past, future]],
      );
      expect(kept).toEqual([
        {
          id: past,
          status: 'completed',
          client_id: null,
          client_first_name: 'Deleted',
          client_last_name: 'client',
          client_email: '',
          client_phone: '',
          notes: null,
          calendar_email: null,
          client_address: null,
        },
        expect.objectContaining({ id: future, status: 'cancelled', client_first_name: 'Deleted' }),
      ]);
      const [change] = await t.query<{ kind: string; refund_cents: number; actor_kind: string }>(
        `SELECT kind, refund_cents, actor_kind FROM appointment_changes WHERE appointment_id = $1`,
        [future],
      );
      expect(change).toEqual({ kind: 'cancelled', refund_cents: DEPOSIT, actor_kind: 'client' });

      // The outbox folder's copies of mails to or about them are gone already.
      expect(filesMentioning(t, [p.email, '2125550147', '(212) 555-0147', p.last])).toEqual([]);

      // The confirmation is queued to them; once delivered its record keeps no address nor text.
      const [confirmation] = await t.query<{ id: string; recipients: string[]; status: string }>(
        `SELECT id, recipients, status FROM outbox_messages WHERE kind = 'account_deleted'
          AND dedupe_key = $1`,
        [`account_deleted:${p.id}`],
      );
      expect(confirmation).toMatchObject({ recipients: [p.email], status: 'queued' });
      await t.deliverMail();
      const [delivered] = await t.query<Record<string, unknown>>(
        `SELECT recipients, text_body, html_body, status FROM outbox_messages WHERE id = $1`,
        [confirmation.id],
      );
      expect(delivered).toEqual({
        recipients: [],
        text_body: '(erased after delivery)',
        html_body: '',
        status: 'sent',
      });

      // Nothing left anywhere: every table, every row; and the outbox folder.
      const traces = tracesOf(await dumpDatabase(t), needles);
      expect(traces).toEqual([]);
      expect(filesMentioning(t, [p.email, '2125550147', '(212) 555-0147', p.last])).toEqual([]);

      // The account is gone: the token is refused, the login fails, the export is not found.
      await request(t.http).get(`/api/clients/${p.id}/appointments`).set(as(p.token)).expect(401);
      await request(t.http)
        .post('/api/clients/login')
        .send({ email: p.email, phone: p.phone })
        .expect(401);
      await request(t.http).get(`/api/clients/${p.id}/export`).set(t.asAdmin()).expect(404);
      t.clock.set(new Date('2026-11-23T14:00:00Z'));
    });

    it('the admin deletes a client on request; two deletions at once: one succeeds, the other 404', async () => {
      const p = await person(t, 'Adm', '(212) 555-0131');
      await t.book({ email: p.email, phone: p.phone, preferred_date: nextDate() });
      const del = () =>
        request(t.http).delete(`/api/admin/clients/${p.id}`).set(t.asAdmin()).send({});
      const answers = await Promise.all([del(), del(), del()]);
      expect(answers.map((r) => r.status).sort()).toEqual([200, 404, 404]);
      const ok = answers.find((r) => r.status === 200);
      expect(ok?.body).toMatchObject({ message: MESSAGES.clientDataDeleted });
      expect(ok?.body.cancelled).toHaveLength(1);
      const notFound = answers.find((r) => r.status === 404);
      expect(notFound?.body).toMatchObject({ code: 'clientNotFound' });
      // The client's session ended with the account.
      await request(t.http).get(`/api/clients/${p.id}/appointments`).set(as(p.token)).expect(401);
      const [change] = await t.query<{ actor_kind: string; actor_id: string }>(
        `SELECT c.actor_kind, c.actor_id FROM appointment_changes c
           JOIN appointments a ON a.id = c.appointment_id
          WHERE a.id = $1`,
        [ok?.body.cancelled[0].appointment_id],
      );
      expect(change).toEqual({ actor_kind: 'admin', actor_id: 'admin' });
      await t.deliverMail();
      expect(tracesOf(await dumpDatabase(t), [p.email, '2125550131', p.last])).toEqual([]);
      // A wrong confirmation from the admin is refused too.
      const q = await person(t, 'Adm2', '(212) 555-0132');
      await request(t.http)
        .delete(`/api/admin/clients/${q.id}`)
        .set(t.asAdmin())
        .send({ confirm_email: 'wrong@example.com' })
        .expect(400);
    });

    it('a login while the account is deleted is let in before or refused after, never a 500', async () => {
      for (let i = 0; i < 4; i++) {
        const p = await person(t, `Login${i}`, `(212) 555-015${i}`);
        const login = () =>
          request(t.http).post('/api/clients/login').send({ email: p.email, phone: p.phone });
        const [deleted, ...logins] = await Promise.all([
          deleteAccount(p, p.email),
          login(),
          login(),
          login(),
        ]);
        expect(deleted.status).toBe(200);
        for (const r of logins) expect([200, 401]).toContain(r.status);
        expect(await t.query(`SELECT 1 FROM client_sessions WHERE client_id = $1`, [p.id])).toEqual(
          [],
        );
      }
      // The narrowest case, made certain: the account is gone by the time its session is opened.
      const sessions = t.app.get(ClientSessions);
      const now = new Date();
      await expect(
        sessions.open(randomUUID(), now, new Date(now.getTime() + 60_000)),
      ).resolves.toBe(null);
    });

    it('a booking made while the account is deleted never fails with a 500 nor stays linked to it', async () => {
      for (let i = 0; i < 4; i++) {
        const p = await person(t, `Race${i}`, `(212) 555-014${i}`);
        const date = nextDate();
        const [deleted, booked] = await Promise.all([
          deleteAccount(p, p.email),
          t.postBooking({ email: p.email, phone: p.phone, preferred_date: date }),
        ]);
        expect(deleted.status).toBe(200);
        expect(booked.status).toBe(201);
        // Booked before: anonymised with the rest. After: a new booking of no account.
        const rows = await t.query<{ client_id: string | null; client_email: string }>(
          `SELECT client_id, client_email FROM appointments WHERE id = $1`,
          [booked.body.booking_id],
        );
        expect(rows).toHaveLength(1);
        expect(rows[0].client_id).toBeNull();
        const clients = await t.query(`SELECT 1 FROM clients WHERE id = $1`, [p.id]);
        expect(clients).toEqual([]);
      }
    });
  });
});
