import { MESSAGES } from '../../domain/src/index';
import { chooseSlot, dayAhead, summaryDeposit, summaryTotal, uniqueEmail } from './booking-helpers';
import { expect, test } from './fixtures';
import { completeHealthCode, confirmEmailInBrowser } from './health-access';

/** The heart of the product, as one client lives it: register, book, pay, find it, fill the form. */
test('register, book a facial with an add-on, pay the deposit, see it confirmed, fill the health form', async ({
  page,
}) => {
  test.slow(); // the whole journey through two areas and a checkout
  const email = uniqueEmail('journey');
  const nav = page.getByRole('navigation', { name: 'Main' });
  const box = (name: string) => page.getByRole('textbox', { name, exact: true });

  await page.goto('/client/register');
  await box('First name').fill('Jade');
  await box('Last name').fill('Okafor');
  await box('Email').fill(email);
  await box('Phone').fill('(240) 555-0147');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Jade' })).toBeVisible();
  // The address confirmed with the mailed code: bookings made with it then show in the account.
  await confirmEmailInBrowser(page, email);

  // Booking, from the navigation, with the details taken from the profile.
  await nav.getByRole('link', { name: 'Book Appointment' }).click();
  await expect(page.getByLabel('First name')).toHaveValue('Jade');
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
  await page.getByRole('checkbox', { name: /Signature Glow Facial/ }).check();
  await page.getByRole('checkbox', { name: /Hydration Boost/ }).check();
  await expect(summaryTotal(page)).toHaveText('$115.00');
  await expect(summaryDeposit(page)).toHaveText('$28.75');
  const date = dayAhead(11, 2);
  await chooseSlot(page, date, '11:00 AM');
  await page.getByRole('button', { name: 'Request Appointment' }).click();
  const dialog = page.getByRole('dialog', { name: MESSAGES.depositDialogTitle });
  await expect(dialog.getByTestId('dialog-total')).toHaveText('$115.00');
  await dialog.getByRole('button', { name: 'Pay $28.75 deposit' }).click();

  await expect(page).toHaveURL(/\/api\/payments\/checkout\//);
  await page.getByRole('button', { name: 'Pay $28.75' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeVisible();
  await expect(page.getByTestId('amount-paid')).toHaveText('$28.75');

  // The dashboard lists it, confirmed and paid.
  await nav.getByRole('link', { name: 'Jade' }).click();
  await page.getByRole('tab', { name: 'Appointments' }).click();
  const card = page
    .getByRole('region', { name: 'Upcoming' })
    .getByRole('article', { name: /Signature Glow Facial/ });
  await expect(card).toContainText('Confirmed');
  await expect(card).toContainText('$115.00');
  await expect(card).toContainText('Paid');
  await expect(card).toContainText('11:00 AM');
  await expect(card.getByRole('button', { name: /Pay deposit/ })).toHaveCount(0);

  // The health form, saved and read back after a reload.
  await page.getByRole('tab', { name: 'Health Forms' }).click();
  // For her privacy, a code e-mailed to her opens the form in this browser.
  await completeHealthCode(page, email);
  const form = page.getByRole('form', { name: 'Health and consultation form' });
  await form.getByLabel('Skin type').selectOption('Sensitive');
  await form.getByLabel('Allergies').fill('latex, , fragrance ');
  await form.getByLabel('Medications').fill('retinol');
  await form.getByRole('button', { name: 'Save Health Form' }).click();
  await expect(form.getByRole('status')).toHaveText(MESSAGES.healthFormsUpdated);
  await page.reload();
  await expect(form.getByLabel('Skin type')).toHaveValue('Sensitive');
  await expect(form.getByLabel('Allergies')).toHaveValue('latex, fragrance');
  await expect(form.getByLabel('Medications')).toHaveValue('retinol');
});
