import { MESSAGES } from '@esthetics/domain';
import { INestApplication, LoggerService } from '@nestjs/common';
import { Logger as PinoLogger } from 'nestjs-pino';
import request from 'supertest';
import { useTestApp, withTestApp } from '../support/harness';
import { uniqueEmail, weekdays } from '../support/test-app';
import { newVisitor, uniquePhone, bookAs } from '../support/visitors';
import { expectAnswer } from '../support/answers';

/** The forms and the mail cannot be turned against anyone. */

const OWNER = 'owner@studio.example';

const PHISH = 'your card was declined, visit https://evil.example';

/**
 * The messages the app logs from now on (and what it buffered since it started: a test app never
 * listens, so Nest keeps its lines until they are flushed), and everything logged with them (context,
 * details) as `all`; `restore` gives the app its own logger back.
 */
function captureLogs(app: INestApplication): {
  messages: string[];
  all: () => string;
  restore: () => void;
} {
  const messages: string[] = [];
  const details: string[] = [];
  const write = (message: unknown, ...rest: unknown[]) => {
    messages.push(String(message));
    details.push(...rest.map(String));
  };
  const capture: LoggerService = {
    log: write,
    warn: write,
    error: write,
    debug: write,
    verbose: write,
    fatal: write,
  };
  app.useLogger(capture);
  app.flushLogs();
  return {
    messages,
    all: () => [...messages, ...details].join('\n'),
    restore: () => app.useLogger(app.get(PinoLogger)),
  };
}

describe('abuse of the forms and the mail', () => {
  const t = useTestApp({
    smtp: true,
    env: { ADMIN_EMAIL: OWNER, UNPAID_HOLDS_PER_CLIENT: '3' },
  });
  const nextDate = weekdays();

  describe('acknowledgements repeat nothing the sender wrote (point 13)', () => {
    it('sends the contact and corporate senders a fixed text, and the owner everything', async () => {
      const contactEmail = uniqueEmail('contact');
      await request(t.http)
        .post('/api/contact')
        .send({ name: PHISH, email: contactEmail, subject: PHISH, message: `${PHISH} now` })
        .expect(201);
      const corporateEmail = uniqueEmail('corporate');
      await request(t.http)
        .post('/api/corporate-inquiry')
        .send({
          companyName: PHISH,
          contactName: PHISH,
          email: corporateEmail,
          phone: '3015550100',
          eventDuration: PHISH,
          specialRequirements: `${PHISH} today`,
        })
        .expect(201);
      t.smtp.received.length = 0;
      await t.deliverMail();
      const to = (address: string) => t.smtp.received.filter((r) => r.envelopeTo.includes(address));

      const acknowledgements = [...to(contactEmail), ...to(corporateEmail)];
      expect(acknowledgements.map((r) => r.mail.subject)).toEqual([
        'We received your message',
        'Your corporate event inquiry',
      ]);
      for (const { mail, raw } of acknowledgements) {
        for (const part of [mail.subject, mail.text, mail.html, raw]) {
          expect(part).not.toMatch(/declined|evil\.example/i);
        }
        expect(mail.text).toMatch(/^Hello, thank you for/);
      }

      const notices = to(OWNER);
      const contact = notices.find(
        (r) => r.mail.subject === `New message from ${PHISH}: ${PHISH}`,
      )!;
      expect(contact.mail.text).toContain(`From: ${PHISH} <${contactEmail}>`);
      expect(contact.mail.text).toContain(`${PHISH} now`);
      const corporate = notices.find((r) => r.mail.subject === `Corporate inquiry: ${PHISH}`)!;
      for (const line of [
        `Company: ${PHISH}`,
        `Contact: ${PHISH}, ${corporateEmail}, 3015550100`,
        `Duration: ${PHISH}`,
        `Special requirements: ${PHISH} today`,
      ]) {
        expect(corporate.mail.text).toContain(line);
      }
    });
  });

  describe('the booking horizon (point 15)', () => {
    const beyond = {
      code: 'dateBeyondHorizon',
      message: MESSAGES.dateBeyondHorizon(12),
    };

    it.each(['2027-11-24', '2100-06-01', '9999-12-31'])(
      'refuses a booking and answers no free times on %s, past 12 months',
      async (date) => {
        const res = await bookAs(t, newVisitor(), { preferred_date: date, phone: uniquePhone() });
        expectAnswer(res, 400, { ...beyond, field: 'preferred_date' });
        const free = await request(t.http).get('/api/availability').query({ date });
        expectAnswer(free, 400, { ...beyond, field: 'date' });
      },
    );

    it('takes the last day of the horizon, 12 months from today', async () => {
      const free = await request(t.http).get('/api/availability').query({ date: '2027-11-23' });
      expect(free.status).toBe(200);
      expect(free.body.slots.some((s: { available: boolean }) => s.available)).toBe(true);
      const res = await bookAs(t, newVisitor(), {
        preferred_date: '2027-11-23',
        phone: uniquePhone(),
      });
      expect(res.status).toBe(201);
    });
  });

  describe('plain e-mail addresses only (point 16)', () => {
    it.each(['x<evil@evil.example>', 'a,b@evil.example'])(
      'refuses %p as a booking e-mail and as a calendar e-mail',
      async (address) => {
        const asEmail = await bookAs(t, newVisitor(), {
          email: address,
          phone: uniquePhone(),
          preferred_date: nextDate(),
        });
        expectAnswer(asEmail, 400, {
          code: 'invalidEmail',
          message: MESSAGES.invalidEmail,
          field: 'email',
        });
        const asCalendar = await bookAs(t, newVisitor(), {
          add_to_calendar: true,
          client_calendar_email: address,
          phone: uniquePhone(),
          preferred_date: nextDate(),
        });
        expectAnswer(asCalendar, 400, {
          code: 'invalidCalendarEmail',
          field: 'client_calendar_email',
        });
        expect(
          await t.query(`SELECT id FROM appointments WHERE client_email LIKE '%evil%'`),
        ).toEqual([]);
      },
    );
  });
});

