import { MESSAGES, maskEmail } from '../../domain/src/index';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectAccessible, test, unique } from './fixtures';
import { completeHealthCode, confirmEmailThroughApi } from './health-access';

/** The client area: registration, login, the guard and the dashboard's three tabs. */

interface Client {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  email_verified: boolean;
}

interface Session {
  token: string;
  client: Client;
}

const PHONE = '(301) 555-0123';
const STORAGE_KEY = 'esthetics_client';

/** An e-mail address no other test uses (tests run in parallel on one server). */
const uniqueEmail = (label: string) =>
  `${unique(label).replace(/[^a-z0-9]+/gi, '.')}@example.com`.toLowerCase();

/** A client registered through the API, with the session the site would store. */
async function registerThroughApi(
  request: APIRequestContext,
  firstName = 'Maya',
): Promise<Session> {
  const response = await request.post('/api/clients/register', {
    data: { first_name: firstName, last_name: 'Lee', email: uniqueEmail('client'), phone: PHONE },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { token, client } = (await response.json()) as Session;
  // Its owner confirms the address, as the notice on the dashboard asks.
  await confirmEmailThroughApi(request, { token, client });
  return { token, client: { ...client, email_verified: true } };
}

/** Opens `path` with `session` stored, as after a login. */
async function openAs(page: Page, session: Session, path: string): Promise<void> {
  await page.goto('/');
  await page.evaluate(
    ([key, value]) => localStorage.setItem(key, value),
    [STORAGE_KEY, JSON.stringify(session)],
  );
  await page.goto(path);
}

/** A text field by its accessible name (a required field's label also shows an asterisk). */
const box = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/**
 * A weekday far enough ahead not to meet the booking tests (which book within a few weeks), yet inside
 * the 12-month booking horizon, with a free hour for 60 minutes.
 */
async function freeSlot(request: APIRequestContext): Promise<{ date: string; time: string }> {
  const start = new Date();
  start.setUTCDate(start.getUTCDate() + 120 + Math.floor(Math.random() * 200));
  for (let i = 0; i < 30; i++) {
    const day = new Date(start.getTime() + i * 86_400_000);
    if (day.getUTCDay() === 0 || day.getUTCDay() === 6) continue;
    const date = day.toISOString().slice(0, 10);
    const response = await request.get(`/api/availability?date=${date}&duration=60`);
    expect(response.ok()).toBe(true);
    const { slots } = (await response.json()) as { slots: { time: string; available: boolean }[] };
    const free =
      slots.find((s) => s.time === '10:00' && s.available) ?? slots.find((s) => s.available);
    if (free) return { date, time: free.time };
  }
  throw new Error('no free time found');
}

/** Books a Classic European Facial with the client's e-mail and phone (which links it to the account). */
async function bookFor(request: APIRequestContext, client: Client) {
  for (let attempt = 0; attempt < 5; attempt++) {
    const { date, time } = await freeSlot(request);
    const response = await request.post('/api/bookings', {
      data: {
        first_name: client.first_name,
        last_name: client.last_name,
        email: client.email,
        phone: PHONE,
        services: ['classic-european-facial'],
        preferred_date: date,
        preferred_time: time,
        service_location: 'clinic',
      },
    });
    if (response.status() === 409) continue; // taken meanwhile by another test
    expect(response.status(), await response.text()).toBe(201);
    const booking = (await response.json()) as { booking_id: string; deposit_amount_cents: number };
    return { ...booking, date, time };
  }
  throw new Error('could not book a free time');
}

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
    await openAs(page, forged, '/client/dashboard?tab=appointments');
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
    await openAs(
      page,
      { ...session, token: `eyJhbGciOiJIUzI1NiJ9.${payload}.sig` },
      '/client/dashboard',
    );
    await expect(page).toHaveURL(/\/client\/login$/);
    await expect(page.getByRole('status')).toHaveText(MESSAGES.sessionExpired);
  });
});

