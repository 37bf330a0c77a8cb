import type { APIRequestContext, Page } from '@playwright/test';
import {
  formatCents,
  formatDateTimeLong,
  formatTime12h,
  MESSAGES,
  zonedDateTimeToInstant,
} from '../../domain/src/index';
import {
  addDays,
  bookerOf,
  bookThroughApi,
  payThroughApi,
  requestClinicBooking,
  slotGoneMeanwhile,
  todayInZone,
} from './booking-helpers';
import { registerConfirmedClient, type ClientSession } from './client-helpers';
import { expect, expectNoViolations, openAsAdmin, openAsClient, test } from './fixtures';

/**
 * A client moves and cancels their own appointment from the dashboard, under the policy, and the
 * console shows what happened (docs/api.md#reschedule-and-cancel). Every appointment here is booked
 * through the API on a day of its own, far enough ahead for the full-refund band (48 hours or
 * more).
 */

const ZONE = 'America/New_York';
const PHONE = '(301) 555-0123';
const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

interface Booked {
  id: string;
  date: string;
  time: string;
  deposit_cents: number;
}

/** "Tuesday, December 1, 2026 at 10:00 AM EST": how the site writes a date and time. */
const when = (date: string, time: string) =>
  formatDateTimeLong(zonedDateTimeToInstant(date, time, ZONE), ZONE);

/** A weekday (Monday to Friday) between 20 and 300 days ahead, different for each test. */
function farWeekday(): string {
  let date = addDays(todayInZone(), 20 + Math.floor(Math.random() * 280));
  for (;;) {
    const day = new Date(`${date}T12:00:00Z`).getUTCDay();
    if (day >= 1 && day <= 4) return date; // Monday to Thursday: the next day is open too
    date = addDays(date, 1);
  }
}

/** The free times of `date` for a Classic European Facial (60 minutes and its cleanup after). */
async function freeTimes(request: APIRequestContext, date: string): Promise<string[]> {
  const response = await request.get(
    `/api/availability?date=${date}&duration=60&services=classic-european-facial`,
  );
  expect(response.ok()).toBe(true);
  const { slots } = (await response.json()) as { slots: { time: string; available: boolean }[] };
  return slots.filter((s) => s.available).map((s) => s.time);
}

/** A Classic European Facial ($85, deposit $21.25) for the client, its deposit paid. */
async function bookPaid(request: APIRequestContext, session: ClientSession): Promise<Booked> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const date = farWeekday();
    const time = (await freeTimes(request, date)).find((t) => t === '10:00');
    if (!time) continue;
    const who = { ...bookerOf(session.client), phone: PHONE };
    const response = await requestClinicBooking(request, who, date, time);
    if (await slotGoneMeanwhile(response)) continue;
    expect(response.status(), await response.text()).toBe(201);
    const booking = (await response.json()) as { booking_id: string; deposit_amount_cents: number };
    await payThroughApi(request, booking.booking_id, test.info().project.use.baseURL);
    return { id: booking.booking_id, date, time, deposit_cents: booking.deposit_amount_cents };
  }
  throw new Error('no free 10:00 found');
}

const openDashboard = (page: Page, session: ClientSession) =>
  openAsClient(page, session, '/client/dashboard?tab=appointments');

const card = (page: Page) =>
  page
    .getByRole('region', { name: 'Upcoming' })
    .getByRole('article', { name: 'Classic European Facial' });

