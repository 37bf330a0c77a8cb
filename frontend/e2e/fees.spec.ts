import type { APIRequestContext, Page } from '@playwright/test';
import {
  CHECKOUT_MESSAGES,
  DEFAULT_TIME_ZONE,
  MESSAGES,
  zonedDateTimeToInstant,
} from '../../domain/src/index';
import { addDays, slotGoneMeanwhile, todayInZone } from './booking-helpers';
import { PHONE, registerConfirmedClient, type ClientSession } from './client-helpers';
import { auth } from './console-steps';
import { expect, openAsAdmin, test } from './fixtures';

const HOUR = 60 * 60 * 1000;

/**
 * A free start for a Classic European Facial between 2 and 22 hours from now: cancelling it is a
 * late cancellation (the server's own clock decides; the business must be open within a day).
 */
async function lateSlot(request: APIRequestContext): Promise<{ date: string; time: string }> {
  const found: { date: string; time: string }[] = [];
  for (const date of [todayInZone(), addDays(todayInZone(), 1)]) {
    const response = await request.get(
      `/api/availability?date=${date}&duration=60&services=classic-european-facial`,
    );
    expect(response.ok()).toBe(true);
    const { slots } = (await response.json()) as { slots: { time: string; available: boolean }[] };
    for (const s of slots.filter((slot) => slot.available)) {
      const left = zonedDateTimeToInstant(date, s.time, DEFAULT_TIME_ZONE).getTime() - Date.now();
      if (left > 2 * HOUR && left < 22 * HOUR) found.push({ date, time: s.time });
    }
  }
  if (found.length === 0)
    throw new Error('no free time within the next 22 hours: the studio is closed');
  return found[Math.floor(Math.random() * found.length)];
}

/** The client books a late-cancellable time, pays its deposit on the checkout page (card saved). */
async function bookAndPay(page: Page, request: APIRequestContext, who: ClientSession) {
  for (let attempt = 0; attempt < 5; attempt++) {
    const { date, time } = await lateSlot(request);
    const booked = await request.post('/api/bookings', {
      data: {
        first_name: who.client.first_name,
        last_name: who.client.last_name,
        email: who.client.email,
        phone: PHONE,
        services: ['classic-european-facial'],
        preferred_date: date,
        preferred_time: time,
        service_location: 'clinic',
      },
    });
    if (await slotGoneMeanwhile(booked)) continue; // taken meanwhile by another test
    expect(booked.status(), await booked.text()).toBe(201);
    const { booking_id } = (await booked.json()) as { booking_id: string };
    const session = await request.post('/api/payments/create-session', {
      data: { booking_id, origin_url: test.info().project.use.baseURL },
    });
    expect(session.status(), await session.text()).toBe(201);
    const { checkout_url } = (await session.json()) as { checkout_url: string };
    await page.goto(checkout_url);
    await expect(page.getByText(CHECKOUT_MESSAGES.savedCardConsent)).toBeVisible();
    await page.getByRole('button', { name: 'Pay $21.25', exact: true }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Payment Successful!' }),
    ).toBeVisible();
    return booking_id;
  }
  throw new Error('could not book a free time');
}

async function cancelAsClient(request: APIRequestContext, who: ClientSession, id: string) {
  const response = await request.post(`/api/clients/appointments/${id}/cancel`, {
    headers: auth(who.token),
  });
  expect(response.status(), await response.text()).toBe(200);
}

async function setGrace(request: APIRequestContext, token: string, hours: number) {
  const response = await request.put('/api/admin/fees/settings', {
    headers: auth(token),
    data: { fee_grace_hours: hours },
  });
  expect(response.status(), await response.text()).toBe(200);
}

test('a late cancellation: the owner sees the fee counting down and waives it; another is charged after the window', async ({
  page,
  request,
  adminToken,
}) => {
  // The second fee waits for the server's fee sweep (every minute).
  test.setTimeout(150_000);
  const who = await registerConfirmedClient(request);
  const first = await bookAndPay(page, request, who);
  await cancelAsClient(request, who, first);

  await page.setViewportSize({ width: 1366, height: 900 });
  await openAsAdmin(page, adminToken, '/admin/dashboard?tab=fees');
  const pending = page.getByRole('region', { name: /Waiting to be charged/ });
  const row = pending.getByRole('listitem').filter({ hasText: 'Maya Lee' }).first();
  await expect(row).toContainText('$21.25');
  await expect(row).toContainText('Late cancellation');
  const timer = row.getByRole('timer');
  await expect(timer).toHaveText(/^Charged in 1:59:\d\d$|^Charged in 2:00:00$/);
  const before = await timer.textContent();
  await expect(timer).not.toHaveText(before!); // it ticks

  await row.getByRole('button', { name: /^Waive/ }).click();
  const dialog = page.getByRole('dialog', { name: MESSAGES.feeWaiveTitle });
  await expect(dialog).toContainText(MESSAGES.feeWaiveBefore('$21.25', 'Maya Lee'));
  await dialog.getByRole('button', { name: MESSAGES.feeWaiveConfirm }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: MESSAGES.feeWaived })).toBeVisible();
  const history = page.getByRole('region', { name: /Charged and waived/ });
  await expect(history).toContainText(MESSAGES.feeStateWaived);

  // With no grace window, the next fee is charged at the sweep after the cancellation.
  await setGrace(request, adminToken, 0);
  try {
    const second = await bookAndPay(page, request, who);
    await cancelAsClient(request, who, second);
    await expect
      .poll(
        async () => {
          const response = await request.get(`/api/admin/fees?appointment_id=${second}`, {
            headers: auth(adminToken),
          });
          const { fees } = (await response.json()) as { fees: { state: string }[] };
          return fees[0]?.state;
        },
        { timeout: 100_000, intervals: [2_000] },
      )
      .toBe('charged');
  } finally {
    await setGrace(request, adminToken, 2);
  }
  await openAsAdmin(page, adminToken, '/admin/dashboard?tab=fees');
  await expect(
    page
      .getByRole('region', { name: /Charged and waived/ })
      .getByText(MESSAGES.feeStateCharged, { exact: true })
      .first(),
  ).toBeVisible();
});
