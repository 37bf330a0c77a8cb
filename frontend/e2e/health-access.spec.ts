import { MESSAGES, maskEmail } from '../../domain/src/index';
import type { Page } from '@playwright/test';
import { expect, expectNoViolations, test, box, uniqueAddress } from './fixtures';
import {
  codeMailsTo,
  completeHealthCode,
  confirmEmailInBrowser,
  newCodeSentTo,
} from './health-access';

/**
 * The Health Forms tab behind a one-time e-mailed code
 * (docs/security.md#health-answers-behind-a-one-time-code).
 */

const PHONE = '(301) 555-0123';

const step = (page: Page) => page.getByRole('form', { name: 'Confirm it’s you' });
const healthForm = (page: Page) => page.getByRole('form', { name: 'Health and consultation form' });

/** Registers through the site and opens the Health Forms tab. */
async function registerAndOpenHealthTab(page: Page, email: string): Promise<void> {
  await page.goto('/client/register');
  await box(page, 'First name').fill('Nora');
  await box(page, 'Last name').fill('Vale');
  await box(page, 'Email').fill(email);
  await box(page, 'Phone').fill(PHONE);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Nora' })).toBeVisible();
  await confirmEmailInBrowser(page, email);
  await page.getByRole('tab', { name: 'Health Forms' }).click();
}

async function logIn(page: Page, email: string): Promise<void> {
  await page.goto('/client/login');
  await box(page, 'Email').fill(email);
  await box(page, 'Phone').fill(PHONE);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Nora' })).toBeVisible();
}

test('a code e-mailed to the client opens the health form in this browser, once', async ({
  page,
}) => {
  test.slow(); // two codes by e-mail, each waits for the mail sweep
  const email = uniqueAddress('code');
  await registerAndOpenHealthTab(page, email);

  // A calm step, not the form: where the code went, a numeric one-time-code field.
  await expect(step(page)).toContainText(MESSAGES.healthCodeSent(maskEmail(email)));
  await expect(healthForm(page)).toHaveCount(0);
  const input = step(page).getByLabel('6-digit code');
  await expect(input).toHaveAttribute('inputmode', 'numeric');
  await expect(input).toHaveAttribute('autocomplete', 'one-time-code');
  await expectNoViolations(page, 'the code step');

  // A typo is caught before sending; a wrong code says how many tries are left.
  await input.fill('12 34');
  await step(page).getByRole('button', { name: 'Confirm code' }).click();
  await expect(step(page).getByRole('alert')).toHaveText(MESSAGES.healthCodeFormat);
  await expect(input).toBeFocused();
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await expect.poll(() => newCodeSentTo(email), { timeout: 20_000 }).toBeTruthy();
  const code = newCodeSentTo(email)!;
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  await input.fill(wrong);
  await step(page).getByRole('button', { name: 'Confirm code' }).click();
  await expect(step(page).getByRole('alert')).toHaveText(MESSAGES.healthCodeWrong(4));
  await expectNoViolations(page, 'a wrong code');

  // The right one opens the form, which stays open in this browser after a reload.
  await input.fill(code);
  await step(page).getByRole('button', { name: 'Confirm code' }).click();
  await expect(healthForm(page)).toBeVisible();
  await healthForm(page).getByLabel('Skin type').selectOption('Dry');
  await healthForm(page).getByRole('button', { name: 'Save Health Form' }).click();
  await expect(healthForm(page).getByRole('status')).toHaveText(MESSAGES.healthFormsUpdated);
  await page.reload();
  await expect(healthForm(page).getByLabel('Skin type')).toHaveValue('Dry');

  // Logged out and in again: a new session asks again.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'Logout' })
    .click();
  await expect(page).toHaveURL(/\/client\/login$/);
  const seen = codeMailsTo(email);
  await logIn(page, email);
  await page.getByRole('tab', { name: 'Health Forms' }).click();
  await expect(step(page)).toBeVisible();
  await completeHealthCode(page, email, seen);
  await expect(healthForm(page).getByLabel('Skin type')).toHaveValue('Dry');
});

test('a second browser must confirm for itself', async ({ page, browser }) => {
  test.slow();
  const email = uniqueAddress('second');
  await registerAndOpenHealthTab(page, email);
  await completeHealthCode(page, email);

  const other = await browser.newContext();
  try {
    const second = await other.newPage();
    await logIn(second, email);
    await second.getByRole('tab', { name: 'Health Forms' }).click();
    await expect(step(second)).toBeVisible();
    await expect(healthForm(second)).toHaveCount(0);
  } finally {
    await other.close();
  }
  // The first browser is still confirmed.
  await page.reload();
  await expect(healthForm(page)).toBeVisible();
});

test('sending a new code is polite about the hourly limit', async ({ page }) => {
  const email = uniqueAddress('limit');
  await registerAndOpenHealthTab(page, email);
  await expect(step(page)).toContainText(MESSAGES.healthCodeSent(maskEmail(email)));
  const again = step(page).getByRole('button', { name: 'Send a new code' });
  // The step sent the first code; four more are allowed within the hour.
  for (let i = 0; i < 4; i++) {
    await again.click();
    await expect(step(page).getByRole('status')).toHaveText(
      MESSAGES.healthCodeSent(maskEmail(email)),
    );
    await expect(again).toBeEnabled();
  }
  await again.click();
  await expect(step(page).getByRole('alert')).toHaveText(MESSAGES.healthCodeRequestLimited(60));
  await expectNoViolations(page, 'the rate-limit answer');
});

test('the admin reads the health form without a code', async ({ request, adminToken }) => {
  const registered = await request.post('/api/clients/register', {
    data: { first_name: 'Nora', last_name: 'Vale', email: uniqueAddress('admin'), phone: PHONE },
  });
  const { client, token } = (await registered.json()) as { client: { id: string }; token: string };
  const asClient = await request.get(`/api/clients/${client.id}/consultation`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(asClient.status()).toBe(403);
  expect(((await asClient.json()) as { code: string }).code).toBe('healthCodeRequired');
  const asAdmin = await request.get(`/api/clients/${client.id}/consultation`, {
    headers: { Authorization: `Bearer ${adminToken}` },
  });
  expect(asAdmin.status()).toBe(404); // no form yet, and no code asked of the admin
});
