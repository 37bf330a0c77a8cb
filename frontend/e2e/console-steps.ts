import type { APIRequestContext, Page } from '@playwright/test';
import { requestClinicBooking, slotGoneMeanwhile, uniqueEmail } from './booking-helpers';
import { expect, test } from './fixtures';

/** Steps of the console's specs: booking a facial on a given day, paying its deposit. */

export const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

export interface Booked {
  booking_id: string;
  deposit_amount_cents: number;
  date: string;
  time: string;
}

/** Books a 60-minute facial on `date` at the first free hour from `times` (others may book meanwhile). */
export async function book(
  request: APIRequestContext,
  date: string,
  lastName: string,
  times = ['10:00', '11:00', '13:00', '14:00', '15:00'],
): Promise<Booked> {
  for (const time of times) {
    const who = {
      first_name: 'Agenda',
      last_name: lastName,
      email: uniqueEmail('panels'),
      phone: '301 555 0177',
    };
    const response = await requestClinicBooking(request, who, date, time);
    if (await slotGoneMeanwhile(response)) continue;
    expect(response.status(), await response.text()).toBe(201);
    const body = (await response.json()) as Omit<Booked, 'date' | 'time'>;
    return { ...body, date, time };
  }
  throw new Error(`no free hour on ${date}`);
}

/** Pays the deposit on the local checkout page, as the client would. */
export async function payDeposit(page: Page, bookingId: string): Promise<void> {
  const created = await page.request.post('/api/payments/create-session', {
    data: { booking_id: bookingId, origin_url: test.info().project.use.baseURL },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { checkout_url } = (await created.json()) as { checkout_url: string };
  await page.goto(checkout_url);
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeVisible();
}

/** The page scrolls sideways when its content is wider than the window. */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({
    content: document.documentElement.scrollWidth,
    window: window.innerWidth,
  }));
  expect(widths.content).toBeLessThanOrEqual(widths.window);
}
