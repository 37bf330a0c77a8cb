import { MESSAGES } from '@esthetics/domain';
import { JwtService } from '@nestjs/jwt';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { useTestApp } from '../support/harness';
import { ADMIN_PASSWORD, uniqueEmail, weekdays } from '../support/test-app';

const INVALID_STATUS = MESSAGES.invalidStatus;
const SECOND = 1000;

describe('admin', () => {
  const t = useTestApp();
  let clientToken: string;
  /** A distinct open weekday per booking, so tests do not book each other's slots. */
  const nextDate = weekdays();

  beforeAll(async () => {
    clientToken = (await t.registerClient()).token;
  });

  describe('login', () => {
    it('logs the admin in and the token opens the admin routes', async () => {
      const res = await request(t.http)
        .post('/api/admin/login')
        .send({ username: 'admin', password: ADMIN_PASSWORD });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        status: 'success',
        admin: { username: 'admin' },
        token: expect.any(String),
      });
      const list = await request(t.http)
        .get('/api/admin/clients')
        .set('Authorization', `Bearer ${res.body.token}`);
      expect(list.status).toBe(200);
    });

    it.each([
      [{ username: 'admin', password: 'wrong-password-123' }],
      [{ username: 'admin', password: ADMIN_PASSWORD.toUpperCase() }],
      [{ username: 'nobody', password: ADMIN_PASSWORD }],
      [{ username: 'admin', password: 'x'.repeat(500) }],
    ])('answers 401 for %j', async (body) => {
      const res = await request(t.http).post('/api/admin/login').send(body);
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({
        status: 'error',
        code: 'adminLoginFailed',
        message: MESSAGES.adminLoginFailed,
      });
      expect(res.body.token).toBeUndefined();
    });

    it.each([
      [{ username: 'admin' }],
      [{ password: ADMIN_PASSWORD }],
      [{ username: '', password: '' }],
      [{ username: 'admin', password: 12345678901234 }],
      [{}],
    ])('answers 400 when a field is missing: %j', async (body) => {
      const res = await request(t.http).post('/api/admin/login').send(body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        status: 'error',
        code: 'adminLoginRequired',
        message: MESSAGES.adminLoginRequired,
      });
    });
  });

  describe('access', () => {
    const routes: [string, () => request.Test][] = [
      ['GET appointments', () => request(t.http).get('/api/admin/appointments')],
      ['GET contacts', () => request(t.http).get('/api/admin/contacts')],
      ['GET corporate-inquiries', () => request(t.http).get('/api/admin/corporate-inquiries')],
      ['GET clients', () => request(t.http).get('/api/admin/clients')],
      [
        'PUT appointments/:id/status',
        () =>
          request(t.http)
            .put(`/api/admin/appointments/${randomUUID()}/status`)
            .send({ status: 'confirmed' }),
      ],
    ];

    it.each(routes)('%s: 401 without a valid token, 403 with a client token', async (_n, call) => {
      const none = await call();
      expect(none.status).toBe(401);
      expect(none.body).toMatchObject({ status: 'error', message: 'Please log in to continue.' });

      const foreign = new JwtService({ secret: 'x'.repeat(48) }).sign(
        { role: 'admin' },
        { subject: 'admin', algorithm: 'HS256', expiresIn: 3600 },
      );
      for (const header of ['Bearer garbage', `Bearer ${foreign}`, t.adminToken]) {
        const res = await call().set('Authorization', header);
        expect({ header, status: res.status }).toEqual({ header, status: 401 });
      }

      const client = await call().set('Authorization', `Bearer ${clientToken}`);
      expect(client.status).toBe(403);
      expect(client.body).toMatchObject({
        status: 'error',
        message: 'This area is for the administrator only.',
      });

      // A client token claiming the admin's name is still a client token, and names no session.
      const clientNamedAdmin = new JwtService({ secret: t.config.jwtSecret! }).sign(
        { role: 'client' },
        { subject: 'admin', algorithm: 'HS256', expiresIn: 3600 },
      );
      const named = await call().set('Authorization', `Bearer ${clientNamedAdmin}`);
      expect(named.status).toBe(401);

      const allowed = await call().set(t.asAdmin());
      expect([200, 404]).toContain(allowed.status);
    });
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

  describe('appointment status', () => {
    const setStatus = (id: string, body: unknown) =>
      request(t.http)
        .put(`/api/admin/appointments/${id}/status`)
        .set(t.asAdmin())
        .send(body as object);

    it.each(['confirmed', 'completed', 'cancelled'])('sets %s', async (status) => {
      const booked = await t.book({ preferred_date: nextDate(), preferred_time: '11:00' });
      const id = booked.body.booking_id;
      const res = await setStatus(id, { status });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        status: 'success',
        message: `Appointment status updated to ${status}`,
        appointment: { id, status },
      });
      const list = await request(t.http).get('/api/admin/appointments').set(t.asAdmin());
      expect(list.body.appointments.find((a: { id: string }) => a.id === id).status).toBe(status);
    });

    it.each([[{ status: 'pending' }], [{ status: 'bogus' }], [{ status: 5 }], [{}], [[]]])(
      'answers 400 for %j and leaves the appointment as it was',
      async (body) => {
        const booked = await t.book({ preferred_date: nextDate(), preferred_time: '12:00' });
        const res = await setStatus(booked.body.booking_id, body);
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({ status: 'error', message: INVALID_STATUS });
        const list = await request(t.http).get('/api/admin/appointments').set(t.asAdmin());
        const row = list.body.appointments.find(
          (a: { id: string }) => a.id === booked.body.booking_id,
        );
        expect(row.status).toBe('pending');
      },
    );

    it('answers 404 for an unknown or malformed id', async () => {
      const unknown = await setStatus(randomUUID(), { status: 'confirmed' });
      expect(unknown.status).toBe(404);
      expect(unknown.body.status).toBe('error');
      const malformed = await setStatus('not-a-uuid', { status: 'confirmed' });
      expect(malformed.status).toBe(404);
    });

    it('answers 409 (not 500) when re-confirming a cancelled appointment whose slot was taken', async () => {
      const date = nextDate();
      const first = await t.book({ preferred_date: date, preferred_time: '14:00' });
      const cancelled = await setStatus(first.body.booking_id, { status: 'cancelled' });
      expect(cancelled.status).toBe(200);

      const second = await t.book({ preferred_date: date, preferred_time: '14:00' });

      const again = await setStatus(first.body.booking_id, { status: 'confirmed' });
      expect(again.status).toBe(409);
      expect(again.body).toMatchObject({
        status: 'error',
        message: MESSAGES.slotTaken,
      });
      const list = await request(t.http).get('/api/admin/appointments').set(t.asAdmin());
      const row = (id: string) =>
        list.body.appointments.find((a: { id: string }) => a.id === id).status;
      expect(row(first.body.booking_id)).toBe('cancelled');
      expect(row(second.body.booking_id)).toBe('pending');

      // Completing it does not occupy the slot, so that is allowed.
      const completed = await setStatus(first.body.booking_id, { status: 'completed' });
      expect(completed.status).toBe(200);
    });
  });
});
