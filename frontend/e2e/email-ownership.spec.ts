import type { Page } from '@playwright/test';
import { MESSAGES, maskEmail } from '../../domain/src/index';
import { expect, expectAccessible, test, box, uniqueAddress } from './fixtures';
import { confirmEmailInBrowser } from './health-access';
import { linkIn } from './mail-links';

/** A client's e-mail proven by the code or link mailed to it, and a change told to the old address. */

const PHONE = '(301) 555-0123';
const notice = (page: Page) =>
  page.getByRole('form', { name: /^Confirm your (new )?e-mail address$/ });

async function register(page: Page, email: string): Promise<void> {
  await page.goto('/client/register');
  await box(page, 'First name').fill('Iris');
  await box(page, 'Last name').fill('Vale');
  await box(page, 'Email').fill(email);
  await box(page, 'Phone').fill(PHONE);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Iris' })).toBeVisible();
}

test('a new account is signed in at once and confirms its e-mail with the mailed code', async ({
  page,
}, testInfo) => {
  const email = uniqueAddress('verify');
  await register(page, email);
  await expect(notice(page)).toBeVisible();
  await expect(notice(page)).toContainText(MESSAGES.emailUnverifiedNotice(maskEmail(email)));
  await expectAccessible(page);
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`email-notice-${width}.png`) });
  }

  // A wrong code says so, on the field.
  await notice(page).getByLabel('Code from the e-mail').fill('12345');
  await notice(page).getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(notice(page).getByRole('alert')).toHaveText(MESSAGES.healthCodeFormat);

  await confirmEmailInBrowser(page, email);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Iris' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Profile' })).toBeVisible();
  await expect(notice(page)).toHaveCount(0);
});

test('the link in the mail confirms the address after a button press', async ({ page }) => {
  const email = uniqueAddress('link');
  await register(page, email);
  let link: string | undefined;
  await expect
    .poll(() => (link = linkIn(email, '/client/verify-email')), { timeout: 20_000 })
    .toBeTruthy();
  await page.goto(link!);
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm Your E-mail' })).toBeVisible();
  await page.getByRole('button', { name: MESSAGES.emailVerifyMailButton }).click();
  await expect(page.getByRole('status')).toHaveText(MESSAGES.emailVerified);
  await page.getByRole('link', { name: 'Go to my account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Iris' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Profile' })).toBeVisible();
  await expect(notice(page)).toHaveCount(0);
});

test('a new e-mail waits for its own confirmation; the old address can stop it', async ({
  page,
}, testInfo) => {
  test.slow(); // three mails, each written by the mail sweep
  const old = uniqueAddress('old');
  const next = uniqueAddress('new');
  await register(page, old);
  await confirmEmailInBrowser(page, old);

  await page.getByRole('tab', { name: 'Profile' }).click();
  await box(page, 'Email').fill(next);
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Profile updated.' })).toHaveText(
    MESSAGES.emailChangeSent(maskEmail(next)),
  );
  await expect(box(page, 'Email')).toHaveValue(old);
  await expect(notice(page)).toContainText(MESSAGES.emailPendingNotice(maskEmail(next)));
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({
      path: testInfo.outputPath(`email-change-${width}.png`),
      fullPage: true,
    });
  }

  await confirmEmailInBrowser(page, next);
  await page.reload();
  await page.getByRole('tab', { name: 'Profile' }).click();
  await expect(box(page, 'Email')).toHaveValue(next);

  // The old address was told, with a link that puts it back and signs every browser out.
  let stop: string | undefined;
  await expect
    .poll(() => (stop = linkIn(old, '/client/email-not-me')), { timeout: 20_000 })
    .toBeTruthy();
  await page.goto(stop!);
  await page.getByRole('button', { name: 'Stop the change' }).click();
  await expect(page.getByRole('status')).toHaveText(MESSAGES.emailChangeStopped);
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`email-not-me-${width}.png`) });
  }
  await page.goto('/client/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Client Login' })).toBeVisible();
  await box(page, 'Email').fill(old);
  await box(page, 'Phone').fill(PHONE);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Iris' })).toBeVisible();
});
