import { MESSAGES, maskEmail } from '../../domain/src/index';
import { expect, expectAccessible, test, box, uniqueAddress } from './fixtures';
import { linkIn } from './mail-links';

/**
 * Someone registered the client's address and never confirmed it: the registration page offers
 * its owner a take-over link, and the link's page makes the account theirs (docs/security.md).
 */
test('an address squatted by an unconfirmed account is taken over through the link mailed to it', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.slow(); // a mail written by the mail sweep, two browsers and two screen widths
  const email = uniqueAddress('claimed');
  const squatted = await request.post('/api/clients/register', {
    data: { first_name: 'Sam', last_name: 'Squat', email, phone: '(202) 555-0111' },
  });
  expect(squatted.status()).toBe(201);
  const squatter = await browser.newContext();
  const squatterPage = await squatter.newPage();
  await squatterPage.goto('/client/login');
  await box(squatterPage, 'Email').fill(email);
  await box(squatterPage, 'Phone').fill('(202) 555-0111');
  await squatterPage.getByRole('button', { name: 'Log In' }).click();
  await expect(squatterPage.getByRole('heading', { level: 1, name: 'Welcome, Sam' })).toBeVisible();

  await page.goto('/client/register');
  await box(page, 'First name').fill('Rosa');
  await box(page, 'Last name').fill('Owner');
  await box(page, 'Email').fill(email);
  await box(page, 'Phone').fill('(410) 555-0177');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('alert')).toHaveText(MESSAGES.registrationExists);
  await expect(page.getByText(MESSAGES.emailClaimOffer)).toBeVisible();
  await page.getByRole('button', { name: MESSAGES.emailClaimAction }).click();
  await expect(page.getByRole('status')).toHaveText(MESSAGES.emailClaimSent(maskEmail(email)));
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({
      path: testInfo.outputPath(`claim-offer-${width}.png`),
      fullPage: true,
    });
  }

  let link: string | undefined;
  await expect
    .poll(() => (link = linkIn(email, '/client/claim-account')), { timeout: 20_000 })
    .toBeTruthy();
  await page.goto(link!);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Take Over Your Account' }),
  ).toBeVisible();
  await expect(box(page, 'Email')).toHaveValue(email);
  await expect(box(page, 'Email')).not.toBeEditable();
  await expectAccessible(page);
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`claim-form-${width}.png`), fullPage: true });
  }
  await box(page, 'First name').fill('Rosa');
  await box(page, 'Last name').fill('Owner');
  await box(page, 'Phone').fill('(410) 555-0177');
  await page.getByRole('button', { name: MESSAGES.emailClaimMailButton }).click();
  await expect(page.getByRole('status')).toHaveText(MESSAGES.emailClaimed);
  await page.getByRole('link', { name: 'Go to my account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Rosa' })).toBeVisible();

  // The squatter's browser is signed out at its next call.
  await squatterPage.reload();
  await expect(squatterPage.getByRole('heading', { level: 1, name: 'Client Login' })).toBeVisible();
  await squatter.close();
});
