import { MESSAGES } from '@esthetics/domain';
import { JwtService } from '@nestjs/jwt';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { useTestApp } from '../support/harness';
import { ADMIN_PASSWORD, weekdays } from '../support/test-app';
import { expectAnswer } from '../support/answers';

const INVALID_STATUS = MESSAGES.invalidStatus;

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
      expectAnswer(res, 401, {
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
      expectAnswer(res, 400, {
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
      expectAnswer(none, 401, { status: 'error', message: 'Please log in to continue.' });

      const foreign = new JwtService({ secret: 'x'.repeat(48) }).sign(
        { role: 'admin' },
        { subject: 'admin', algorithm: 'HS256', expiresIn: 3600 },
      );
      for (const header of ['Bearer garbage', `Bearer ${foreign}`, t.adminToken]) {
        const res = await call().set('Authorization', header);
        expect({ header, status: res.status }).toEqual({ header, status: 401 });
      }

      const client = await call().set('Authorization', `Bearer ${clientToken}`);
      expectAnswer(client, 403, {
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
      expectAnswer(res, 200, {
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
        expectAnswer(res, 400, { status: 'error', message: INVALID_STATUS });
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
      expectAnswer(again, 409, {
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
