import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import request from 'supertest';
import {
  ADMIN_PASSWORD,
  adminToken,
  bookingPayload,
  registerClient,
  startTestApp,
  TestApp,
  TestAppOptions,
  uniqueEmail,
} from '../support/test-app';

/**
 * The options that restart on the data of `previous`: its DATA_DIR, and its schema in
 * TEST_DATABASE_URL (embedded PGlite lives in DATA_DIR, so a new embedded server opens it again).
 */
function sameData(previous: TestApp): TestAppOptions {
  return {
    dataDir: previous.dataDir,
    clock: previous.clock,
    ...(process.env.TEST_DATABASE_URL ? { database: previous.database } : {}),
  };
}

/** Drops a kept PostgreSQL schema once no app uses it (embedded data stays in its temporary dir). */
async function dropKeptSchema(app: TestApp): Promise<void> {
  if (!process.env.TEST_DATABASE_URL) return;
  const client = new Client({ connectionString: app.database.url });
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS ${app.database.schema} CASCADE`);
  } finally {
    await client.end();
  }
}

/** Apps still running, closed (once) after the tests whatever happened. */
const running = new Set<TestApp>();
async function start(options: TestAppOptions = {}): Promise<TestApp> {
  const app = await startTestApp(options);
  running.add(app);
  return app;
}
async function stop(app: TestApp): Promise<void> {
  running.delete(app);
  await app.close({ keepData: true });
}
const kept: TestApp[] = [];

afterAll(async () => {
  for (const app of [...running].reverse()) await stop(app);
  for (const app of kept) await dropKeptSchema(app);
});

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
  it('finds every record again after a restart', async () => {
    const first = await start();
    kept.push(first);
    const registered = await registerClient(first, { first_name: 'Rita' });
    const consultation = await request(first.http)
      .post(`/api/clients/${registered.client.id}/consultation`)
      .set('Authorization', `Bearer ${registered.token}`)
      .send({ skin_type: 'Dry', allergies: 'latex, nuts' });
    expect(consultation.status).toBe(200);
    const booking = await request(first.http)
      .post('/api/bookings')
      .send(
        bookingPayload({
          email: registered.body.email,
          phone: registered.body.phone,
          preferred_date: '2026-12-01',
          preferred_time: '13:00',
        }),
      );
    expect(booking.status).toBe(201);
    const contact = await request(first.http)
      .post('/api/contact')
      .send({
        name: 'Ana Lopez',
        email: uniqueEmail('contact'),
        subject: 'Before the restart',
        message: 'Still there?',
      });
    expect(contact.status).toBe(201);
    const inquiry = await request(first.http)
      .post('/api/corporate-inquiry')
      .send({
        companyName: 'Persist Inc',
        contactName: 'Jordan',
        email: uniqueEmail('corp'),
        phone: '3015550100',
        selectedPackage: { id: 'team_building' },
      });
    expect(inquiry.status).toBe(201);
    const confirmed = await request(first.http)
      .put(`/api/admin/appointments/${booking.body.booking_id}/status`)
      .set('Authorization', `Bearer ${await adminToken(first)}`)
      .send({ status: 'confirmed' });
    expect(confirmed.status).toBe(200);

    await stop(first);
    const s = await start(sameData(first));
    const admin = { Authorization: `Bearer ${await adminToken(s)}` };

    const login = await request(s.http)
      .post('/api/clients/login')
      .send({ email: registered.body.email, phone: registered.body.phone });
    expect(login.status).toBe(200);
    expect(login.body.client).toMatchObject({ id: registered.client.id, first_name: 'Rita' });

    // A token issued before the restart still works (same JWT secret).
    const appointments = await request(s.http)
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

    const form = await request(s.http)
      .get(`/api/clients/${registered.client.id}/consultation`)
      .set('Authorization', `Bearer ${login.body.token}`);
    expect(form.status).toBe(200);
    expect(form.body).toMatchObject({ skin_type: 'Dry', allergies: ['latex', 'nuts'] });

    const contacts = await request(s.http).get('/api/admin/contacts').set(admin);
    expect(contacts.body.messages.map((m: { id: string }) => m.id)).toContain(contact.body.id);
    const inquiries = await request(s.http).get('/api/admin/corporate-inquiries').set(admin);
    expect(inquiries.body.inquiries).toContainEqual(
      expect.objectContaining({
        id: inquiry.body.id,
        companyName: 'Persist Inc',
        packageType: 'team_building',
      }),
    );
    const clients = await request(s.http).get('/api/admin/clients').set(admin);
    expect(clients.body.clients.map((c: { id: string }) => c.id)).toContain(registered.client.id);
    const all = await request(s.http).get('/api/admin/appointments').set(admin);
    expect(all.body.appointments.map((a: { id: string }) => a.id)).toContain(
      booking.body.booking_id,
    );

    // The confirmed slot is still taken after the restart.
    const clash = await request(s.http)
      .post('/api/bookings')
      .send(bookingPayload({ preferred_date: '2026-12-01', preferred_time: '13:00' }));
    expect(clash.status).toBe(409);
    const slots = await request(s.http)
      .get('/api/availability')
      .query({ date: '2026-12-01', duration: 60 });
    expect(slots.body.slots.find((x: { time: string }) => x.time === '13:00').available).toBe(
      false,
    );
  });
});

describe('generated admin password', () => {
  it('is written once to DATA_DIR/admin-password.txt (mode 600), logs in, and survives restarts', async () => {
    const unset = { env: { ADMIN_PASSWORD: '' } };
    const [first, printed] = await quietly(() => start(unset));
    kept.push(first);
    const file = path.join(first.dataDir, 'admin-password.txt');
    expect(existsSync(file)).toBe(true);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const password = readFileSync(file, 'utf8').trim();
    expect(password.length).toBeGreaterThanOrEqual(16);
    expect(password).not.toBe(ADMIN_PASSWORD);
    // Printed once on the console, where the operator sees it.
    expect(printed).toContain(password);
    expect(printed).toContain(file);

    const ok = await request(first.http)
      .post('/api/admin/login')
      .send({ username: 'admin', password });
    expect(ok.status).toBe(200);
    expect(ok.body.admin).toEqual({ username: 'admin' });
    const wrong = await request(first.http)
      .post('/api/admin/login')
      .send({ username: 'admin', password: ADMIN_PASSWORD });
    expect(wrong.status).toBe(401);

    await stop(first);
    const [second, printedAgain] = await quietly(() => start({ ...sameData(first), ...unset }));
    expect(printedAgain).not.toContain(password);
    expect(readFileSync(file, 'utf8').trim()).toBe(password);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const afterRestart = await request(second.http)
      .post('/api/admin/login')
      .send({ username: 'admin', password });
    expect(afterRestart.status).toBe(200);

    // Setting ADMIN_PASSWORD later does not replace the existing admin's password.
    await stop(second);
    const third = await start({ ...sameData(first), env: { ADMIN_PASSWORD } });
    const unchanged = await request(third.http)
      .post('/api/admin/login')
      .send({ username: 'admin', password });
    expect(unchanged.status).toBe(200);
    const replaced = await request(third.http)
      .post('/api/admin/login')
      .send({ username: 'admin', password: ADMIN_PASSWORD });
    expect(replaced.status).toBe(401);
  });
});
