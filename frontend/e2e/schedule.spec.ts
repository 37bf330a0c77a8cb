import { dayAhead } from './booking-helpers';
import { expect, expectNoViolations, test, openAsAdmin } from './fixtures';

/** The console's Schedule tab: the owner sets her week and her start times. */

test('the owner splits Tuesday into 10:00-14:00 and 15:00-18:00: 14:15 is not offered, 15:00 is', async ({
  page,
  request,
  adminToken,
}) => {
  test.slow(); // two screen widths and an accessibility scan
  await page.setViewportSize({ width: 1366, height: 900 });
  await openAsAdmin(page, adminToken, '/admin/dashboard?tab=schedule');
  const tuesday = page.getByRole('group', { name: 'Tuesday' });
  await expect(tuesday.getByLabel('Tuesday opens (interval 1)')).toHaveValue('09:00');

  await tuesday.getByLabel('Tuesday opens (interval 1)').fill('10:00');
  await tuesday.getByLabel('Tuesday closes (interval 1)').fill('14:00');
  await tuesday.getByRole('button', { name: 'Add hours on Tuesday' }).click();
  await tuesday.getByLabel('Tuesday opens (interval 2)').fill('15:00');
  await tuesday.getByLabel('Tuesday closes (interval 2)').fill('18:00');
  await page.getByRole('button', { name: 'Save the week' }).click();
  await expect(page.getByText('Your week is saved.')).toBeVisible();
  await expectNoViolations(page, 'the schedule tab', 'main');
  await page.screenshot({ path: test.info().outputPath('schedule-1366.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('schedule-390.png'), fullPage: true });

  const date = dayAhead(8, 2);
  const answer = await request.get(`/api/availability?date=${date}&duration=15`);
  const free = ((await answer.json()) as { slots: { time: string; available: boolean }[] }).slots
    .filter((s) => s.available)
    .map((s) => s.time);
  expect(free).not.toContain('14:15');
  expect(free).toContain('15:00');
  // The booking page of that Tuesday says the same: 2:15 PM falls in the break, 3:00 PM is free.
  await page.goto('/booking?service=upper-lip-wax');
  await page.getByLabel('Date').fill(date);
  await expect(page.getByRole('radio', { name: '3:00 PM', exact: true })).toBeVisible();
  await expect(page.getByRole('radio', { name: '2:15 PM', exact: true })).toHaveCount(0);
  await expect(page.getByRole('radio', { name: '2:45 PM', exact: true })).toHaveCount(0);
  await page.goto('/admin/dashboard?tab=schedule');

  // The spec's week again, for the other tests.
  await page.setViewportSize({ width: 1366, height: 900 });
  await tuesday.getByRole('button', { name: 'Remove Tuesday 15:00 - 18:00' }).click();
  await tuesday.getByLabel('Tuesday opens (interval 1)').fill('09:00');
  await tuesday.getByLabel('Tuesday closes (interval 1)').fill('19:00');
  await page.getByRole('button', { name: 'Save the week' }).click();
  await expect(page.getByText('Your week is saved.')).toBeVisible();
});