test.describe('the dashboard', () => {
  test('tabs follow the arrow keys and the URL keeps the selected one across a reload', async ({
    page,
    request,
  }) => {
    const registered = await registerThroughApi(request);
    await openAs(page, registered, '/client/dashboard');
    const tabs = page.getByRole('tablist', { name: 'Your account' });
    await expect(tabs.getByRole('tab')).toHaveText(['Profile', 'Appointments', 'Health Forms']);
    const profile = page.getByRole('tab', { name: 'Profile' });
    await expect(profile).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'Profile' })).toBeVisible();

    await profile.focus();
    await page.keyboard.press('ArrowRight');
    const appointments = page.getByRole('tab', { name: 'Appointments' });
    await expect(appointments).toBeFocused();
    await expect(appointments).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/\?tab=appointments$/);
    await expect(page.getByRole('tabpanel', { name: 'Appointments' })).toBeVisible();
    // Two presses in a row, faster than the URL follows: each starts from the focused tab.
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('tab', { name: 'Health Forms' })).toBeFocused();
    await expect(page).toHaveURL(/\?tab=health-forms$/);
    // The code the tab e-mails by itself does not pull focus away from the tab list.
    await expect(
      page.getByText(MESSAGES.healthCodeSent(maskEmail(registered.client.email))),
    ).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Health Forms' })).toBeFocused();

    await page.reload();
    await expect(page.getByRole('tab', { name: 'Health Forms' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // The tab's first step in a new browser session: the e-mailed code (e2e/health-access.spec.ts).
    await expect(page.getByRole('heading', { name: 'Confirm it’s you' })).toBeVisible();
  });

  test('the profile saves, and the name in the navigation follows', async ({ page, request }) => {
    await openAs(page, await registerThroughApi(request, 'Maya'), '/client/dashboard?tab=profile');
    const firstName = box(page, 'First name');
    await firstName.fill('Mia');
    await page.getByLabel('Date of birth').fill('1991-02-03');
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await expect(page.getByRole('status')).toHaveText(MESSAGES.profileUpdated);
    await expect(nav(page).getByRole('link', { name: 'Mia' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Mia' })).toBeVisible();

    await page.reload();
    await expect(box(page, 'First name')).toHaveValue('Mia');
    await expect(page.getByLabel('Date of birth')).toHaveValue('1991-02-03');

    await box(page, 'Emergency contact phone').fill('12');
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await expect(page.getByRole('alert')).toHaveText(MESSAGES.invalidEmergencyPhone);
    await expect(box(page, 'Emergency contact phone')).toBeFocused();
  });

  test('a profile the server refuses shows its message beside the field', async ({
    page,
    request,
  }) => {
    const other = await registerThroughApi(request, 'Other');
    await openAs(page, await registerThroughApi(request), '/client/dashboard');
    await box(page, 'Email').fill(other.client.email);
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await expect(page.getByRole('alert')).toHaveText(MESSAGES.emailTaken);
    await expect(box(page, 'Email')).toBeFocused();
  });

  test('the health form saves and shows what was saved after a reload', async ({
    page,
    request,
  }) => {
    const session = await registerThroughApi(request);
    await openAs(page, session, '/client/dashboard?tab=health-forms');
    await completeHealthCode(page, session.client.email);
    const form = page.getByRole('form', { name: 'Health and consultation form' });
    await expect(form.getByLabel('Skin type')).toHaveValue('');
    await form.getByLabel('Skin type').selectOption('Combination');
    const concerns = form.getByRole('group', { name: 'Skin concerns' });
    await concerns.getByLabel('Acne').check();
    await concerns.getByLabel('Redness').check();
    await form
      .getByRole('group', { name: 'Treatments you are interested in' })
      .getByLabel('Facials')
      .check();
    await form.getByLabel('Current skincare routine').fill('Cleanser, moisturiser, SPF');
    await form.getByLabel('Allergies').fill(' latex ,, nuts , ');
    await form.getByLabel('Medications').fill('  ');
    await form.getByLabel('Skin goals').fill('even tone,fewer breakouts');
    await form.getByLabel('I am pregnant or nursing').check();
    await form.getByLabel('Budget per treatment').selectOption('$75-$125');
    await form.getByLabel('Sun exposure').selectOption('Moderate');
    await form.getByLabel('Smoking').selectOption('Never');
    await form.getByLabel('Alcohol consumption').selectOption('Occasional');
    await form.getByRole('button', { name: 'Save Health Form' }).click();
    await expect(form.getByRole('status')).toHaveText(MESSAGES.healthFormsUpdated);
    await expect(form.getByLabel('Allergies')).toHaveValue('latex, nuts');

    await page.reload();
    await expect(form.getByLabel('Skin type')).toHaveValue('Combination');
    await expect(concerns.getByLabel('Acne')).toBeChecked();
    await expect(concerns.getByLabel('Redness')).toBeChecked();
    await expect(concerns.getByLabel('Dryness')).not.toBeChecked();
    await expect(form.getByLabel('Allergies')).toHaveValue('latex, nuts');
    await expect(form.getByLabel('Medications')).toHaveValue('');
    await expect(form.getByLabel('Skin goals')).toHaveValue('even tone, fewer breakouts');
    await expect(form.getByLabel('Current skincare routine')).toHaveValue(
      'Cleanser, moisturiser, SPF',
    );
    await expect(form.getByLabel('I am pregnant or nursing')).toBeChecked();
    await expect(form.getByLabel('Alcohol consumption')).toHaveValue('Occasional');
  });

  test('a health form that cannot be saved says why', async ({ page, request }) => {
    const session = await registerThroughApi(request);
    await openAs(page, session, '/client/dashboard?tab=health-forms');
    await completeHealthCode(page, session.client.email);
    const form = page.getByRole('form', { name: 'Health and consultation form' });
    await page.route('**/api/clients/*/consultation', (route) =>
      route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.continue(),
    );
    await form.getByRole('button', { name: 'Save Health Form' }).click();
    await expect(form.getByRole('alert')).toHaveText(MESSAGES.networkError);
  });

  test('a new client has no appointments yet and a link to book', async ({ page, request }) => {
    await openAs(page, await registerThroughApi(request), '/client/dashboard?tab=appointments');
    const panel = page.getByRole('tabpanel', { name: 'Appointments' });
    await expect(panel.getByText('No appointments yet')).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Book an appointment' })).toHaveAttribute(
      'href',
      '/booking',
    );
  });

  test('appointments that cannot be loaded say so and offer a retry', async ({ page, request }) => {
    let fail = true;
    await page.route('**/api/clients/*/appointments', (route) =>
      fail
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{}' })
        : route.continue(),
    );
    await openAs(page, await registerThroughApi(request), '/client/dashboard?tab=appointments');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText(MESSAGES.appointmentsLoadFailed);
    fail = false;
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByText('No appointments yet')).toBeVisible();
  });

  test('a booking made with the account details is listed, payable and downloadable', async ({
    page,
    request,
  }) => {
    const session = await registerThroughApi(request, 'Ava');
    const booking = await bookFor(request, session.client);
    await openAs(page, session, '/client/dashboard?tab=appointments');

    const upcoming = page.getByRole('region', { name: 'Upcoming' });
    const card = upcoming.getByRole('article', { name: 'Classic European Facial' });
    await expect(card).toBeVisible();
    await expect(card).toContainText('Pending');
    await expect(card).toContainText('$85.00');
    await expect(card).toContainText('Due: $21.25');
    await expect(card).toContainText('At our clinic');
    const [y, m, d] = booking.date.split('-').map(Number);
    const day = new Date(Date.UTC(y, m - 1, d)).toLocaleDateString('en-US', {
      timeZone: 'UTC',
      month: 'long',
      day: 'numeric',
      year: 'numeric',
    });
    await expect(card).toContainText(day);
    await expect(page.getByRole('region', { name: 'Past' })).toContainText('No past appointments.');

    const downloading = page.waitForEvent('download');
    await card.getByRole('button', { name: 'Add to calendar' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^appointment-.*\.ics$/);
    const path = await download.path();
    const { readFileSync } = await import('node:fs');
    expect(readFileSync(path, 'utf8')).toContain('BEGIN:VCALENDAR');

    await card.getByRole('button', { name: /Pay deposit/ }).click();
    await expect(page).toHaveURL(/\/api\/payments\/checkout\//);
    await expect(page.getByRole('button', { name: /Pay \$21\.25/ })).toBeVisible();
  });

  test('a checkout that cannot start and a failed download show notices', async ({
    page,
    request,
  }) => {
    const session = await registerThroughApi(request, 'Zoe');
    await bookFor(request, session.client);
    await page.route('**/api/payments/create-session', (route) =>
      route.fulfill({
        status: 409,
        contentType: 'application/json',
        body: JSON.stringify({ status: 'error', message: 'Hold ended', detail: 'Hold ended' }),
      }),
    );
    await page.route('**/ics', (route) => route.abort('internetdisconnected'));
    await openAs(page, session, '/client/dashboard?tab=appointments');
    const card = page.getByRole('article', { name: 'Classic European Facial' });
    await card.getByRole('button', { name: /Pay deposit/ }).click();
    await expect(card.getByRole('alert')).toHaveText(MESSAGES.paymentSetupFailed('Hold ended'));
    await card.getByRole('button', { name: 'Add to calendar' }).click();
    await expect(card.getByRole('alert')).toHaveText(MESSAGES.calendarDownloadFailed);
  });
});

test.describe('accessibility and layout', () => {
  test('login and register have no serious accessibility violations', async ({ page }) => {
    for (const [path, heading] of [
      ['/client/login', 'Client Login'],
      ['/client/register', 'Create Your Account'],
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expectAccessible(page);
    }
    // With a problem shown, too.
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await expectAccessible(page);
  });

  test('every dashboard tab has no serious accessibility violations', async ({ page, request }) => {
    test.slow(); // four axe runs, and a code by e-mail before the health form
    const session = await registerThroughApi(request);
    await bookFor(request, session.client);
    await openAs(page, session, '/client/dashboard?tab=profile');
    await expect(box(page, 'First name')).toHaveValue('Maya');
    await expectAccessible(page);
    await page.getByRole('tab', { name: 'Appointments' }).click();
    await expect(page.getByRole('article', { name: 'Classic European Facial' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('tab', { name: 'Health Forms' }).click();
    // The code step first (in a new browser session), then the form.
    await expect(page.getByLabel('6-digit code')).toBeVisible();
    await expectAccessible(page);
    await completeHealthCode(page, session.client.email);
    await expect(page.getByLabel('Skin type')).toBeVisible();
    await expectAccessible(page);
  });

  test('every page of the area fits a 360 px phone without sideways scrolling', async ({
    page,
    request,
  }) => {
    const session = await registerThroughApi(request);
    await bookFor(request, session.client);
    await page.setViewportSize({ width: 360, height: 800 });
    const overflow = () =>
      page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
    for (const path of ['/client/login', '/client/register']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await overflow(), path).toBeLessThanOrEqual(0);
    }
    await openAs(page, session, '/client/dashboard');
    for (const [tab, ready] of [
      ['Profile', box(page, 'First name')],
      ['Appointments', page.getByRole('article', { name: 'Classic European Facial' })],
      // The code step a new browser session sees first (the form itself: the axe test above).
      ['Health Forms', page.getByLabel('6-digit code')],
    ] as const) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(ready).toBeVisible();
      expect(await overflow(), tab).toBeLessThanOrEqual(0);
    }
  });
});
