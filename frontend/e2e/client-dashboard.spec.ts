import { MESSAGES, maskEmail } from '../../domain/src/index';
import { expect, openAsClient, test } from './fixtures';
import { completeHealthCode } from './health-access';
import { bookFor, box, nav, registerThroughApi } from './client-helpers';

/** The client dashboard's three tabs: profile, appointments, health forms. */

test.describe('the dashboard', () => {
  test('tabs follow the arrow keys and the URL keeps the selected one across a reload', async ({
    page,
    request,
  }) => {
    const registered = await registerThroughApi(request);
    await openAsClient(page, registered, '/client/dashboard');
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
    await openAsClient(
      page,
      await registerThroughApi(request, 'Maya'),
      '/client/dashboard?tab=profile',
    );
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
    await openAsClient(page, await registerThroughApi(request), '/client/dashboard');
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
    await openAsClient(page, session, '/client/dashboard?tab=health-forms');
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
    await openAsClient(page, session, '/client/dashboard?tab=health-forms');
    await completeHealthCode(page, session.client.email);
    const form = page.getByRole('form', { name: 'Health and consultation form' });
    await page.route('**/api/clients/*/consultation', (route) =>
      route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.continue(),
    );
    await form.getByRole('button', { name: 'Save Health Form' }).click();
    await expect(form.getByRole('alert')).toHaveText(MESSAGES.networkError);
  });

  test('a new client has no appointments yet and a link to book', async ({ page, request }) => {
    await openAsClient(
      page,
      await registerThroughApi(request),
      '/client/dashboard?tab=appointments',
    );
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
    await openAsClient(
      page,
      await registerThroughApi(request),
      '/client/dashboard?tab=appointments',
    );
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
    await openAsClient(page, session, '/client/dashboard?tab=appointments');

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
    await openAsClient(page, session, '/client/dashboard?tab=appointments');
    const card = page.getByRole('article', { name: 'Classic European Facial' });
    await card.getByRole('button', { name: /Pay deposit/ }).click();
    await expect(card.getByRole('alert')).toHaveText(MESSAGES.paymentSetupFailed('Hold ended'));
    await card.getByRole('button', { name: 'Add to calendar' }).click();
    await expect(card.getByRole('alert')).toHaveText(MESSAGES.calendarDownloadFailed);
  });
});
