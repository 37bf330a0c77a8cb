import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { OperatorConsole } from '../../src/admin/admin.service';
import { Harness, withTestApp } from '../support/harness';
import { confirmHealthAccess } from '../support/health-access';
import { ADMIN_PASSWORD, uniqueEmail } from '../support/test-app';

/** Runs `fn` with stdout captured; answers its result and what it printed. */
async function quietly<T>(fn: () => Promise<T>): Promise<[T, string]> {
  let printed = '';
  const spy = jest.spyOn(process.stdout, 'write').mockImplementation((chunk: unknown) => {
    printed += String(chunk);
    return true;
  });
  try {
    return [await fn(), printed];
  } finally {
    spy.mockRestore();
  }
}

describe('restart on the same data', () => {
  it('finds every record again after a restart', () =>
    withTestApp({}, async (t) => {
      const registered = await t.registerClient({ first_name: 'Rita' });
      await confirmHealthAccess(t, registered);
      const consultation = await request(t.http)
        .post(`/api/clients/${registered.client.id}/consultation`)
        .set('Authorization', `Bearer ${registered.token}`)
        .send({ skin_type: 'Dry', allergies: 'latex, nuts' });
      expect(consultation.status).toBe(200);
      const booking = await t.book({
        email: registered.body.email,
        phone: registered.body.phone,
        preferred_date: '2026-12-01',
        preferred_time: '13:00',
      });
      const contact = await request(t.http)
        .post('/api/contact')
        .send({
          name: 'Ana Lopez',
          email: uniqueEmail('contact'),
          subject: 'Before the restart',
          message: 'Still there?',
        });
      expect(contact.status).toBe(201);
      const inquiry = await request(t.http)
        .post('/api/corporate-inquiry')
        .send({
          companyName: 'Persist Inc',
          contactName: 'Jordan',
          email: uniqueEmail('corp'),
          phone: '3015550100',
          selectedPackage: { id: 'team_building' },
        });
      expect(inquiry.status).toBe(201);
      await t.setStatus(booking.body.booking_id, 'confirmed');

      await t.restart();
      const admin = t.asAdmin(); // logged in again

      const login = await request(t.http)
        .post('/api/clients/login')
        .send({ email: registered.body.email, phone: registered.body.phone });
      expect(login.status).toBe(200);
      expect(login.body.client).toMatchObject({ id: registered.client.id, first_name: 'Rita' });

      // A token issued before the restart still works (same JWT secret).
      const appointments = await request(t.http)
        .get(`/api/clients/${registered.client.id}/appointments`)
        .set('Authorization', `Bearer ${registered.token}`);
      expect(appointments.status).toBe(200);
      expect(appointments.body.appointments).toHaveLength(1);
      expect(appointments.body.appointments[0]).toMatchObject({
        id: booking.body.booking_id,
        appointment_date: '2026-12-01',
        appointment_time: '13:00',
        status: 'confirmed',
        total_price: 85,
      });

      await confirmHealthAccess(t, { client: login.body.client, token: login.body.token });
      const form = await request(t.http)
        .get(`/api/clients/${registered.client.id}/consultation`)
        .set('Authorization', `Bearer ${login.body.token}`);
      expect(form.status).toBe(200);
      expect(form.body).toMatchObject({ skin_type: 'Dry', allergies: ['latex', 'nuts'] });

      const contacts = await request(t.http).get('/api/admin/contacts').set(admin);
      expect(contacts.body.messages.map((m: { id: string }) => m.id)).toContain(contact.body.id);
      const inquiries = await request(t.http).get('/api/admin/corporate-inquiries').set(admin);
      expect(inquiries.body.inquiries).toContainEqual(
        expect.objectContaining({
          id: inquiry.body.id,
          companyName: 'Persist Inc',
          packageType: 'team_building',
        }),
      );
      const clients = await request(t.http).get('/api/admin/clients').set(admin);
      expect(clients.body.clients.map((c: { id: string }) => c.id)).toContain(registered.client.id);
      const all = await request(t.http).get('/api/admin/appointments').set(admin);
      expect(all.body.appointments.map((a: { id: string }) => a.id)).toContain(
        booking.body.booking_id,
      );

      // The confirmed slot is still taken after the restart.
      const clash = await t.postBooking({ preferred_date: '2026-12-01', preferred_time: '13:00' });
      expect(clash.status).toBe(409);
      const slots = await request(t.http)
        .get('/api/availability')
        .query({ date: '2026-12-01', duration: 60 });
      expect(slots.body.slots.find((x: { time: string }) => x.time === '13:00').available).toBe(
        false,
      );
    }));
});

describe('generated admin password', () => {
  it('is written once to DATA_DIR/admin-password.txt (mode 600), logs in, and survives restarts', async () => {
    const t = new Harness({ admin: false, env: { ADMIN_PASSWORD: '' } });
    // As on an operator's terminal (without one, only the file is named: admin.service.spec.ts).
    const terminal = jest.spyOn(OperatorConsole.prototype, 'isTerminal').mockReturnValue(true);
    try {
      const [, printed] = await quietly(() => t.start());
      const file = path.join(t.dataDir, 'admin-password.txt');
      expect(existsSync(file)).toBe(true);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      const password = readFileSync(file, 'utf8').trim();
      expect(password.length).toBeGreaterThanOrEqual(16);
      expect(password).not.toBe(ADMIN_PASSWORD);
      // Printed once on the console, where the operator sees it.
      expect(printed).toContain(password);
      expect(printed).toContain(file);

      const ok = await request(t.http)
        .post('/api/admin/login')
        .send({ username: 'admin', password });
      expect(ok.status).toBe(200);
      expect(ok.body.admin).toEqual({ username: 'admin' });
      const wrong = await request(t.http)
        .post('/api/admin/login')
        .send({ username: 'admin', password: ADMIN_PASSWORD });
      expect(wrong.status).toBe(401);

      const [, printedAgain] = await quietly(() => t.restart());
      expect(printedAgain).not.toContain(password);
      expect(readFileSync(file, 'utf8').trim()).toBe(password);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      const afterRestart = await request(t.http)
        .post('/api/admin/login')
        .send({ username: 'admin', password });
      expect(afterRestart.status).toBe(200);

      // Setting ADMIN_PASSWORD later does not replace the existing admin's password.
      await t.restart({ env: { ADMIN_PASSWORD } });
      const unchanged = await request(t.http)
        .post('/api/admin/login')
        .send({ username: 'admin', password });
      expect(unchanged.status).toBe(200);
      const replaced = await request(t.http)
        .post('/api/admin/login')
        .send({ username: 'admin', password: ADMIN_PASSWORD });
      expect(replaced.status).toBe(401);
    } finally {
      terminal.mockRestore();
      await t.close();
    }
  });
});
