import { maskEmail, MESSAGES } from '@esthetics/domain';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { confirmHealthAccess } from '../support/health-access';
import { useTestApp } from '../support/harness';
import { uniqueEmail } from '../support/test-app';
import { expectAnswer } from '../support/answers';

const REQUIRED = MESSAGES.requiredFields;

describe('clients', () => {
  const t = useTestApp();

  describe('appointments', () => {
    it("lists the client's own appointments and no one else's", async () => {
      const { body, client, token } = await t.registerClient();
      const mine = await t.book({
        email: body.email,
        phone: body.phone,
        preferred_date: '2026-12-01',
      });
      await t.book({ preferred_date: '2026-12-02' });

      const res = await request(t.http)
        .get(`/api/clients/${client.id}/appointments`)
        .set('Authorization', `Bearer ${token}`);
      expectAnswer(res, 200, { status: 'success', total: 1 });
      expect(res.body.appointments).toHaveLength(1);
      expect(res.body.appointments[0]).toMatchObject({
        id: mine.body.booking_id,
        client_id: client.id,
        client_email: body.email,
        services: ['Classic European Facial'],
        appointment_date: '2026-12-01',
        appointment_time: '10:00',
        total_price: 85,
        deposit_amount: 21.25,
        total_duration: 60,
        service_location: 'clinic',
        status: 'pending',
        payment_status: 'unpaid',
      });
    });

    it('answers an empty list for a client without appointments', async () => {
      const { client, token } = await t.registerClient();
      const res = await request(t.http)
        .get(`/api/clients/${client.id}/appointments`)
        .set('Authorization', `Bearer ${token}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: 'success', appointments: [], total: 0 });
    });
  });

  describe('consultation', () => {
    it('answers 404 before any form, then stores and returns the form', async () => {
      const { client, token } = await t.registerClient();
      await confirmHealthAccess(t, { client, token });
      const auth = { Authorization: `Bearer ${token}` };
      const before = await request(t.http).get(`/api/clients/${client.id}/consultation`).set(auth);
      expect(before.status).toBe(404);
      expect(before.body.status).toBe('error');

      // The answers that come back exactly as they were sent (the others are cleaned up).
      const keptAsSent = {
        current_skincare_routine: 'Cleanser and moisturiser',
        products_currently_using: ['Gentle cleanser'],
        previous_treatments: [],
        medical_conditions: [],
        pregnant_or_nursing: true,
        skin_goals: ['Even tone'],
        treatment_preferences: ['Facials'],
        budget_range: '$75-$125',
        sun_exposure: 'Moderate',
        smoking_status: 'Never',
        alcohol_consumption: 'Occasional',
      };
      const saved = await request(t.http)
        .post(`/api/clients/${client.id}/consultation`)
        .set(auth)
        .send({
          client_id: client.id,
          skin_type: 'Combination',
          skin_concerns: ['Acne', 'Redness', 'Acne'],
          allergies: 'a, b,, c',
          medications: ' ibuprofen ,',
          ...keptAsSent,
        });
      expectAnswer(saved, 200, {
        status: 'success',
        message: MESSAGES.healthFormsUpdated,
      });

      const expected = {
        status: 'success',
        client_id: client.id,
        skin_type: 'Combination',
        skin_concerns: ['Acne', 'Redness'],
        allergies: ['a', 'b', 'c'],
        medications: ['ibuprofen'],
        ...keptAsSent,
        updated_at: t.clock.now().toISOString(),
      };
      const after = await request(t.http).get(`/api/clients/${client.id}/consultation`).set(auth);
      expect(after.status).toBe(200);
      expect(after.body).toEqual(expected);
      const byAdmin = await request(t.http)
        .get(`/api/clients/${client.id}/consultation`)
        .set(t.asAdmin());
      expect(byAdmin.status).toBe(200);
      expect(byAdmin.body).toEqual(expected);

      // Saving again replaces the form.
      const again = await request(t.http)
        .post(`/api/clients/${client.id}/consultation`)
        .set(auth)
        .send({ skin_type: 'Dry', allergies: [] });
      expect(again.status).toBe(200);
      const replaced = await request(t.http)
        .get(`/api/clients/${client.id}/consultation`)
        .set(auth);
      expect(replaced.body).toMatchObject({ skin_type: 'Dry', allergies: [], skin_concerns: [] });
    });

    it.each([
      [{ skin_type: 'Scaly' }, 'Please choose a valid option for skin type.'],
      [{ skin_concerns: ['Freckles'] }, 'Please choose a valid option for skin concerns.'],
      [{ client_id: randomUUID() }, 'client_id does not match the client of this address.'],
    ])('answers 400 for %j and stores nothing', async (body, message) => {
      const { client, token } = await t.registerClient();
      await confirmHealthAccess(t, { client, token });
      const res = await request(t.http)
        .post(`/api/clients/${client.id}/consultation`)
        .set('Authorization', `Bearer ${token}`)
        .send(body);
      expectAnswer(res, 400, { status: 'error', message });
      const stored = await request(t.http)
        .get(`/api/clients/${client.id}/consultation`)
        .set('Authorization', `Bearer ${token}`);
      expect(stored.status).toBe(404);
    });
  });

  describe('profile', () => {
    it('updates the profile, and the change shows at the next login (a new e-mail once it is confirmed)', async () => {
      const who = await t.registerClient();
      const { body, client, token } = who;
      const newEmail = uniqueEmail('Moved');
      const res = await request(t.http)
        .put(`/api/clients/${client.id}/profile`)
        .set('Authorization', `Bearer ${token}`)
        .send({
          first_name: 'Maya',
          last_name: 'Reed-Lopez',
          email: newEmail.toUpperCase(),
          phone: '301.555.0177',
          date_of_birth: '1991-02-03',
        });
      expectAnswer(res, 200, {
        status: 'success',
        message: MESSAGES.emailChangeSent(maskEmail(newEmail.toLowerCase())),
        client: {
          id: client.id,
          last_name: 'Reed-Lopez',
          email: body.email,
          phone: '3015550177',
          date_of_birth: '1991-02-03',
        },
      });
      await t.confirmEmail(who, newEmail.toLowerCase());

      const login = await request(t.http)
        .post('/api/clients/login')
        .send({ email: newEmail, phone: '3015550177' });
      expect(login.status).toBe(200);
      expect(login.body.client).toMatchObject({
        id: client.id,
        last_name: 'Reed-Lopez',
        email: newEmail.toLowerCase(),
        date_of_birth: '1991-02-03',
        email_verified: true,
      });
      const oldLogin = await request(t.http)
        .post('/api/clients/login')
        .send({ email: body.email, phone: body.phone });
      expect(oldLogin.status).toBe(401);
    });

    it("answers 409 for another client's e-mail and keeps the profile", async () => {
      const a = await t.registerClient();
      const b = await t.registerClient();
      const res = await request(t.http)
        .put(`/api/clients/${a.client.id}/profile`)
        .set('Authorization', `Bearer ${a.token}`)
        .send({ ...a.body, email: b.body.email.toUpperCase() });
      expectAnswer(res, 409, {
        status: 'error',
        message: MESSAGES.emailTaken,
      });
      const login = await request(t.http)
        .post('/api/clients/login')
        .send({ email: a.body.email, phone: a.body.phone });
      expect(login.status).toBe(200);
    });

    it('answers 400 when a required field is missing', async () => {
      const { body, client, token } = await t.registerClient();
      const res = await request(t.http)
        .put(`/api/clients/${client.id}/profile`)
        .set('Authorization', `Bearer ${token}`)
        .send({ ...body, last_name: '' });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(REQUIRED);
    });
  });
});
