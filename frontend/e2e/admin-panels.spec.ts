import { MESSAGES } from '../../domain/src/index';
import { dayAhead, THU, WED } from './booking-helpers';
import { expect, expectAccessible, test, openAsAdmin, uniqueName } from './fixtures';
import { auth, book, expectNoSidewaysScroll, payDeposit } from './console-steps';

/** The console's Money, Calendar and Mail tabs, against the real app. */

const cents = (text: string | null) => Math.round(Number((text ?? '').replace(/[$,]/g, '')) * 100);

test.describe('money', () => {
  test('shows the week and month, twelve bars, and a paid deposit in this week’s figures', async ({
    page,
    adminToken,
  }) => {
    test.slow(); // a checkout
    await openAsAdmin(page, adminToken, '/admin/dashboard?tab=money');
    const week = page.getByRole('region', { name: 'This week' });
    const month = page.getByRole('region', { name: 'This month' });
    await expect(week.getByTestId('money-week-deposits')).toHaveText(/^\$[\d,]+\.\d\d$/);
    for (const label of ['Bookings', 'Deposits collected', 'Balance to collect', 'Cancellations']) {
      await expect(week.getByText(label, { exact: true })).toBeVisible();
      await expect(month.getByText(label, { exact: true })).toBeVisible();
    }
    const chart = page.getByRole('img', { name: /^Bookings per week over the last 12 weeks/ });
    await expect(chart).toBeVisible();
    await expect(chart.locator('.chart-bar')).toHaveCount(12);
    const table = page.getByRole('table', { name: 'Bookings per week, oldest first' });
    await expect(table.getByRole('row')).toHaveCount(13);
    await expectAccessible(page);

    const before = cents(await week.getByTestId('money-week-deposits').textContent());
    const beforeMonth = cents(await month.getByTestId('money-month-deposits').textContent());
    const booked = await book(page.request, dayAhead(21, WED), uniqueName('Money'));
    await payDeposit(page, booked.booking_id);

    await page.goto('/admin/dashboard?tab=money');
    const after = cents(await week.getByTestId('money-week-deposits').textContent());
    expect(after).toBeGreaterThanOrEqual(before + booked.deposit_amount_cents);
    const afterMonth = cents(await month.getByTestId('money-month-deposits').textContent());
    expect(afterMonth).toBeGreaterThanOrEqual(beforeMonth + booked.deposit_amount_cents);

    await page.setViewportSize({ width: 360, height: 740 });
    await expect(chart).toBeVisible();
    await expectNoSidewaysScroll(page);
  });
});

test.describe('calendar', () => {
  test('shows a feed that answers with iCalendar, copies it, and makes a new link', async ({
    page,
    adminToken,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openAsAdmin(page, adminToken, '/admin/dashboard?tab=calendar');
    const https = page.getByTestId('feed-https');
    await expect(https).toHaveAttribute('href', /^http.*\/api\/calendar\/feed\/.+\.ics$/);
    await expect(page.getByTestId('feed-webcal')).toHaveAttribute('href', /^webcal:\/\//);
    for (const app of ['Google Calendar', 'Apple Calendar', 'Outlook']) {
      await expect(page.getByRole('region', { name: 'How to subscribe' })).toContainText(app);
    }
    const oldLink = (await https.getAttribute('href')) ?? '';
    const feed = await page.request.get(oldLink);
    expect(feed.status()).toBe(200);
    expect(await feed.text()).toContain('BEGIN:VCALENDAR');
    await expectAccessible(page);

    // Copy: "Copied" on the button, the message read out, the link on the clipboard.
    await page.getByRole('button', { name: /^Copy https? link$/ }).click();
    await expect(page.getByRole('status').filter({ hasText: MESSAGES.copied })).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(oldLink);

    // Cancel keeps the link.
    await page.getByRole('button', { name: 'Make a new link' }).click();
    const dialog = page.getByRole('dialog', { name: 'Make a new calendar link?' });
    await expect(dialog).toContainText(MESSAGES.calendarRotateWarning);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(https).toHaveAttribute('href', oldLink);

    // Confirmed, a new link; the old one no longer answers.
    await page.getByRole('button', { name: 'Make a new link' }).click();
    await dialog.getByRole('button', { name: 'Make a new link' }).click();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByRole('status').filter({ hasText: MESSAGES.calendarRotated }),
    ).toBeVisible();
    await expect(https).not.toHaveAttribute('href', oldLink);
    const newLink = (await https.getAttribute('href')) ?? '';
    expect((await page.request.get(oldLink)).status()).toBe(404);
    const fresh = await page.request.get(newLink);
    expect(fresh.status()).toBe(200);
    expect(await fresh.text()).toContain('BEGIN:VCALENDAR');

    await page.setViewportSize({ width: 360, height: 740 });
    await expectNoSidewaysScroll(page);
  });

  test('a copy the browser refuses says so', async ({ page, adminToken }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', {
        value: { writeText: () => Promise.reject(new Error('denied')) },
      });
    });
    await openAsAdmin(page, adminToken, '/admin/dashboard?tab=calendar');
    await page.getByRole('button', { name: 'Copy webcal link' }).click();
    await expect(page.getByRole('status').filter({ hasText: MESSAGES.copyFailed })).toBeVisible();
  });
});

test.describe('mail', () => {
  test('lists the outbox newest first, filters failed ones, and a sent e-mail is not sent twice', async ({
    page,
    adminToken,
  }) => {
    // A booking writes an e-mail, so the outbox has one at least.
    await book(page.request, dayAhead(21, THU), uniqueName('Mail'));
    await openAsAdmin(page, adminToken, '/admin/dashboard?tab=mail');
    const rows = page.getByTestId('mail-row');
    await expect(rows.first()).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Pages' })).toContainText(/of \d+/);
    await expectAccessible(page);

    await page.getByRole('checkbox', { name: 'Failed only' }).check();
    await expect(page).toHaveURL(/status=failed/);
    // The test server writes e-mail to files, which never fails.
    await expect(page.getByText(/^No failed e-mails/)).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('checkbox', { name: 'Failed only' }).uncheck();
    await expect(rows.first()).toBeVisible();

    await page.setViewportSize({ width: 360, height: 740 });
    await expectNoSidewaysScroll(page);

    // The API refuses to send a sent e-mail again (409, with its message).
    let sentId = '';
    await expect
      .poll(
        async () => {
          const response = await page.request.get('/api/admin/outbox?limit=100&status=sent', {
            headers: auth(adminToken),
          });
          const { messages } = (await response.json()) as { messages: { id: string }[] };
          sentId = messages[0]?.id ?? '';
          return sentId;
        },
        { timeout: 20_000 },
      )
      .not.toBe('');
    const again = await page.request.post(`/api/admin/outbox/${sentId}/retry`, {
      headers: auth(adminToken),
    });
    expect(again.status()).toBe(409);
    expect(((await again.json()) as { message: string }).message).toBe(MESSAGES.outboxAlreadySent);
  });
});
