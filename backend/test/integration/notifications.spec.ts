import request from 'supertest';
import { useTestApp, withTestApp } from '../support/harness';
import { uniqueEmail } from '../support/test-app';
import { events } from '../support/calendar-steps';

const MINUTE = 60 * 1000;

/** An attachment's content as text. */
function attachmentText(content: string | ArrayBuffer | Uint8Array): string {
  return typeof content === 'string'
    ? content
    : Buffer.from(content as ArrayBuffer).toString('utf8');
}

describe('e-mail over SMTP', () => {
  const t = useTestApp({
    smtp: true,
    env: { ADMIN_EMAIL: 'owner@studio.example', MAIL_FROM: 'Glow Studio <hello@studio.example>' },
  });

  it('sends the booking mail with a pay link, then the confirmation with a valid invitation', async () => {
    const email = uniqueEmail('ana');
    const { bookingId, sessionId } = await t.bookAndCheckout({
      email,
      preferred_date: '2026-12-01',
      preferred_time: '10:00',
      add_to_calendar: true,
      client_calendar_email: 'ana.calendar@example.com',
    });
    // The client's mail only: the owner is told once the deposit is paid.
    expect(await t.deliverMail()).toEqual({ sent: 1, failed: 0 });
    const received = t.smtp.received.find((r) => r.envelopeTo.includes(email))!;
    expect(received.mail.subject).toBe(
      'We received your booking for Tuesday, December 1, 2026 at 10:00 AM EST',
    );
    expect(received.mail.from?.address).toBe('hello@studio.example');
    expect(received.mail.text).toContain(
      'Pay deposit of $21.25: http://localhost:3000/api/payments/pay/',
    );
    expect(received.mail.html).toContain('Classic European Facial');
    expect(received.mail.text).toContain('(301) 555-0142');
    expect(received.mail.text).toContain('Please give at least 24 hours notice');
    expect(t.smtp.received.filter((r) => r.envelopeTo.includes('owner@studio.example'))).toEqual(
      [],
    );

    // The pay link in the mail works.
    const link = /http:\/\/localhost:3000(\/api\/payments\/pay\/\S+)/.exec(received.mail.text!)![1];
    const follow = await request(t.http).get(link);
    expect(follow.status).toBe(303);
    // The link opened a new checkout and closed the first one, so the booking cannot be paid twice.
    await request(t.http).post(`/api/payments/checkout/${sessionId}/pay`).expect(410);
    await request(t.http)
      .post(`${new URL(follow.headers.location).pathname}/pay`)
      .expect(303);
    expect(await t.appointment(bookingId)).toMatchObject({ status: 'confirmed' });
    t.smtp.received.length = 0;
    expect(await t.deliverMail()).toEqual({ sent: 2, failed: 0 });
    expect(await t.deliverMail()).toEqual({ sent: 0, failed: 0 });
    const notice = t.smtp.received.find((r) => r.envelopeTo.includes('owner@studio.example'))!;
    expect(notice.mail.subject).toBe(
      'New booking, deposit paid: Ana Lopez, Tuesday, December 1, 2026 at 10:00 AM EST',
    );
    expect(notice.mail.text).toContain(`Client: ${email}, 3015550123`);

    const confirmation = t.smtp.received.find((r) => r.envelopeTo.includes(email))!;
    expect(confirmation.envelopeTo.sort()).toEqual(['ana.calendar@example.com', email].sort());
    expect(confirmation.mail.subject).toBe(
      'Confirmed: your appointment on Tuesday, December 1, 2026 at 10:00 AM EST',
    );
    expect(confirmation.mail.text).toContain('we received your deposit of $21.25');
    const invitation = confirmation.raw.match(/text\/calendar; ?charset=utf-8; ?method=REQUEST/i);
    expect(invitation).not.toBeNull();
    const ics = confirmation.mail.attachments.find(
      (a) => a.mimeType === 'text/calendar' || a.filename?.endsWith('.ics'),
    )!;
    const text = attachmentText(ics.content);
    expect(text).toContain('METHOD:REQUEST');
    expect(text).toContain('BEGIN:VTIMEZONE');
    const [event] = events(text);
    expect(event.uid).toBe(`${bookingId}@localhost`);
    expect(event.start.toISOString()).toBe('2026-12-01T15:00:00.000Z');
    expect(event.end?.toISOString()).toBe('2026-12-01T16:00:00.000Z');
    expect(event.start.tz).toBe('America/New_York');
    expect(event.summary).toContain('Classic European Facial');
    expect(event.location).toContain('Maryland');
  });

  it('writes invitations in the right offset on both sides of a daylight-saving change', async () => {
    const before = await t.bookAndCheckout({
      preferred_date: '2027-03-12',
      preferred_time: '09:00',
    });
    const after = await t.bookAndCheckout({
      preferred_date: '2027-03-15',
      preferred_time: '09:00',
    });
    for (const b of [before, after]) await t.pay(b.sessionId);
    t.smtp.received.length = 0;
    await t.deliverMail();
    const confirmations = t.smtp.received.filter((r) => r.mail.subject?.startsWith('Confirmed:'));
    const starts = confirmations
      .map((c) => c.mail.attachments.find((a) => a.mimeType === 'text/calendar')!)
      .map((a) => events(attachmentText(a.content))[0].start.toISOString())
      .sort();
    expect(starts).toEqual(['2027-03-12T14:00:00.000Z', '2027-03-15T13:00:00.000Z']);
    const subjects = confirmations.map((c) => c.mail.subject).sort();
    expect(subjects).toEqual([
      'Confirmed: your appointment on Friday, March 12, 2027 at 9:00 AM EST',
      'Confirmed: your appointment on Monday, March 15, 2027 at 9:00 AM EDT',
    ]);
  });

  it('mails a payment link after a cancelled checkout, once per attempt', async () => {
    const email = uniqueEmail('cancel');
    const { sessionId, bookingId } = await t.bookAndCheckout({
      email,
      preferred_date: '2026-12-02',
    });
    await request(t.http).post(`/api/payments/checkout/${sessionId}/cancel`).expect(303);
    await request(t.http)
      .post('/api/payments/checkout-cancelled')
      .send({ booking_id: bookingId })
      .expect(202);
    t.smtp.received.length = 0;
    await t.deliverMail();
    const links = t.smtp.received.filter(
      (r) =>
        r.envelopeTo.includes(email) && r.mail.subject === 'Complete your booking: pay the deposit',
    );
    expect(links).toHaveLength(1);
    expect(links[0].mail.text).toContain(
      'still held for you until Tuesday, November 24, 2026 at 9:00 AM EST',
    );
  });

  it('sends the contact, corporate, welcome and status-change mails, with notices to the owner', async () => {
    const contactEmail = uniqueEmail('contact');
    await request(t.http)
      .post('/api/contact')
      .send({ name: 'Lee', email: contactEmail, subject: 'Hours', message: 'Open on Saturday?' })
      .expect(201);
    const corporateEmail = uniqueEmail('corp');
    await request(t.http)
      .post('/api/corporate-inquiry')
      .send({
        companyName: 'Acme',
        contactName: 'Jo',
        email: corporateEmail,
        phone: '3015550100',
        selectedPackage: { id: 'team_building' },
      })
      .expect(201);
    const { body } = await t.registerClient();
    const bookerEmail = uniqueEmail('booker');
    const booking = await t.book({ email: bookerEmail, preferred_date: '2026-12-03' });
    await request(t.http)
      .put(`/api/admin/appointments/${booking.body.booking_id}/status`)
      .set(t.asAdmin())
      .send({ status: 'cancelled' })
      .expect(200);
    t.smtp.received.length = 0;
    await t.deliverMail();
    const subjectFor = (to: string) =>
      t.smtp.received.filter((r) => r.envelopeTo.includes(to)).map((r) => r.mail.subject);
    expect(subjectFor(contactEmail)).toEqual(['We received your message']);
    expect(subjectFor(corporateEmail)).toEqual(['Your corporate event inquiry']);
    expect(t.smtp.received.find((r) => r.envelopeTo.includes(corporateEmail))!.mail.text).toContain(
      'reply within 24 hours',
    );
    expect(subjectFor(body.email.toLowerCase()).sort()).toEqual([
      'Confirm your e-mail address',
      'Welcome to Glow Esthetics',
    ]);
    expect(subjectFor(bookerEmail)).toContain(
      'Cancelled: your appointment on Thursday, December 3, 2026 at 10:00 AM EST',
    );
    const owner = subjectFor('owner@studio.example');
    expect(owner).toEqual(
      expect.arrayContaining(['New message from Lee: Hours', 'Corporate inquiry: Acme']),
    );
  });
});

describe('delivery retries', () => {
  it('retries a refused message with backoff and delivers it exactly once', () =>
    withTestApp({ smtp: { refuseFirst: 1 } }, async (t) => {
      const email = uniqueEmail('retry');
      await request(t.http)
        .post('/api/contact')
        .send({ name: 'Kim', email, subject: 'Hi', message: 'Hello there' })
        .expect(201);
      expect(await t.deliverMail()).toEqual({ sent: 0, failed: 1 });
      const [queued] = await t.outbox();
      expect(queued).toMatchObject({ kind: 'contact_received', status: 'queued', attempts: 1 });
      expect(queued.last_error).toContain('Mailbox busy');
      expect(await t.deliverMail()).toEqual({ sent: 0, failed: 0 }); // not due yet
      t.clock.advance(MINUTE);
      expect(await t.deliverMail()).toEqual({ sent: 1, failed: 0 });
      expect(await t.deliverMail()).toEqual({ sent: 0, failed: 0 });
      expect(t.smtp.received.filter((r) => r.envelopeTo.includes(email))).toHaveLength(1);
      const [sent] = await t.outbox();
      expect(sent).toMatchObject({ status: 'sent', attempts: 2, last_error: null });
    }));
});
