import request from 'supertest';
import { useTestApp } from '../support/harness';
import { uniqueEmail, weekdays } from '../support/test-app';

const SECOND = 1000;

describe('admin', () => {
  const t = useTestApp();
  /** A distinct open weekday per booking, so tests do not book each other's slots. */
  const nextDate = weekdays();

  beforeAll(async () => {
    await t.registerClient();
  });

  describe('lists', () => {
    it('pages contact messages: newest first, 20 by default, capped at 100, offset', async () => {
      const before = await request(t.http).get('/api/admin/contacts').set(t.asAdmin());
      expect(before.status).toBe(200);
      const ids: string[] = [];
      for (let i = 0; i < 105; i += 1) {
        t.clock.advance(SECOND);
        const res = await request(t.http)
          .post('/api/contact')
          .send({ name: `Sender ${i}`, email: uniqueEmail('c'), subject: `S${i}`, message: 'Hi' });
        expect(res.status).toBe(201);
        ids.push(res.body.id);
      }
      const total = before.body.total + 105;
      const newestFirst = [...ids].reverse();

      const first = await request(t.http).get('/api/admin/contacts').set(t.asAdmin());
      expect(first.status).toBe(200);
      expect(first.body.status).toBe('success');
      expect(first.body.total).toBe(total);
      expect(first.body.messages.map((m: { id: string }) => m.id)).toEqual(
        newestFirst.slice(0, 20),
      );
      expect(first.body.messages[0]).toMatchObject({
        name: 'Sender 104',
        subject: 'S104',
        message: 'Hi',
        status: 'new',
        created_at: t.clock.now().toISOString(),
      });

      const second = await request(t.http)
        .get('/api/admin/contacts')
        .query({ limit: 20, offset: 20 })
        .set(t.asAdmin());
      expect(second.body.messages.map((m: { id: string }) => m.id)).toEqual(
        newestFirst.slice(20, 40),
      );
      expect(second.body.total).toBe(total);

      const capped = await request(t.http)
        .get('/api/admin/contacts')
        .query({ limit: 500 })
        .set(t.asAdmin());
      expect(capped.status).toBe(200);
      expect(capped.body.messages).toHaveLength(100);
      expect(capped.body.messages.map((m: { id: string }) => m.id)).toEqual(
        newestFirst.slice(0, 100),
      );

      const tail = await request(t.http)
        .get('/api/admin/contacts')
        .query({ limit: 100, offset: 100 })
        .set(t.asAdmin());
      expect(tail.body.messages).toHaveLength(total - 100);

      const beyond = await request(t.http)
        .get('/api/admin/contacts')
        .query({ offset: total })
        .set(t.asAdmin());
      expect(beyond.status).toBe(200);
      expect(beyond.body).toMatchObject({ messages: [], total });
    });

    it('lists clients newest first with a total', async () => {
      t.clock.advance(SECOND);
      const older = await t.registerClient();
      t.clock.advance(SECOND);
      const newer = await t.registerClient();
      const res = await request(t.http)
        .get('/api/admin/clients')
        .query({ limit: 2 })
        .set(t.asAdmin());
      expect(res.status).toBe(200);
      expect(res.body.status).toBe('success');
      expect(res.body.clients.map((c: { id: string }) => c.id)).toEqual([
        newer.client.id,
        older.client.id,
      ]);
      expect(res.body.clients[0]).toMatchObject({
        email: newer.body.email,
        phone: '3015550188',
        first_name: 'Maya',
      });
      expect(res.body.total).toBeGreaterThanOrEqual(3);
      const all = await request(t.http)
        .get('/api/admin/clients')
        .query({ limit: 100 })
        .set(t.asAdmin());
      expect(all.body.clients).toHaveLength(res.body.total);
    });

    it('lists appointments newest first with the spec fields', async () => {
      t.clock.advance(SECOND);
      const older = await t.postBooking({ preferred_date: nextDate() });
      t.clock.advance(SECOND);
      const newer = await t.postBooking({
        preferred_date: nextDate(),
        first_name: 'Lena',
        phone: '301-555-0101',
      });
      expect(older.status).toBe(201);
      expect(newer.status).toBe(201);
      const res = await request(t.http).get('/api/admin/appointments').set(t.asAdmin());
      expect(res.status).toBe(200);
      expect(res.body.appointments.slice(0, 2).map((a: { id: string }) => a.id)).toEqual([
        newer.body.booking_id,
        older.body.booking_id,
      ]);
      expect(res.body.appointments[0]).toMatchObject({
        id: newer.body.booking_id,
        client_first_name: 'Lena',
        client_last_name: 'Lopez',
        client_phone: '3015550101',
        services: ['Classic European Facial'],
        service_type: 'Classic European Facial',
        appointment_time: '10:00',
        total_price: 85,
        total_duration: 60,
        service_location: 'clinic',
        status: 'pending',
        payment_status: 'unpaid',
        deposit_amount: 21.25,
      });
      expect(res.body.total).toBeGreaterThanOrEqual(2);
    });

    it('lists corporate inquiries newest first', async () => {
      const send = (companyName: string) =>
        request(t.http)
          .post('/api/corporate-inquiry')
          .send({
            companyName,
            contactName: 'Jordan Lee',
            email: uniqueEmail('corp'),
            phone: '(301) 555-0199',
          });
      t.clock.advance(SECOND);
      const older = await send('Older Co');
      t.clock.advance(SECOND);
      const newer = await send('Newer Co');
      expect(older.status).toBe(201);
      expect(newer.status).toBe(201);
      const res = await request(t.http).get('/api/admin/corporate-inquiries').set(t.asAdmin());
      expect(res.status).toBe(200);
      expect(res.body.inquiries.slice(0, 2).map((i: { id: string }) => i.id)).toEqual([
        newer.body.id,
        older.body.id,
      ]);
      expect(res.body.inquiries[0]).toMatchObject({
        companyName: 'Newer Co',
        packageType: 'custom',
        selectedPackage: null,
        status: 'new',
      });
      expect(res.body.total).toBeGreaterThanOrEqual(2);
    });

    it.each([
      ['appointments', { limit: 'abc' }, 'limit must be a whole number'],
      ['contacts', { limit: '1.5' }, 'limit must be a whole number'],
      ['clients', { limit: 0 }, 'limit must be at least 1'],
      ['corporate-inquiries', { offset: -1 }, 'offset must be 0 or more'],
      ['contacts', { offset: 'x' }, 'offset must be a whole number'],
    ])('GET %s with %j answers 400', async (list, query, message) => {
      const res = await request(t.http).get(`/api/admin/${list}`).query(query).set(t.asAdmin());
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ status: 'error', message });
    });
  });
});
