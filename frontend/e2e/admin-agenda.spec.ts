import { formatTime12h } from '../../domain/src/index';
import { addDays, dayAhead, THU, WED } from './booking-helpers';
import { expect, expectAccessible, test, openAsAdmin, uniqueName } from './fixtures';
import { book, expectNoSidewaysScroll, payDeposit } from './console-steps';

/** The console's Agenda tab, against the real app. */

test.describe('agenda', () => {
  test('shows a booking as a pending hold, then confirmed once paid, and opens it', async ({
    page,
    adminToken,
  }) => {
    test.slow(); // a checkout and two accessibility scans
    const date = dayAhead(19, WED);
    const lastName = uniqueName('Hold');
    const booked = await book(page.request, date, lastName);

    // The day before, then the date navigation to the booked day.
    await openAsAdmin(page, adminToken, `/admin/dashboard?tab=agenda&date=${addDays(date, -1)}`);
    await page.getByRole('button', { name: 'Next day' }).click();
    await expect(page).toHaveURL(new RegExp(`date=${date}`));
    const block = page.getByRole('link', { name: new RegExp(`Agenda ${lastName}`) });
    await expect(block).toBeVisible();
    await expect(block).toHaveAccessibleName(
      new RegExp(
        `^${formatTime12h(booked.time)} – .*, Pending deposit, Agenda ${lastName}, Classic European Facial$`,
      ),
    );
    await expect(page.locator('.agenda-block--pending', { has: block })).toHaveCount(1);
    await expect(page.getByRole('list', { name: 'Legend' })).toContainText('Pending deposit');
    await expectAccessible(page);

    // The week view of that week shows it too, in its day's column.
    await page.getByRole('button', { name: 'Week', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Week', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByRole('link', { name: new RegExp(`Agenda ${lastName}`) })).toBeVisible();
    await expectAccessible(page);

    // Paid on the checkout, it is confirmed.
    await payDeposit(page, booked.booking_id);
    await page.goto(`/admin/dashboard?tab=agenda&date=${date}`);
    const confirmed = page.getByRole('link', { name: new RegExp(`Agenda ${lastName}`) });
    await expect(confirmed).toHaveAccessibleName(/, Confirmed, /);
    await expect(page.locator('.agenda-block--confirmed', { has: confirmed })).toHaveCount(1);

    // Enter on the block opens the appointment.
    await confirmed.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/admin/appointments/${booked.booking_id}$`));
  });

  test('starts on today, moves by day and week, and comes back to today', async ({
    page,
    adminToken,
  }) => {
    await openAsAdmin(page, adminToken, '/admin/dashboard?tab=agenda');
    const today = new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/New_York',
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      year: 'numeric',
    }).format(new Date());
    const title = page.getByRole('heading', { level: 2, name: /^Agenda: / });
    await expect(title).toHaveText(`Agenda: ${today}`);
    await expect(page.getByRole('button', { name: 'Today' })).toBeDisabled();
    await page.getByRole('button', { name: 'Next day' }).click();
    await expect(title).not.toHaveText(`Agenda: ${today}`);
    await page.getByRole('button', { name: 'Week', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Next week' })).toBeVisible();
    await page.getByRole('button', { name: 'Next week' }).click();
    await page.getByRole('button', { name: 'Today' }).click();
    await expect(page.getByRole('button', { name: 'Today' })).toBeDisabled();
    await page.getByRole('button', { name: 'Day', exact: true }).click();
    await expect(title).toHaveText(`Agenda: ${today}`);
  });

  test('on a 360 px phone the week is a list per day, without sideways scrolling', async ({
    page,
    adminToken,
  }) => {
    const date = dayAhead(19, THU);
    const lastName = uniqueName('Phone');
    const booked = await book(page.request, date, lastName, ['16:00', '17:00', '12:00', '09:00']);
    await page.setViewportSize({ width: 360, height: 740 });
    await openAsAdmin(page, adminToken, `/admin/dashboard?tab=agenda&view=week&date=${date}`);
    const item = page.getByRole('link', { name: new RegExp(`Agenda ${lastName}`) });
    await expect(item).toBeVisible();
    await expect(page.locator('.agenda-grid--week')).toBeHidden();
    const box = await item.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);
    await expectNoSidewaysScroll(page);
    await page.getByRole('button', { name: 'Day', exact: true }).click();
    await expect(item).toBeVisible();
    expect((await item.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);

    // A tap opens the appointment.
    await item.click();
    await expect(page).toHaveURL(new RegExp(`/admin/appointments/${booked.booking_id}$`));
  });
});
