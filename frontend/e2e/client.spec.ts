import { MESSAGES } from '../../domain/src/index';
import { expect, openAsClient, SESSION_STORAGE_KEYS, test } from './fixtures';
import { uniqueEmail } from './booking-helpers';
import { box, nav, PHONE, registerThroughApi, type Session } from './client-helpers';

/** The client area: registration, login and the guard. */

const STORAGE_KEY = SESSION_STORAGE_KEYS.client;

test.describe('registration', () => {
  test('registers, lands on the dashboard greeted by first name, and logs out', async ({
    page,
  }) => {
    await page.goto('/client/register');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Create Your Account' }),
    ).toBeVisible();
    await box(page, 'First name').fill('Maya');
    await box(page, 'Last name').fill('Lee');
    await box(page, 'Email').fill(uniqueEmail('register'));
    await box(page, 'Phone').fill(PHONE);
    await page.getByLabel('Date of birth').fill('1990-04-12');
    await box(page, 'Emergency contact name').fill('Sam Lee');
    await box(page, 'Emergency contact phone').fill('410 555 0199');
    await page.getByRole('button', { name: 'Create Account' }).click();

    await expect(page).toHaveURL(/\/client\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Maya' })).toBeVisible();
    await expect(nav(page).getByRole('link', { name: 'Maya' })).toHaveAttribute(
      'href',
      '/client/dashboard',
    );
    // The profile shows what was registered, normalised by the server.
    await expect(box(page, 'Phone')).toHaveValue('3015550123');
    await expect(box(page, 'Emergency contact name')).toHaveValue('Sam Lee');

    await nav(page).getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/client\/login$/);
    await expect(nav(page).getByRole('link', { name: 'Login' })).toBeVisible();
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)).toBeNull();
  });

  test('asks for the required fields beside the first empty one and sends nothing', async ({
    page,
  }) => {
    let posted = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/clients/register')) posted++;
    });
    await page.goto('/client/register');
    await box(page, 'First name').fill('Maya');
    await page.getByRole('button', { name: 'Create Account' }).click();
    const lastName = box(page, 'Last name');
    await expect(page.getByRole('alert')).toHaveText(MESSAGES.requiredFields);
    await expect(lastName).toBeFocused();
    await expect(lastName).toHaveAttribute('aria-invalid', 'true');
    await expect(box(page, 'Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(box(page, 'First name')).not.toHaveAttribute('aria-invalid', 'true');
    expect(posted).toBe(0);

    await lastName.fill('Lee');
    await box(page, 'Email').fill('maya@');
    await box(page, 'Phone').fill(PHONE);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByRole('alert')).toHaveText(MESSAGES.invalidEmail);
    await expect(box(page, 'Email')).toBeFocused();
    expect(posted).toBe(0);
  });

  test('an e-mail that has an account says to log in instead', async ({ page, request }) => {
    const { client } = await registerThroughApi(request);
    await page.goto('/client/register');
    await box(page, 'First name').fill('Maya');
    await box(page, 'Last name').fill('Lee');
    await box(page, 'Email').fill(client.email);
    await box(page, 'Phone').fill(PHONE);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByRole('alert')).toHaveText(MESSAGES.registrationExists);
    await page.getByRole('link', { name: 'Log in' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Client Login' })).toBeVisible();
  });
});

test.describe('login', () => {
  test('a wrong phone is refused, the right pair logs in', async ({ page, request }) => {
    const { client } = await registerThroughApi(request, 'Nora');
    await page.goto('/client/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Client Login' })).toBeVisible();
    await box(page, 'Email').fill(client.email);
    await box(page, 'Phone').fill('410 555 0000');
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page.getByRole('alert')).toHaveText(MESSAGES.clientLoginFailed);
    await expect(page).toHaveURL(/\/client\/login$/);

    await box(page, 'Phone').fill(PHONE);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/client\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Nora' })).toBeVisible();
    await expect(nav(page).getByRole('link', { name: 'Nora' })).toBeVisible();
  });

  test('asks for both fields, and links to registration', async ({ page }) => {
    await page.goto('/client/login');
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page.getByRole('alert')).toHaveText(MESSAGES.clientLoginRequired);
    await expect(box(page, 'Email')).toBeFocused();
    await page.getByRole('link', { name: 'Create an account' }).click();
    await expect(page).toHaveURL(/\/client\/register$/);
  });

  test('too many attempts shows the server message; a network failure says so', async ({
    page,
  }) => {
    let answer: 'limit' | 'offline' = 'limit';
    await page.route('**/api/clients/login', (route) =>
      answer === 'offline'
        ? route.abort('internetdisconnected')
        : route.fulfill({
            status: 429,
            contentType: 'application/json',
            body: JSON.stringify({ status: 'error', message: MESSAGES.tooManyAttempts }),
          }),
    );
    await page.goto('/client/login');
    await box(page, 'Email').fill('maya@example.com');
    await box(page, 'Phone').fill(PHONE);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page.getByRole('alert')).toHaveText(MESSAGES.tooManyAttempts);
    answer = 'offline';
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page.getByRole('alert')).toHaveText(MESSAGES.networkError);
  });
});

test.describe('the guard', () => {
  test('sends a visitor to the login page, and back to the tab after logging in', async ({
    page,
    request,
  }) => {
    const { client } = await registerThroughApi(request, 'Iris');
    await page.goto('/client/dashboard?tab=health-forms');
    await expect(page).toHaveURL(/\/client\/login$/);
    await box(page, 'Email').fill(client.email);
    await box(page, 'Phone').fill(PHONE);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/client\/dashboard\?tab=health-forms$/);
    await expect(page.getByRole('tab', { name: 'Health Forms' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  test('an unreadable stored session counts as logged out and is removed', async ({ page }) => {
    await page.goto('/');
    await page.evaluate((key) => localStorage.setItem(key, '{bad'), STORAGE_KEY);
    await page.reload();
    await expect(nav(page).getByRole('link', { name: 'Login' })).toBeVisible();
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)).toBeNull();
    await page.goto('/client/dashboard');
    await expect(page).toHaveURL(/\/client\/login$/);
  });

  test('a rejected token ends the session with a notice on the login page', async ({ page }) => {
    const forged: Session = {
      token: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.forged',
      client: {
        id: '00000000-0000-4000-8000-000000000000',
        first_name: 'Forged',
        last_name: 'Token',
        email: 'forged@example.com',
        phone: '3015550123',
        email_verified: true,
      },
    };
    await openAsClient(page, forged, '/client/dashboard?tab=appointments');
    await expect(page).toHaveURL(/\/client\/login$/);
    await expect(page.getByRole('status')).toHaveText(MESSAGES.sessionExpired);
    await expect(nav(page).getByRole('link', { name: 'Login' })).toBeVisible();
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)).toBeNull();
  });

  test('an expired token is dropped on arrival with the same notice', async ({ page, request }) => {
    const session = await registerThroughApi(request);
    const payload = Buffer.from(
      JSON.stringify({ sub: session.client.id, exp: 1_000_000 }),
    ).toString('base64url');
    await openAsClient(
      page,
      { ...session, token: `eyJhbGciOiJIUzI1NiJ9.${payload}.sig` },
      '/client/dashboard',
    );
    await expect(page).toHaveURL(/\/client\/login$/);
    await expect(page.getByRole('status')).toHaveText(MESSAGES.sessionExpired);
  });
});