test('a client moves a paid appointment to another free time, then cancels it for a full refund', async ({
  page,
  request,
}) => {
  test.slow(); // a checkout, two moves through dialogs and two accessibility scans
  const session = await registerConfirmedClient(request, PHONE);
  const booked = await bookPaid(request, session);
  const deposit = formatCents(booked.deposit_cents);
  await openDashboard(page, session);
  await expect(card(page)).toContainText(when(booked.date, booked.time));
  await expect(card(page)).toContainText('Confirmed');

  // Reschedule: the booking page's picker on the appointment's own day, its own time left out.
  await card(page).getByRole('button', { name: 'Reschedule' }).click();
  const move = page.getByRole('dialog', { name: MESSAGES.rescheduleDialogTitle });
  await expect(move).toBeVisible();
  await expect(move).toContainText(MESSAGES.rescheduleFree);
  await expect(move).toContainText(MESSAGES.rescheduleDepositMoves(deposit));
  await expect(move.getByLabel('New date')).toHaveValue(booked.date);
  await expect(move.getByRole('radio').first()).toBeVisible();
  await expect(move.getByRole('radio', { name: formatTime12h(booked.time) })).toHaveCount(0);
  await expectNoViolations(page, 'the reschedule dialog', 'dialog[open]');

  // Focus stays in the dialog; Escape closes it and gives the focus back.
  await page.keyboard.press('Shift+Tab');
  expect(await move.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(move).toBeHidden();
  await expect(card(page).getByRole('button', { name: 'Reschedule' })).toBeFocused();

  // The next day, at a time free then.
  const newDate = addDays(booked.date, 1);
  const newTime = (await freeTimes(request, newDate))[0];
  await card(page).getByRole('button', { name: 'Reschedule' }).click();
  await move.getByLabel('New date').fill(newDate);
  await move.getByRole('radio', { name: formatTime12h(newTime), exact: true }).check();
  await move.getByRole('button', { name: 'Continue' }).click();
  // The preview: from the present time to the new one, what moving costs (nothing).
  await expect(move).toContainText(when(booked.date, booked.time));
  await expect(move).toContainText(when(newDate, newTime));
  await expect(move.getByRole('button', { name: 'Move appointment' })).toBeFocused();
  await move.getByRole('button', { name: 'Move appointment' }).click();
  await expect(move).toBeHidden();
  const moved = MESSAGES.appointmentRescheduled(when(newDate, newTime));
  await expect(page.getByRole('status').filter({ hasText: moved })).toBeVisible();
  await expect(card(page)).toContainText(when(newDate, newTime));

  // Cancel: the full refund stated before anything happens, "Keep appointment" first.
  await card(page).getByRole('button', { name: 'Cancel', exact: true }).click();
  const cancel = page.getByRole('dialog', { name: MESSAGES.cancelDialogTitle });
  await expect(cancel).toContainText(MESSAGES.cancelFullRefund(deposit));
  const refund = cancel.locator('.amount-line--refund_cents');
  await expect(refund).toContainText('Refunded to your card');
  await expect(refund).toContainText(deposit);
  await expect(cancel.getByRole('button', { name: 'Keep appointment' })).toBeFocused();
  await expectNoViolations(page, 'the cancel dialog', 'dialog[open]');
  await cancel.getByRole('button', { name: 'Cancel appointment' }).click();
  await expect(cancel).toBeHidden();
  await expect(
    page.getByRole('status').filter({ hasText: MESSAGES.appointmentCancelled }),
  ).toBeFocused();
  await expect(card(page)).toContainText('Cancelled');
  await expect(card(page).getByRole('button', { name: 'Reschedule' })).toHaveCount(0);
  await expect(card(page).getByRole('button', { name: 'Cancel', exact: true })).toHaveCount(0);
});

test('a time taken while the dialog is open says so and is no longer offered', async ({
  page,
  request,
}) => {
  const session = await registerConfirmedClient(request, PHONE);
  const booked = await bookPaid(request, session);
  await openDashboard(page, session);
  await card(page).getByRole('button', { name: 'Reschedule' }).click();
  const move = page.getByRole('dialog', { name: MESSAGES.rescheduleDialogTitle });
  const other = (await freeTimes(request, booked.date)).find((t) => t !== booked.time);
  if (!other) throw new Error('no other free time that day');
  const chip = move.getByRole('radio', { name: formatTime12h(other), exact: true });
  await chip.check();

  // Someone else books that time meanwhile.
  await bookThroughApi(request, {
    services: ['classic-european-facial'],
    preferred_date: booked.date,
    preferred_time: other,
  });
  await move.getByRole('button', { name: 'Continue' }).click();
  await expect(move.getByRole('alert')).toHaveText(MESSAGES.slotTaken);
  await expect(chip).toHaveCount(0);
  await expect(move.getByRole('radio').first()).toBeVisible();
});

test('the console moves an appointment, shows its history and offers no no-show before it starts', async ({
  page,
  request,
  adminToken,
}) => {
  test.slow(); // a checkout and a move through the dialog
  const session = await registerConfirmedClient(request, PHONE);
  const booked = await bookPaid(request, session);
  const deposit = formatCents(booked.deposit_cents);
  // The client moves it a day later through the API, then the admin moves it back an hour later.
  const clientDate = addDays(booked.date, 1);
  const clientTime = (await freeTimes(request, clientDate))[0];
  const moved = await request.post(`/api/clients/appointments/${booked.id}/reschedule`, {
    headers: auth(session.token),
    data: { date: clientDate, time: clientTime },
  });
  expect(moved.status(), await moved.text()).toBe(200);

  await openAsAdmin(page, adminToken, `/admin/appointments/${booked.id}`);
  const history = page.getByRole('region', { name: 'History' });
  const first = history.getByRole('listitem').first();
  await expect(first).toContainText('Moved');
  await expect(first).toContainText('The client');
  await expect(first.locator('.history-move')).toHaveText(
    `From ${when(booked.date, booked.time)} → to ${when(clientDate, clientTime)}`,
  );

  const noShow = page.getByRole('button', { name: 'Mark no-show' });
  await expect(noShow).toBeDisabled();
  await expect(noShow).toHaveAccessibleDescription(MESSAGES.noShowBeforeStart);

  const adminTime = (await freeTimes(request, booked.date)).find((t) => t !== booked.time);
  if (!adminTime) throw new Error('no other free time that day');
  await page.getByRole('button', { name: 'Reschedule' }).click();
  const move = page.getByRole('dialog', { name: MESSAGES.rescheduleDialogTitle });
  await expect(move).toContainText(MESSAGES.rescheduleAdminDeposit(deposit));
  await move.getByLabel('New date').fill(booked.date);
  await move.getByRole('radio', { name: formatTime12h(adminTime), exact: true }).check();
  await move.getByRole('button', { name: 'Continue' }).click();
  await move.getByRole('button', { name: 'Move appointment' }).click();
  await expect(move).toBeHidden();
  await expect(
    page.getByRole('status').filter({ hasText: 'The appointment has been moved' }),
  ).toHaveText(MESSAGES.appointmentMoved(when(booked.date, adminTime)));
  const second = history.getByRole('listitem').nth(1);
  await expect(second).toContainText('Moved');
  await expect(second).toContainText('Admin (admin)');
  await expect(second.locator('.history-move')).toHaveText(
    `From ${when(clientDate, clientTime)} → to ${when(booked.date, adminTime)}`,
  );

  // The client cancels it: the console shows the refund.
  const cancelled = await request.post(`/api/clients/appointments/${booked.id}/cancel`, {
    headers: auth(session.token),
    data: {},
  });
  expect(cancelled.status(), await cancelled.text()).toBe(200);
  await page.reload();
  const third = history.getByRole('listitem').nth(2);
  await expect(third).toContainText('Cancelled');
  await expect(third.locator('.history-move')).toHaveText('From Confirmed → to Cancelled');
  await expect(third).toContainText('Refunded to the card');
  await expect(third).toContainText(deposit);
  await expect(third).toContainText(MESSAGES.cancelFullRefund(deposit));
  await expect(page.getByRole('button', { name: 'Reschedule' })).toBeDisabled();
});
