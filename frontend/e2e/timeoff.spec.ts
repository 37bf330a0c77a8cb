import type { APIRequestContext, Page } from '@playwright/test';
import { MESSAGES } from '../../domain/src/index';
import { formatDayLong } from '../src/features/admin/agenda-dates';
import {
  addDays,
  bookThroughApi,
  dayAhead,
  FRI,
  MON,
  THU,
  todayInZone,
  WED,
} from './booking-helpers';
import { expect, expectNoViolations, openAsAdmin, test, unique, uniqueName } from './fixtures';

/**
 * The owner's time off in the console's Schedule tab. Each test blocks a day no other test books
 * (next Friday: the random days of the other specs start 20 days ahead; the others over 300 days
 * ahead, where they stop) and removes its block at the end, since every test shares the server.
 */

/** The first Friday after today in the business's zone (a week ahead when today is a Friday). */
function nextFriday(): string {
  let date = addDays(todayInZone(), 1);
  while (new Date(`${date}T12:00:00Z`).getUTCDay() !== FRI) date = addDays(date, 1);
  return date;
}

/** Where the screenshots go: SHOTS_DIR when set (the notes' folder), else the test's output. */
const shot = (name: string) =>
  process.env.SHOTS_DIR ? `${process.env.SHOTS_DIR}/${name}` : test.info().outputPath(name);

interface Block {
  id: string;
  note: string | null;
}

/** Removes the blocks with this note through the API (what a failed test left behind). */
async function removeBlocks(request: APIRequestContext, token: string, note: string) {
  const headers = { Authorization: `Bearer ${token}` };
  const list = await request.get('/api/admin/schedule/blocks?limit=100', { headers });
  const { blocks } = (await list.json()) as { blocks: Block[] };
  for (const b of blocks.filter((x) => x.note === note)) {
    await request.delete(`/api/admin/schedule/blocks/${b.id}`, { headers });
  }
}

const freeTimes = async (request: APIRequestContext, date: string) => {
  const answer = await request.get(`/api/availability?date=${date}&duration=15`);
  return ((await answer.json()) as { slots: { time: string; available: boolean }[] }).slots
    .filter((s) => s.available)
    .map((s) => s.time);
};

const timeOff = (page: Page) => page.getByRole('region', { name: 'Time off' });

