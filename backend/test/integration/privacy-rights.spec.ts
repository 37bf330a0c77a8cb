import request from 'supertest';
import { useTestApp } from '../support/harness';
import { EXPORT_SECTIONS } from '../support/export-sections';
import { weekdays } from '../support/test-app';
import {
  paidBooking,
  person,
  Person,
  saveConsultation,
  sendPublicForms,
  unlockHealth,
} from '../support/privacy-steps';
import { as, DEPOSIT, OWNER } from '../support/studio';

describe("privacy: the client's rights over their data", () => {
  const t = useTestApp({ stripe: true, env: { ADMIN_EMAIL: OWNER } });
  const nextDate = weekdays();

  const exportOf = async (p: Person) => {
    await unlockHealth(t, p);
    return request(t.http).get(`/api/clients/${p.id}/export`).set(as(p.token));
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

      await saveConsultation(t, p, { skin_type: 'Dry', allergies: 'latex' });
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
      await saveConsultation(t, p, { skin_type: 'Oily', allergies: 'nuts' });
      await sendPublicForms(t, p, {
        name: p.first,
        contactName: p.first,
        subject: 'Hello',
        message: 'A question about peels',
        day: nextDate(),
      });
      await request(t.http).get(`/api/admin/clients/${p.id}`).set(t.asAdmin()).expect(200);

      const res = await exportOf(p);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="my-data-${t.clock.now().toISOString().slice(0, 10)}.json"`,
      );
      const doc = res.body;
      expect(Object.keys(doc).sort()).toEqual(EXPORT_SECTIONS);
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
});
