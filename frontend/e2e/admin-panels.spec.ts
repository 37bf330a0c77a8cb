import type { APIRequestContext, Page } from '@playwright/test';
import { request as playwrightRequest } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { formatTime12h, MESSAGES } from '../../domain/src/index';
import { addDays, dayAhead, uniqueEmail } from './booking-helpers';
import { expect, expectAccessible, test, unique, openAsAdmin } from './fixtures';

/** The console's Agenda, Money, Calendar and Mail tabs, against the real app. */

const WED = 3;
const THU = 4;
const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

interface Booked {
  booking_id: string;
  deposit_amount_cents: number;
  date: string;
  time: string;
}

/** Books a 60-minute facial on `date` at the first free hour from `times` (others may book meanwhile). */
async function book(
  request: APIRequestContext,
  date: string,
  lastName: string,
  times = ['10:00', '11:00', '13:00', '14:00', '15:00'],
): Promise<Booked> {
  for (const time of times) {
    const response = await request.post('/api/bookings', {
      data: {
        first_name: 'Agenda',
        last_name: lastName,
        email: uniqueEmail('panels'),
        phone: '301 555 0177',
        services: ['classic-european-facial'],
        preferred_date: date,
        preferred_time: time,
        service_location: 'clinic',
      },
    });
    if (response.status() === 409) continue;
    expect(response.status(), await response.text()).toBe(201);
    const body = (await response.json()) as Omit<Booked, 'date' | 'time'>;
    return { ...body, date, time };
  }
  throw new Error(`no free hour on ${date}`);
}

/** Pays the deposit on the local checkout page, as the client would. */
async function payDeposit(page: Page, bookingId: string): Promise<void> {
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
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({
    content: document.documentElement.scrollWidth,
    window: window.innerWidth,
  }));
  expect(widths.content).toBeLessThanOrEqual(widths.window);
}

const cents = (text: string | null) => Math.round(Number((text ?? '').replace(/[$,]/g, '')) * 100);

test.describe('agenda', () => {
  test('shows a booking as a pending hold, then confirmed once paid, and opens it', async ({
    page,
    adminToken,
  }) => {
    test.slow(); // a checkout and two accessibility scans
    const date = dayAhead(19, WED);
    const lastName = unique('Hold').replace(/\s+/g, '');
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
    const lastName = unique('Phone').replace(/\s+/g, '');
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
    const booked = await book(page.request, dayAhead(21, WED), unique('Money').replace(/\s+/g, ''));
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
    await book(page.request, dayAhead(21, THU), unique('Mail').replace(/\s+/g, ''));
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

/** A free TCP port of this machine. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

test.describe('mail that cannot be delivered', () => {
  // A second app of its own whose SMTP server refuses every connection: its e-mails fail.
  let server: ChildProcess | undefined;
  let dataDir = '';
  let baseURL = '';
  const password = `panels-${Math.random().toString(36).slice(2)}-Admin!`;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    const root = path.resolve(__dirname, '..', '..');
    const [port, smtpPort] = [await freePort(), await freePort()];
    dataDir = mkdtempSync(path.join(tmpdir(), 'esthetics-panels-'));
    baseURL = `http://127.0.0.1:${port}`;
    server = spawn('node', ['backend/dist/src/main.js'], {
      cwd: root,
      stdio: 'ignore',
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        ADMIN_PASSWORD: password,
        STATIC_DIR: process.env.E2E_STATIC_DIR ?? path.join(root, 'frontend/dist'),
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        MAIL_INTERVAL_MS: '500',
        PUBLIC_URL: baseURL,
        LOG_LEVEL: 'error',
        FORM_RATE_LIMIT_PER_IP: '10000',
        LOGIN_RATE_LIMIT_PER_IP: '10000',
        UNPAID_HOLDS_PER_CLIENT: '10000',
      },
    });
    const probe = await playwrightRequest.newContext({ baseURL });
    await expect
      .poll(async () => (await probe.get('/api/health').catch(() => null))?.status() ?? 0, {
        timeout: 90_000,
        intervals: [500],
      })
      .toBe(200);
    await probe.dispose();
  });

  test.afterAll(async () => {
    if (server?.pid) server.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  test('a failed e-mail is highlighted with its error and sent again', async ({ page }) => {
    test.slow();
    const api = await playwrightRequest.newContext({ baseURL });
    const login = await api.post('/api/admin/login', {
      data: { username: 'admin', password },
    });
    expect(login.status()).toBe(200);
    const { token } = (await login.json()) as { token: string };
    await book(api, dayAhead(22, WED), 'Undelivered');
    // The first attempt fails at once (nothing listens on the SMTP port).
    await expect
      .poll(
        async () => {
          const response = await api.get('/api/admin/outbox?limit=5', { headers: auth(token) });
          const { messages } = (await response.json()) as {
            messages: { attempts: number; last_error: string | null }[];
          };
          return messages.some((m) => m.attempts > 0 && m.last_error);
        },
        { timeout: 20_000 },
      )
      .toBe(true);
    await api.dispose();

    await openAsAdmin(page, token, `${baseURL}/admin/dashboard?tab=mail`);
    const row = page.getByTestId('mail-row').filter({ hasText: 'Last error' }).first();
    await expect(row).toBeVisible();
    await expect(row).toContainText(/Retrying|Stuck|Failed/);
    await expectAccessible(page);

    await row.getByRole('button', { name: 'Send again' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: MESSAGES.outboxRetried }),
    ).toBeVisible();

    // Sent meanwhile by the sweeper: the server's 409 message, as an alert.
    await page.route('**/api/admin/outbox/*/retry', (route) =>
      route.fulfill({
        status: 409,
        contentType: 'application/json',
        body: JSON.stringify({ status: 'error', message: MESSAGES.outboxAlreadySent }),
      }),
    );
    // Queued again, it fails again at once and is offered again.
    const again = page.getByTestId('mail-row').getByRole('button', { name: 'Send again' }).first();
    await expect(async () => {
      await page.getByRole('button', { name: 'Refresh' }).click();
      await expect(again).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    await again.click();
    await expect(page.getByRole('alert')).toHaveText(MESSAGES.outboxAlreadySent);
  });
});
