import { Logger } from '@nestjs/common';
import fs, { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { ConsultationRepository } from '../../src/clients/ports/client.port';
import { MailDeliveryService } from '../../src/notifications/mail-delivery.service';
import { withTestApp } from '../support/harness';
import { dumpTables } from './health-data-helpers';
import { confirmHealthAccess } from '../support/health-access';

/** Health answers no one but the client and the admin may ever see, each a distinctive marker. */
const MARKERS = {
  allergy: 'zz-marker-allergy-123',
  medication: 'zz-marker-medication-456',
  condition: 'zz-marker-condition-789',
  routine: 'zz-marker-routine-000',
  product: 'zz-marker-product-321',
};
const ALL = Object.values(MARKERS);

/**
 * Everything the process writes to its standard output and error (pino's lines go straight to the
 * file descriptors, through fs.write / fs.writeSync), its console and Nest's loggers: recorded, not
 * printed.
 */
function captureOutput(): { text(): string; restore(): void } {
  const chunks: string[] = [];
  const keep = (data: unknown) =>
    chunks.push(Buffer.isBuffer(data) ? data.toString('utf8') : String(data));
  const isStd = (fd: unknown) => fd === 1 || fd === 2;
  const writeSync = fs.writeSync.bind(fs);
  const write = fs.write.bind(fs) as (...args: unknown[]) => void;
  const spies: jest.SpyInstance[] = [
    jest.spyOn(fs, 'writeSync').mockImplementation(((
      fd: number,
      data: unknown,
      ...rest: unknown[]
    ) => {
      if (!isStd(fd)) return (writeSync as (...a: unknown[]) => number)(fd, data, ...rest);
      keep(data);
      return Buffer.byteLength(data as string);
    }) as typeof fs.writeSync),
    jest.spyOn(fs, 'write').mockImplementation(((fd: number, data: unknown, ...rest: unknown[]) => {
      if (!isStd(fd)) return write(fd, data, ...rest);
      keep(data);
      const callback = rest[rest.length - 1] as (e: null, n: number) => void;
      process.nextTick(() => callback(null, Buffer.byteLength(data as string)));
    }) as unknown as typeof fs.write),
    ...(['stdout', 'stderr'] as const).map((stream) =>
      jest.spyOn(process[stream], 'write').mockImplementation((data: unknown) => {
        keep(data);
        return true;
      }),
    ),
    ...(['log', 'info', 'warn', 'error', 'debug'] as const).map((level) =>
      jest.spyOn(console, level).mockImplementation((...args: unknown[]) => keep(args.join(' '))),
    ),
    ...(['log', 'warn', 'error', 'debug', 'verbose', 'fatal'] as const).map((level) =>
      jest.spyOn(Logger.prototype, level).mockImplementation(function (...args: unknown[]) {
        keep(
          args.map((a) => (a instanceof Error ? `${a.message}\n${a.stack}` : String(a))).join(' '),
        );
      }),
    ),
  ];
  return { text: () => chunks.join(''), restore: () => spies.forEach((s) => s.mockRestore()) };
}

/**
 * The text of every file under `dir` (outbox, key file, business profile, the embedded database's
 * pages...), read as bytes; sockets (the embedded database's, when it runs) hold no bytes to read.
 */
function filesUnder(dir: string): string {
  return readdirSync(dir)
    .map((name) => path.join(dir, name))
    .map((file) => {
      const stat = statSync(file);
      if (stat.isDirectory()) return filesUnder(file);
      return stat.isFile() ? readFileSync(file, 'latin1') : '';
    })
    .join('\n');
}

const leaked = (text: string) => ALL.filter((marker) => text.includes(marker));

describe('health answers', () => {
  it('appear in no log, e-mail, error answer, calendar, file or table, whatever happens around them', async () => {
    const output = captureOutput();
    const errors: string[] = [];
    try {
      await withTestApp(
        { smtp: true, env: { LOG_LEVEL: 'trace', ADMIN_EMAIL: 'owner@example.com' } },
        async (t) => {
          const { client, token, body } = await t.registerClient();
          await confirmHealthAccess(t, { client, token });
          const asClient = { Authorization: `Bearer ${token}` };
          const form = {
            skin_type: 'Dry',
            current_skincare_routine: MARKERS.routine,
            products_currently_using: MARKERS.product,
            allergies: MARKERS.allergy,
            medications: MARKERS.medication,
            medical_conditions: MARKERS.condition,
            pregnant_or_nursing: true,
          };
          await request(t.http)
            .post(`/api/clients/${client.id}/consultation`)
            .set(asClient)
            .send(form)
            .expect(200);
          // Read back by those it belongs to (these answers carry it, rightly).
          const repo = t.app.get(ConsultationRepository);
          expect((await repo.find(client.id))?.allergies).toEqual([MARKERS.allergy]);

          // Bad input carrying the answers: refused, and the refusals do not repeat them.
          const bad = [
            request(t.http)
              .post(`/api/clients/${client.id}/consultation`)
              .set(asClient)
              .send({ ...form, skin_type: MARKERS.allergy }),
            request(t.http)
              .post(`/api/clients/${client.id}/consultation`)
              .set(asClient)
              .send({ ...form, medications: `${MARKERS.medication}${'x'.repeat(300)}` }),
            request(t.http)
              .post(`/api/clients/${client.id}/consultation`)
              .set(asClient)
              .send({ ...form, skin_concerns: [MARKERS.condition] }),
            request(t.http)
              .post(`/api/clients/${client.id}/consultation`)
              .set(asClient)
              .set('Content-Type', 'application/json')
              .send(`{"allergies": "${MARKERS.allergy}", oops}`),
            request(t.http).post(`/api/clients/${client.id}/consultation`).send(form),
            request(t.http)
              .post('/api/clients/register')
              .send({ ...body, email: MARKERS.allergy }),
            t.postBooking({
              email: MARKERS.allergy,
              notes: MARKERS.medication,
              preferred_time: 'x',
            }),
          ];
          for (const res of await Promise.all(bad)) {
            expect(res.status).toBeGreaterThanOrEqual(400);
            expect(res.status).toBeLessThan(500);
            errors.push(res.text);
          }

          // Appointments booked and paid, by the client, with the admin told; reminders; e-mails sent.
          const paid = await t.bookAndPay({
            email: body.email,
            first_name: body.first_name,
            last_name: body.last_name,
            phone: body.phone,
            preferred_date: '2026-12-01',
            preferred_time: '10:00',
            add_to_calendar: true,
            client_calendar_email: body.email,
          });
          await t.bookAndCheckout({
            email: body.email,
            preferred_date: '2026-12-02',
            preferred_time: '11:00',
          });
          const details = await request(t.http)
            .get(`/api/admin/appointments/${paid.bookingId}`)
            .set(t.asAdmin());
          expect(details.status).toBeLessThan(500);
          t.clock.set(new Date('2026-11-30T15:30:00Z'));
          await t.app.get(MailDeliveryService).queueReminders();
          await t.deliverMail();
          await t.sweepHolds();
          await t.deliverMail();
          expect(t.smtp.received.length).toBeGreaterThan(1);

          // The calendar: the admin's feed and the client's own .ics.
          const auth = await request(t.http).get('/api/calendar/auth').set(t.asAdmin()).expect(200);
          const feedPath = new URL(auth.body.feed_url as string).pathname;
          const feed = await request(t.http).get(feedPath).buffer(true).expect(200);
          const ics = await request(t.http)
            .get(`/api/clients/${client.id}/appointments/${paid.bookingId}/ics`)
            .set(asClient)
            .buffer(true)
            .expect(200);
          expect(feed.text).toContain('BEGIN:VEVENT');

          // A record that does not decrypt (moved onto another client's row): a server-side error
          // naming the record, not its answers.
          const other = await t.registerClient();
          await t.query(
            `INSERT INTO consultations (client_id, key_id, nonce, ciphertext, auth_tag, created_at, updated_at)
             SELECT $2, key_id, nonce, ciphertext, auth_tag, created_at, updated_at
             FROM consultations WHERE client_id = $1`,
            [client.id, other.client.id],
          );
          const broken = await request(t.http)
            .get(`/api/clients/${other.client.id}/consultation`)
            .set(t.asAdmin());
          expect(broken.status).toBe(500);
          errors.push(broken.text);

          await new Promise((resolve) => setTimeout(resolve, 200));
          const logs = output.text();
          // The capture works: the requests and the decryption failure are in it.
          expect(logs).toContain(`/api/clients/${client.id}/consultation`);
          expect(logs).toContain('do not decrypt');
          expect(leaked(logs)).toEqual([]);
          expect(leaked(errors.join('\n'))).toEqual([]);
          const mails = t.smtp.received.map((m) => m.raw).join('\n');
          expect(mails).toContain(body.email);
          expect(leaked(mails)).toEqual([]);
          expect(leaked(feed.text)).toEqual([]);
          expect(leaked(ics.text)).toEqual([]);
          const outbox = await t.outbox();
          expect(leaked(JSON.stringify(outbox))).toEqual([]);
          expect(leaked(filesUnder(t.dataDir))).toEqual([]);
          const dump = await dumpTables(t.database);
          expect(dump).toContain(client.id);
          expect(leaked(dump)).toEqual([]);
        },
      );
    } finally {
      output.restore();
    }
    // Closing the app wrote nothing of them either.
    expect(leaked(output.text())).toEqual([]);
  });
});
