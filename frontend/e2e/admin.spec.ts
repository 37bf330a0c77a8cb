import type { APIRequestContext } from '@playwright/test';
import { MESSAGES } from '../../domain/src/index';
import { uniqueEmail } from './booking-helpers';
import {
  expect,
  expectAccessible,
  openAsAdmin,
  SESSION_STORAGE_KEYS,
  test,
  unique,
} from './fixtures';
import { registerClient } from './admin-steps';

/** The admin console: login, the four lists and their counts, search and paging. */

const ADMIN_KEY = SESSION_STORAGE_KEYS.admin;

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

async function total(request: APIRequestContext, token: string, path: string): Promise<number> {
  const response = await request.get(`${path}?limit=1`, { headers: auth(token) });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { total: number }).total;
}

async function sendMessage(request: APIRequestContext, subject: string, name = 'Lena Park') {
  const response = await request.post('/api/contact', {
    data: { name, email: uniqueEmail('msg'), subject, message: 'Do you do brow tinting?' },
  });
  expect(response.status(), await response.text()).toBe(201);
}

test.describe('logging in', () => {
  test('asks for both fields, refuses a wrong password, then opens the dashboard', async ({
    page,
  }) => {
    await page.goto('/admin/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page.getByRole('alert')).toHaveText(MESSAGES.adminLoginRequired);
    await expect(page.getByRole('textbox', { name: 'Username' })).toBeFocused();

    await page.getByRole('textbox', { name: 'Username' }).fill('admin');
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page.getByRole('alert')).toHaveText(MESSAGES.adminLoginFailed);

    await page.getByLabel('Password').fill(process.env.E2E_ADMIN_PASSWORD ?? '');
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    const stored = await page.evaluate((key) => localStorage.getItem(key), ADMIN_KEY);
    expect(JSON.parse(stored ?? '{}')).toMatchObject({ admin: { username: 'admin' } });
    await expectAccessible(page);
  });

  test('the guard sends a visitor to the login page and back; logout returns there', async ({
    page,
  }) => {
    await page.goto('/admin/dashboard?tab=clients');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await page.getByRole('textbox', { name: 'Username' }).fill('admin');
    await page.getByLabel('Password').fill(process.env.E2E_ADMIN_PASSWORD ?? '');
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard\?tab=clients$/);
    await expect(page.getByRole('tab', { name: /Clients/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect(await page.evaluate((key) => localStorage.getItem(key), ADMIN_KEY)).toBeNull();
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('an unreadable stored session is removed; a rejected token returns to login with a message', async ({
    page,
  }) => {
    await page.goto('/admin/login');
    await page.evaluate((key) => localStorage.setItem(key, '{broken'), ADMIN_KEY);
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect(await page.evaluate((key) => localStorage.getItem(key), ADMIN_KEY)).toBeNull();

    await page.evaluate(
      (key) =>
        localStorage.setItem(
          key,
          JSON.stringify({ token: 'forged.token.x', admin: { username: 'admin' } }),
        ),
      ADMIN_KEY,
    );
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole('status')).toHaveText(MESSAGES.sessionExpired);
  });
});

test('each tab shows its total count, as the API counts it', async ({
  page,
  request,
  adminToken,
}) => {
  await sendMessage(request, unique('Count check'));
  const lists = [
    ['Appointments', '/api/admin/appointments'],
    ['Clients', '/api/admin/clients'],
    ['Messages', '/api/admin/contacts'],
    ['Corporate', '/api/admin/corporate-inquiries'],
  ] as const;
  await openAsAdmin(page, adminToken, '/admin/dashboard?tab=appointments');
  for (const [tab, path] of lists) {
    // Other tests add records meanwhile: compare when the API's count held still around the read.
    for (let attempt = 0; ; attempt++) {
      const before = await total(request, adminToken, path);
      await page.reload();
      const label = page.getByRole('tab', { name: new RegExp(`^${tab}`) });
      await expect(label).toHaveText(/\d+$/);
      const shown = Number((await label.innerText()).replace(/\D+/g, ''));
      const after = await total(request, adminToken, path);
      if (before === after || attempt === 4) {
        expect(shown, tab).toBe(after);
        break;
      }
    }
  }
});

test('messages: 20 a page with the next page reachable, searched on the server', async ({
  page,
  request,
  adminToken,
}) => {
  test.slow();
  const tag = unique('Paging');
  for (let i = 1; i <= 23; i++) await sendMessage(request, `${tag} #${i}`);
  await openAsAdmin(page, adminToken, '/admin/dashboard?tab=messages');
  await page.getByRole('searchbox', { name: /Search messages/ }).fill(tag);
  await page.getByRole('button', { name: 'Search' }).click();
  const rows = page.getByRole('article');
  await expect(rows).toHaveCount(20);
  // Newest first.
  await expect(rows.first()).toHaveAccessibleName(new RegExp(`${tag} #23`));
  await expect(page.getByText(/1–20 of 23/)).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(rows).toHaveCount(3);
  await expect(page.getByText(/21–23 of 23/)).toBeVisible();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  await page.goBack();
  await expect(rows).toHaveCount(20);
});

test('a message marked replied shows so, and the status filter finds it', async ({
  page,
  request,
  adminToken,
}) => {
  const subject = unique('Reply me');
  await sendMessage(request, subject, 'Ruth Diaz');
  await openAsAdmin(page, adminToken, '/admin/dashboard?tab=messages');
  await page.getByRole('searchbox', { name: /Search messages/ }).fill(subject);
  await page.getByRole('button', { name: 'Search' }).click();
  const row = page.getByRole('article', { name: new RegExp(subject) });
  await expect(row.getByText('New', { exact: true })).toBeVisible();
  await expect(row).toHaveClass(/is-new/);
  await expect(row.getByRole('link', { name: 'Reply by email' })).toHaveAttribute(
    'href',
    /^mailto:msg\..*@example\.com\?subject=Re%3A%20/,
  );
  await row.getByRole('button', { name: 'Mark replied' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: MESSAGES.inboxStatusUpdated('replied') }),
  ).toBeVisible();
  await expect(row.getByText('Replied', { exact: true })).toBeVisible();
  await expect(row).not.toHaveClass(/is-new/);
  await expect(row.getByRole('button', { name: 'Mark replied' })).toBeDisabled();

  await page.getByRole('combobox', { name: 'Status' }).selectOption('new');
  await expect(page.getByRole('article', { name: new RegExp(subject) })).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Status' }).selectOption('replied');
  await expect(page.getByRole('article', { name: new RegExp(subject) })).toHaveCount(1);
});

test('search narrows the clients to one, by phone', async ({ page, request, adminToken }) => {
  const phone = `240${String(Date.now()).slice(-7)}`;
  const wanted = await registerClient(request, 'Quinn', phone);
  await registerClient(request, 'Quinn', `301${String(Date.now() + 7).slice(-7)}`);
  await openAsAdmin(page, adminToken, '/admin/dashboard?tab=clients');
  const formatted = `(${phone.slice(0, 3)}) ${phone.slice(3, 6)}-${phone.slice(6)}`;
  await page.getByRole('searchbox', { name: /Search clients/ }).fill(formatted);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('article')).toContainText(wanted.client.email);
  await page.getByRole('article').getByRole('link', { name: 'Quinn Tester' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/clients/${wanted.client.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Quinn Tester' })).toBeVisible();
  await expect(page.getByText('No health form on file yet.')).toBeVisible();
  await expectAccessible(page);
});
