/**
 * The records frontend/scripts/page-shots.mjs seeds through the API before its first shot: a client
 * with a paid and an unpaid booking, a booking today, a fully booked Saturday with a waitlist entry,
 * a message and a corporate inquiry. Each record waits a moment after the one before, so lists
 * sorted by time keep one order on the server's slowed clock.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// Dates relative to the fixed clock (Tuesday 2026-03-10, 10:00 in the business's zone).
export const TODAY = '2026-03-10';
export const FULL_SATURDAY = '2026-03-21';

async function call(url, method, route, { token, body, status = [200, 201] } = {}) {
  const response = await fetch(`${url}${route}`, {
    method,
    redirect: 'manual',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body && JSON.stringify(body),
  });
  const text = await response.text();
  if (!status.includes(response.status)) {
    throw new Error(`${method} ${route}: ${response.status} ${text}`);
  }
  return response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : undefined;
}

/** The code of the confirmation mail to `email`, read from the server's outbox folder. */
async function emailCode(dataDir, email) {
  const outbox = path.join(dataDir, 'outbox');
  for (let tries = 0; tries < 120; tries++) {
    if (existsSync(outbox)) {
      for (const file of readdirSync(outbox).sort().reverse()) {
        const text = readFileSync(path.join(outbox, file), 'utf8').replace(/=\r?\n/g, '');
        const code = /the code (\d{6}) in your account/.exec(text)?.[1];
        if (code && text.includes(`To: ${email}`)) return code;
      }
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no confirmation mail to ${email}`);
}

const pause = () => new Promise((r) => setTimeout(r, 100));

/** The public forms sent after the bookings, in this order, each at an instant of its own. */
const PUBLIC_FORMS = [
  [
    '/api/contact',
    {
      name: 'Ana Lopez',
      email: 'ana.lopez@example.com',
      subject: 'Question about facials',
      message: 'Do you do brow tinting?',
    },
  ],
  [
    '/api/corporate-inquiry',
    {
      companyName: 'Acme Corp',
      contactName: 'Jordan Lee',
      email: 'jordan@acme.example',
      phone: '(301) 555-0100',
      preferredDate: '2026-04-15',
      specialRequirements: 'Twelve people, a quiet room.',
    },
  ],
  [
    '/api/waitlist',
    {
      name: 'Lena Park',
      email: 'lena.park@example.com',
      phone: '301 555 0177',
      services: ['classic-european-facial'],
      days: [FULL_SATURDAY],
      from: '10:00',
      to: '12:00',
    },
  ],
];

/** A booking through the API; paid on the test-mode checkout when `pay`. */
async function book(url, body, pay = false) {
  const booking = await call(url, 'POST', '/api/bookings', {
    body: { phone: '410 555 0199', service_location: 'clinic', ...body },
  });
  if (pay) {
    const session = await call(url, 'POST', '/api/payments/create-session', {
      body: { booking_id: booking.booking_id, origin_url: url },
    });
    await call(url, 'POST', `${new URL(session.checkout_url, url).pathname}/pay`, {
      status: [303],
    });
  }
  await pause();
  return booking;
}

/** The records every shot sees; answers the sessions and ids the shots use. */
export async function seed(url, { dataDir, password }) {
  const { token } = await call(url, 'POST', '/api/admin/login', {
    body: { username: 'admin', password },
  });
  const client = await call(url, 'POST', '/api/clients/register', {
    body: {
      first_name: 'Maya',
      last_name: 'Lee',
      email: 'maya.lee@example.com',
      phone: '(301) 555-0123',
    },
  });
  const code = await emailCode(dataDir, client.client.email);
  await call(url, 'POST', `/api/clients/${client.client.id}/email/confirm`, {
    token: client.token,
    body: { code },
  });
  await pause();
  const contact = { first_name: 'Maya', last_name: 'Lee', email: 'maya.lee@example.com' };
  const paid = await book(
    url,
    {
      ...contact,
      phone: '(301) 555-0123',
      services: ['classic-european-facial'],
      preferred_date: '2026-03-17',
      preferred_time: '10:00',
    },
    true,
  );
  await book(url, {
    ...contact,
    phone: '(301) 555-0123',
    services: ['signature-glow-facial'],
    preferred_date: '2026-03-12',
    preferred_time: '14:00',
  });
  await book(url, {
    first_name: 'Jordan',
    last_name: 'Park',
    email: 'jordan.park@example.com',
    services: ['classic-european-facial'],
    preferred_date: TODAY,
    preferred_time: '15:00',
  });
  await book(url, {
    first_name: 'Other',
    last_name: 'Company',
    email: 'events@other.example.com',
    service_location: 'corporate',
    services: ['corporate-event-services'],
    company_name: 'Other Co',
    mobile_address: '2 Other Road',
    group_size: 10,
    preferred_date: FULL_SATURDAY,
    preferred_time: '09:00',
  });
  for (const [formPath, body] of PUBLIC_FORMS) {
    await call(url, 'POST', formPath, { body });
    await pause();
  }
  // Let the mail sweep send what the seeding queued, so the outbox reads the same every run.
  await new Promise((r) => setTimeout(r, 3000));
  return {
    admin: { token, admin: { username: 'admin' } },
    client: { token: client.token, client: client.client },
    paidBookingId: paid.booking_id,
  };
}
