import type { APIRequestContext, APIResponse, Page } from '@playwright/test';
import { expect } from './fixtures';

const ZONE = 'America/New_York';

/** The days of the week as `dayAhead` takes them (0 Sunday .. 6 Saturday). */
export const SUN = 0;
export const MON = 1;
export const TUE = 2;
export const WED = 3;
export const THU = 4;
export const FRI = 5;
export const SAT = 6;

/** Today in the business's time zone, "YYYY-MM-DD". */
export function todayInZone(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date());
}

/**
 * A date `weeks` weeks or more ahead falling on `weekday` (0 Sunday .. 6 Saturday). Tests run in
 * parallel on one server, so each test books on its own (weeks, weekday) and never meets another.
 */
export function dayAhead(weeks: number, weekday: number): string {
  const [y, m, d] = todayInZone().split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d + weeks * 7));
  while (date.getUTCDay() !== weekday) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** `date` plus `days` calendar days. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** An e-mail address no other test uses. */
export function uniqueEmail(label: string): string {
  return `${label}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}@example.com`;
}

export interface Contact {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

export const contactFor = (label: string): Contact => ({
  firstName: 'Maya',
  lastName: 'Lee',
  email: uniqueEmail(label),
  phone: '301 555 0123',
});

export async function fillContact(page: Page, c: Contact): Promise<void> {
  await page.getByLabel('First name').fill(c.firstName);
  await page.getByLabel('Last name').fill(c.lastName);
  await page.getByLabel('Email', { exact: true }).fill(c.email);
  await page.getByLabel('Phone').fill(c.phone);
}

/** Chooses a date, waits for its free times and picks `time` ("10:00 AM"). */
export async function chooseSlot(page: Page, date: string, time: string): Promise<void> {
  await page.getByLabel('Date').fill(date);
  const slot = page.getByRole('radio', { name: time, exact: true });
  await expect(slot).toBeVisible();
  await slot.check();
}

export const summaryTotal = (page: Page) => page.getByTestId('summary-total').first();
export const summaryDeposit = (page: Page) => page.getByTestId('summary-deposit').first();

export interface AdminAppointment {
  id: string;
  client_email: string;
  client_id: string | null;
  status: string;
  payment_status: string;
  appointment_date: string;
  appointment_time: string;
  total_price_cents: number;
  deposit_cents: number;
  service_ids: string[];
  service_location: string;
  group_size: number;
  package_id: string | null;
}

/** The appointments booked with this e-mail, as the admin API lists them. */
export async function appointmentsOf(
  request: APIRequestContext,
  adminToken: string,
  email: string,
): Promise<AdminAppointment[]> {
  const response = await request.get('/api/admin/appointments?limit=100', {
    headers: { Authorization: `Bearer ${adminToken}` },
  });
  expect(response.ok()).toBe(true);
  const { appointments } = (await response.json()) as { appointments: AdminAppointment[] };
  return appointments.filter((a) => a.client_email === email.toLowerCase());
}

/** Who books, in the API's words. */
export interface Booker {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
}

/** A client's name and e-mail as the booker's. */
export const bookerOf = (c: { first_name: string; last_name: string; email: string }) => ({
  first_name: c.first_name,
  last_name: c.last_name,
  email: c.email,
});

/**
 * Asks the API for `services` (a Classic European Facial unless named) at the clinic for `who` on
 * `date` at `time` ("HH:MM"): the answer as it comes, a 409 when someone took the time meanwhile.
 */
export function requestClinicBooking(
  request: APIRequestContext,
  who: Booker,
  date: string,
  time: string,
  services: readonly string[] = ['classic-european-facial'],
) {
  return request.post('/api/bookings', {
    data: {
      ...who,
      services,
      preferred_date: date,
      preferred_time: time,
      service_location: 'clinic',
    },
  });
}

/** Pays a booking's deposit on the local test-mode checkout: its checkout session. */
export async function payThroughApi(
  request: APIRequestContext,
  bookingId: string,
  baseURL: string | undefined,
): Promise<{ checkout_url: string; session_id: string }> {
  const created = await request.post('/api/payments/create-session', {
    data: { booking_id: bookingId, origin_url: baseURL },
  });
  expect(created.status(), await created.text()).toBe(201);
  const session = (await created.json()) as { checkout_url: string; session_id: string };
  const paid = await request.post(`${session.checkout_url}/pay`, { maxRedirects: 0 });
  expect(paid.status(), await paid.text()).toBe(303);
  return session;
}

/** Books through the API (as someone else would, meanwhile). */
export async function bookThroughApi(
  request: APIRequestContext,
  body: Record<string, unknown>,
): Promise<{ booking_id: string }> {
  const response = await request.post('/api/bookings', {
    data: {
      first_name: 'Other',
      last_name: 'Client',
      email: uniqueEmail('other'),
      phone: '410 555 0199',
      service_location: 'clinic',
      ...body,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { booking_id: string };
}

/** Someone books `date` from 09:00 for a five-hour corporate event: the day has no free time left. */
export async function fillTheDay(request: APIRequestContext, date: string): Promise<void> {
  await bookThroughApi(request, {
    service_location: 'corporate',
    services: ['corporate-event-services'],
    company_name: 'Other Co',
    mobile_address: '2 Other Road',
    group_size: 10,
    preferred_date: date,
    preferred_time: '09:00',
  });
}

/**
 * Whether a booking answer says the time was free when asked but is not now: taken meanwhile (409),
 * or the owner's week changed under it (400 on the time or date, e.g. schedule.spec.ts moves her
 * Tuesday). A booker then asks again for another time.
 */
export async function slotGoneMeanwhile(response: APIResponse): Promise<boolean> {
  if (response.status() === 409) return true;
  if (response.status() !== 400) return false;
  const { field } = (await response.json()) as { field?: string };
  return field === 'preferred_time' || field === 'preferred_date';
}

/**
 * A Classic European Facial ($85, deposit $21.25) booked through the API on a free weekday 20 to 300
 * days ahead, its deposit paid on the local test-mode checkout: a confirmed, paid appointment.
 */
export async function bookAndPayThroughApi(
  request: APIRequestContext,
  baseURL: string | undefined,
): Promise<{ booking_id: string; deposit_cents: number; session_id: string }> {
  for (let attempt = 0; attempt < 8; attempt++) {
    // Asked with the service itself, so its clean-up buffer and her closing time count.
    const { date, time } = await freeTimeFor(request, ['classic-european-facial'], 60);
    const who = {
      first_name: 'Paid',
      last_name: 'Client',
      email: uniqueEmail('paid'),
      phone: '410 555 0199',
    };
    const response = await requestClinicBooking(request, who, date, time);
    if (await slotGoneMeanwhile(response)) continue;
    expect(response.status(), await response.text()).toBe(201);
    const booking = (await response.json()) as { booking_id: string; deposit_amount_cents: number };
    const session = await payThroughApi(request, booking.booking_id, baseURL);
    return {
      booking_id: booking.booking_id,
      deposit_cents: booking.deposit_amount_cents,
      session_id: session.session_id,
    };
  }
  throw new Error('no free time found to book');
}

/**
 * A free time for `services` (taking `minutes`) on a weekday 20 to 300 days ahead, random so that
 * parallel tests do not meet: `{ date, time }` ("HH:MM").
 */
export async function freeTimeFor(
  request: APIRequestContext,
  services: readonly string[],
  minutes: number,
): Promise<{ date: string; time: string }> {
  for (let attempt = 0; attempt < 8; attempt++) {
    let date = addDays(todayInZone(), 20 + Math.floor(Math.random() * 280));
    while ([0, 6].includes(new Date(`${date}T12:00:00Z`).getUTCDay())) date = addDays(date, 1);
    const free = await request.get(
      `/api/availability?date=${date}&duration=${minutes}&services=${services.join(',')}`,
    );
    expect(free.ok()).toBe(true);
    const { slots } = (await free.json()) as { slots: { time: string; available: boolean }[] };
    const times = slots.filter((s) => s.available).map((s) => s.time);
    if (times.length > 0) return { date, time: times[Math.floor(Math.random() * times.length)] };
  }
  throw new Error('no free time found');
}
