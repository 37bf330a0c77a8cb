import type { APIRequestContext, Page } from '@playwright/test';
import { slotGoneMeanwhile, uniqueEmail } from './booking-helpers';
import { expect } from './fixtures';
import { confirmEmailThroughApi } from './health-access';

/** A client's session as the site stores it after a login. */
export interface ClientSession {
  token: string;
  client: { id: string; first_name: string; last_name: string; email: string; phone: string };
}

/**
 * A client registered through the API, its e-mail confirmed as its owner would: bookings made with
 * its e-mail and phone then show in its account.
 */
export async function registerConfirmedClient(
  request: APIRequestContext,
  phone = '(301) 555-0123',
): Promise<ClientSession> {
  const response = await request.post('/api/clients/register', {
    data: { first_name: 'Maya', last_name: 'Lee', email: uniqueEmail('client'), phone },
  });
  expect(response.status(), await response.text()).toBe(201);
  const session = (await response.json()) as ClientSession;
  await confirmEmailThroughApi(request, session);
  return session;
}

export interface Client {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  email_verified: boolean;
}

export interface Session {
  token: string;
  client: Client;
}

export const PHONE = '(301) 555-0123';

/** A client registered through the API, with the session the site would store. */
export async function registerThroughApi(
  request: APIRequestContext,
  firstName = 'Maya',
): Promise<Session> {
  const response = await request.post('/api/clients/register', {
    data: { first_name: firstName, last_name: 'Lee', email: uniqueEmail('client'), phone: PHONE },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { token, client } = (await response.json()) as Session;
  // Its owner confirms the address, as the notice on the dashboard asks.
  await confirmEmailThroughApi(request, { token, client });
  return { token, client: { ...client, email_verified: true } };
}

/** A text field by its accessible name (a required field's label also shows an asterisk). */
export { box } from './fixtures';

export const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/**
 * A weekday far enough ahead not to meet the booking tests (which book within a few weeks), yet inside
 * the 12-month booking horizon, with a free hour for 60 minutes.
 */
export async function freeSlot(
  request: APIRequestContext,
): Promise<{ date: string; time: string }> {
  const start = new Date();
  start.setUTCDate(start.getUTCDate() + 120 + Math.floor(Math.random() * 200));
  for (let i = 0; i < 30; i++) {
    const day = new Date(start.getTime() + i * 86_400_000);
    if (day.getUTCDay() === 0 || day.getUTCDay() === 6) continue;
    const date = day.toISOString().slice(0, 10);
    const response = await request.get(`/api/availability?date=${date}&duration=60`);
    expect(response.ok()).toBe(true);
    const { slots } = (await response.json()) as { slots: { time: string; available: boolean }[] };
    const free =
      slots.find((s) => s.time === '10:00' && s.available) ?? slots.find((s) => s.available);
    if (free) return { date, time: free.time };
  }
  throw new Error('no free time found');
}

/** Books a Classic European Facial with the client's e-mail and phone (which links it to the account). */
export async function bookFor(request: APIRequestContext, client: Client) {
  for (let attempt = 0; attempt < 5; attempt++) {
    const { date, time } = await freeSlot(request);
    const response = await request.post('/api/bookings', {
      data: {
        first_name: client.first_name,
        last_name: client.last_name,
        email: client.email,
        phone: PHONE,
        services: ['classic-european-facial'],
        preferred_date: date,
        preferred_time: time,
        service_location: 'clinic',
      },
    });
    if (await slotGoneMeanwhile(response)) continue; // taken meanwhile by another test
    expect(response.status(), await response.text()).toBe(201);
    const booking = (await response.json()) as { booking_id: string; deposit_amount_cents: number };
    return { ...booking, date, time };
  }
  throw new Error('could not book a free time');
}
