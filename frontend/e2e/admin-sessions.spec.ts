import type { Page } from '@playwright/test';
import { MESSAGES, SESSION_STORAGE_KEYS } from '../../domain/src/index';
import { expect, expectAccessible, test } from './fixtures';

/**
 * The owner's sessions live on the server: the Security tab lists them and ends one; logging out
 * revokes the token, so a copy of it is refused afterwards. Each test logs in for itself and ends
 * only its own sessions (other tests share the admin account).
 */

const ADMIN_KEY = SESSION_STORAGE_KEYS.admin;
const OTHER_DEVICE = `E2E other device ${Math.random().toString(36).slice(2, 8)}`;

async function logInThroughTheForm(page: Page): Promise<void> {
  await page.goto('/admin/dashboard?tab=security');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.getByRole('textbox', { name: 'Username' }).fill('admin');
  await page.getByLabel('Password').fill(process.env.E2E_ADMIN_PASSWORD ?? '');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard\?tab=security$/);
}

const storedToken = async (page: Page): Promise<string> => {
  const stored = await page.evaluate((key) => localStorage.getItem(key), ADMIN_KEY);
  return (JSON.parse(stored ?? '{}') as { token: string }).token;
};

test('the Security tab ends another session; logout revokes the token, whose copy is then refused', async ({
  page,
}) => {
  test.slow(); // an accessibility scan and a dialog
  await logInThroughTheForm(page);
  const token = await storedToken(page);

  // Another device signs in (through the API, with a browser name of its own).
  const other = await page.request.post('/api/admin/login', {
    headers: { 'User-Agent': OTHER_DEVICE },
    data: { username: 'admin', password: process.env.E2E_ADMIN_PASSWORD },
  });
  expect(other.status()).toBe(200);
  const otherToken = ((await other.json()) as { token: string }).token;
  const asOther = { Authorization: `Bearer ${otherToken}` };
  expect((await page.request.get('/api/admin/sessions', { headers: asOther })).status()).toBe(200);

  await page.reload();
  await expect(page.getByRole('heading', { name: MESSAGES.adminSessionsTitle })).toBeVisible();
  const otherRow = page.getByTestId('admin-session-row').filter({ hasText: OTHER_DEVICE });
  await expect(otherRow).toHaveCount(1);
  await expect(
    page.getByTestId('admin-session-row').filter({ hasText: 'This browser' }),
  ).toHaveCount(1);
  await expectAccessible(page);

  // Ending it asks first, in a dialog; "Keep" leaves it.
  await otherRow.getByRole('button', { name: 'End session' }).click();
  const dialog = page.getByRole('dialog', { name: MESSAGES.adminSessionEndTitle });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Keep' }).click();
  await expect(dialog).toBeHidden();
  await otherRow.getByRole('button', { name: 'End session' }).click();
  await dialog.getByRole('button', { name: 'End session' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: MESSAGES.adminSessionEndedNotice }),
  ).toBeVisible();
  await expect(otherRow).toHaveCount(0);
  const refusedOther = await page.request.get('/api/admin/sessions', { headers: asOther });
  expect(refusedOther.status()).toBe(401);

  // Logging out revokes this browser's token on the server: a copy of it is refused.
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect(await page.evaluate((key) => localStorage.getItem(key), ADMIN_KEY)).toBeNull();
  await expect
    .poll(async () =>
      (
        await page.request.get('/api/admin/clients', {
          headers: { Authorization: `Bearer ${token}` },
        })
      ).status(),
    )
    .toBe(401);
  const refused = await page.request.get('/api/admin/clients', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(((await refused.json()) as { message: string }).message).toBe(MESSAGES.adminSessionEnded);
});
