import { MESSAGES } from '@esthetics/domain';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { ClientSessions } from '../../src/auth/client-sessions';
import { useTestApp } from '../support/harness';
import { weekdays } from '../support/test-app';
import {
  dumpDatabase,
  filesMentioning,
  paidBooking,
  person,
  Person,
  saveConsultation,
  sendPublicForms,
  tracesOf,
  unlockHealth,
} from '../support/privacy-steps';
import { as, DEPOSIT, OWNER } from '../support/studio';
import { expectAnswer } from '../support/answers';

describe("privacy: the client's rights over their data", () => {
  const t = useTestApp({ stripe: true, env: { ADMIN_EMAIL: OWNER } });
  const nextDate = weekdays();
  const deleteAccount = async (p: Person, confirm: string) => {
    await unlockHealth(t, p);
    return request(t.http)
      .delete(`/api/clients/${p.id}`)
      .set(as(p.token))
      .send({ confirm_email: confirm });
  };

  describe('the deletion', () => {
    it('refuses a confirmation that is not the account e-mail, and changes nothing', async () => {
      const p = await person(t, 'Typo', '(212) 555-0121');
      for (const confirm of ['', 'someone@else.example', p.email.replace('@', '@x')]) {
        const res = await deleteAccount(p, confirm);
        expectAnswer(res, 400, {
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
      await saveConsultation(t, p, { skin_type: 'Dry', allergies: marker, medications: marker });
      await sendPublicForms(t, p, {
        name: `${p.first} ${p.last}`,
        contactName: p.last,
        subject: 'Peels',
        message: 'Hi',
        day: nextDate(),
      });
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

      // A card saved when they once booked as a guest: its provider customer is keyed by the e-mail.
      await t.query(
        `INSERT INTO payment_customers (provider, key, client_id, email, customer_id, created_at)
         VALUES ('stripe', 'email:' || lower($1), NULL, $1, 'cus_guest', now())`,
        [p.email],
      );

      const needles = [p.email, '2125550147', p.first, p.last, marker];
      expect(tracesOf(await dumpDatabase(t), needles).length).toBeGreaterThan(5);
      expect(filesMentioning(t, [p.email]).length).toBeGreaterThan(0);

      const res = await deleteAccount(p, p.email);
      expectAnswer(res, 200, {
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