test('the owner takes next Friday off: the booking page offers no time that day, only the waitlist', async ({
  page,
  adminToken,
}) => {
  test.slow(); // the console, then the booking page
  const friday = nextFriday();
  const note = unique('Away');
  try {
    await openAsAdmin(page, adminToken, '/admin/dashboard?tab=schedule');
    const section = timeOff(page);
    await section.getByRole('radio', { name: 'Whole day(s)' }).check();
    await section.getByLabel('From').fill(friday);
    await section.getByLabel('To (the last day off)').fill(friday);
    await section.getByLabel('Private note (optional)').fill(note);
    await section.getByRole('button', { name: 'Block this time' }).click();
    await expect(section.getByRole('status')).toHaveText(
      `Time off saved: ${formatDayLong(friday)}.`,
    );
    const row = section.getByRole('listitem').filter({ hasText: note });
    await expect(row).toContainText('Whole day');
    await expect(row).toContainText(formatDayLong(friday));

    expect(await freeTimes(page.request, friday)).toEqual([]);
    await page.goto('/booking?service=upper-lip-wax');
    await page.getByLabel('Date').fill(friday);
    const day = new Intl.DateTimeFormat('en-US', {
      timeZone: 'UTC',
      weekday: 'long',
      month: 'long',
      day: 'numeric',
    }).format(new Date(`${friday}T00:00:00Z`));
    await expect(page.getByText(MESSAGES.noSlotsOnDay(day))).toBeVisible();
    await expect(page.getByText(MESSAGES.waitlistInvite)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Join the waitlist' })).toBeVisible();
    await expect(page.getByRole('radio', { name: /\d:\d\d [AP]M/ })).toHaveCount(0);

    // Removed from the console (asked first, in the page): the day is offered again.
    await page.goto('/admin/dashboard?tab=schedule');
    await timeOff(page)
      .getByRole('button', { name: `Remove time off: ${formatDayLong(friday)}` })
      .first()
      .click();
    const confirm = page.getByRole('dialog', { name: 'Remove this time off?' });
    await expect(confirm).toContainText(note);
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await expect(timeOff(page).getByRole('status')).toHaveText(
      'The time off is removed: its times can be booked again.',
    );
    await expect(timeOff(page).getByText(note)).toHaveCount(0);
    expect(await freeTimes(page.request, friday)).toContain('09:00');
  } finally {
    await removeBlocks(page.request, adminToken, note);
  }
});

test('blocking booked time shows the appointment first; keeping it saves the block, the appointment stays confirmed', async ({
  page,
  adminToken,
}) => {
  test.slow(); // two screen widths, an accessibility scan, the agenda
  const date = dayAhead(45, WED);
  const note = unique('Doctor');
  const lastName = uniqueName('Blocked');
  const headers = { Authorization: `Bearer ${adminToken}` };
  const { booking_id: id } = await bookThroughApi(page.request, {
    last_name: lastName,
    services: ['upper-lip-wax'],
    preferred_date: date,
    preferred_time: '10:00',
  });
  const confirmed = await page.request.put(`/api/admin/appointments/${id}/status`, {
    headers,
    data: { status: 'confirmed' },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  // Some time off already saved, for the list beside the form (and its screenshots).
  const vacation = await page.request.post('/api/admin/schedule/blocks', {
    headers,
    data: {
      kind: 'once',
      start_date: dayAhead(46, MON),
      end_date: addDays(dayAhead(46, MON), 2),
      note,
    },
  });
  expect(vacation.status(), await vacation.text()).toBe(201);
  try {
    await page.setViewportSize({ width: 1366, height: 900 });
    await openAsAdmin(page, adminToken, '/admin/dashboard?tab=schedule');
    const section = timeOff(page);
    await section.getByRole('radio', { name: 'Part of a day' }).check();
    await section.getByLabel('Date').fill(date);
    await section.getByLabel('From').fill('11:00');
    await section.getByLabel('To', { exact: true }).fill('09:30');
    await section.getByLabel('Private note (optional)').fill(note);
    await section.getByRole('button', { name: 'Block this time' }).click();
    // The domain's rule, beside the field it is about; nothing is sent.
    await expect(section.locator('#timeoff-end-time-error')).toHaveText(
      MESSAGES.blockEndsBeforeStart,
    );
    await section.getByLabel('From').fill('09:30');
    await section.getByLabel('To', { exact: true }).fill('11:00');
    await section.getByRole('button', { name: 'Block this time' }).click();

    await expect(
      section.getByRole('heading', { name: '1 appointment is booked in this time' }),
    ).toBeVisible();
    const conflict = section.getByRole('listitem').filter({ hasText: lastName });
    await expect(conflict).toContainText('Upper Lip');
    await expect(conflict).toContainText(`${formatDayLong(date)} at 10:00 AM`);
    await conflict.getByRole('button', { name: /^Move or cancel/ }).click();
    await expect(conflict.getByRole('button', { name: 'Reschedule' })).toBeVisible();
    await expect(conflict.getByRole('button', { name: 'Mark cancelled' })).toBeVisible();
    await expectNoViolations(page, 'the time off with an appointment in it', 'main');
    await section.screenshot({ path: shot('timeoff-conflict-1366.png') });
    await page.screenshot({ path: shot('timeoff-1366.png'), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await section.screenshot({ path: shot('timeoff-conflict-390.png') });
    await page.screenshot({ path: shot('timeoff-390.png'), fullPage: true });
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);

    await section.getByRole('button', { name: 'Keep it and block the rest' }).click();
    await expect(section.getByRole('status').first()).toHaveText(
      `Time off saved: ${formatDayLong(date)}, 9:30 AM – 11:00 AM.`,
    );
    const saved = section.getByRole('listitem').filter({ hasText: note });
    await expect(saved.filter({ hasText: 'Part of a day' })).toContainText(
      `${formatDayLong(date)}, 9:30 AM – 11:00 AM`,
    );
    await expect(saved.filter({ hasText: 'Whole days' })).toHaveCount(1);
    const detail = await page.request.get(`/api/admin/appointments/${id}`, { headers });
    const { appointment } = (await detail.json()) as { appointment: { status: string } };
    expect(appointment.status).toBe('confirmed');

    // The agenda's day shows the time off, and blocks more of it from there.
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`/admin/dashboard?tab=agenda&date=${date}`);
    await expect(page.getByRole('list', { name: 'Time off' })).toHaveText(
      `Time off 9:30 AM – 11:00 AM (${note})`,
    );
    // Shaded on the day's column too, where the appointment still is.
    await expect(page.locator('.agenda-timeoff-stretch')).toHaveCount(1);
    await expect(page.getByRole('link', { name: new RegExp(lastName) })).toBeVisible();
    await page.screenshot({ path: shot('timeoff-agenda-1366.png') });
    await page.getByRole('link', { name: /^Block time/ }).click();
    await expect(timeOff(page).getByLabel('From')).toHaveValue(date);
  } finally {
    await removeBlocks(page.request, adminToken, note);
    await page.request.put(`/api/admin/appointments/${id}/status`, {
      headers,
      data: { status: 'cancelled' },
    });
  }
});

test('an appointment cancelled from the list leaves nothing in the way: the block is then saved', async ({
  page,
  adminToken,
}) => {
  const date = dayAhead(45, THU);
  const note = unique('Dentist');
  const lastName = uniqueName('Cancelled');
  const headers = { Authorization: `Bearer ${adminToken}` };
  const { booking_id: id } = await bookThroughApi(page.request, {
    last_name: lastName,
    services: ['upper-lip-wax'],
    preferred_date: date,
    preferred_time: '14:00',
  });
  try {
    await openAsAdmin(page, adminToken, '/admin/dashboard?tab=schedule');
    const section = timeOff(page);
    await section.getByRole('radio', { name: 'Part of a day' }).check();
    await section.getByLabel('Date').fill(date);
    await section.getByLabel('From').fill('13:00');
    await section.getByLabel('To', { exact: true }).fill('15:00');
    await section.getByLabel('Private note (optional)').fill(note);
    await section.getByRole('button', { name: 'Block this time' }).click();
    const conflict = section.getByRole('listitem').filter({ hasText: lastName });
    await expect(conflict).toContainText('pending');
    await conflict.getByRole('button', { name: /^Move or cancel/ }).click();
    await conflict.getByRole('button', { name: 'Mark cancelled' }).click();
    await expect(
      section.getByRole('heading', { name: 'Nothing is booked in this time any more' }),
    ).toBeVisible();
    await section.getByRole('button', { name: 'Save the time off' }).click();
    await expect(section.getByRole('status').first()).toHaveText(
      `Time off saved: ${formatDayLong(date)}, 1:00 PM – 3:00 PM.`,
    );
    const detail = await page.request.get(`/api/admin/appointments/${id}`, { headers });
    const { appointment } = (await detail.json()) as { appointment: { status: string } };
    expect(appointment.status).toBe('cancelled');
  } finally {
    await removeBlocks(page.request, adminToken, note);
  }
});
