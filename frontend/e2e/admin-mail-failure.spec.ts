import { request as playwrightRequest } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MESSAGES } from '../../domain/src/index';
import { dayAhead, WED } from './booking-helpers';
import { expect, expectAccessible, test, openAsAdmin } from './fixtures';
import { freePort } from './free-port';
import { auth, book } from './console-steps';

/** The console's Mail tab when the mail server refuses every e-mail: a second app of its own. */

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