describe('a horizon the business sets (point 15)', () => {
  it('is read from BOOKING_HORIZON_MONTHS', () =>
    withTestApp({ admin: false, env: { BOOKING_HORIZON_MONTHS: '1' } }, async (t) => {
      // Today is 2026-11-23: one month ends on 2026-12-23.
      const day = (date: string) => request(t.http).get('/api/availability').query({ date });
      expect((await day('2026-12-23')).status).toBe(200);
      const after = await day('2026-12-24');
      expect(after.status).toBe(400);
      expect(after.body.message).toBe(MESSAGES.dateBeyondHorizon(1));
      const booking = await t.postBooking({ preferred_date: '2026-12-28' });
      expect(booking.status).toBe(400);
      expect(booking.body.message).toBe(MESSAGES.dateBeyondHorizon(1));
    }));
});

describe('mail delivery logs (point 19)', () => {
  it("name a message by its id and kind, never by its subject or the client's name", () =>
    withTestApp({ env: { ADMIN_EMAIL: OWNER } }, async (t) => {
      const logs = captureLogs(t.app);
      try {
        await t.bookAndPay({
          first_name: 'Zelda',
          last_name: 'Quintanilla',
          preferred_date: '2026-12-01',
        });
        expect(await t.deliverMail()).toEqual({ sent: 3, failed: 0 });
        const mails = await t.outbox('sent');
        expect(mails.map((m) => m.kind).sort()).toEqual([
          'appointment_confirmed',
          'appointment_confirmed',
          'booking_received',
        ]);
        // The owner's notice names the client in its subject.
        expect(mails.map((m) => m.subject)).toContainEqual(
          expect.stringContaining('Zelda Quintanilla'),
        );
        for (const mail of mails) {
          expect(logs.messages).toContain(`E-mail ${mail.id} (${mail.kind}) sent`);
        }
        const logged = logs.all();
        for (const secret of ['Zelda', 'Quintanilla', ...mails.map((m) => m.subject)]) {
          expect(logged).not.toContain(secret);
        }
      } finally {
        logs.restore();
      }
    }));
});
