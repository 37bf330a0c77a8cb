import { MESSAGES } from '../../domain/src/index';
import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { freeTimeFor, requestClinicBooking, slotGoneMeanwhile } from './booking-helpers';
import { EXPORT_SECTIONS } from '../../backend/test/support/export-sections';
import { expect, expectAccessible, openAsAdmin, test, box, uniqueAddress } from './fixtures';
import { codeMailsTo, completeHealthCode } from './health-access';

/** The client's rights in the browser: the export, the health access log and the deletion. */

const PHONE = '(301) 555-0166';

async function book(request: APIRequestContext, who: { first: string; email: string }) {
  for (let attempt = 0; attempt < 5; attempt++) {
    const { date, time } = await freeTimeFor(request, ['classic-european-facial'], 60);
    const booker = { first_name: who.first, last_name: 'Privacy', email: who.email, phone: PHONE };
    const response = await requestClinicBooking(request, booker, date, time);
    if (await slotGoneMeanwhile(response)) continue;
    expect(response.status(), await response.text()).toBe(201);
    return;
  }
  throw new Error('could not book');
}

test.describe('your data and privacy', () => {
  test('a client downloads their data, sees the admin read their health answers, and deletes their account', async ({
    page,
    browser,
    request,
    adminToken,
  }, testInfo) => {
    test.slow(); // a booking, the e-mailed code, an export, the admin's console and a deletion
    const email = uniqueAddress('privacy');
    const first = 'Odalys';
    // Register.
    await page.goto('/client/register');
    await box(page, 'First name').fill(first);
    await box(page, 'Last name').fill('Privacy');
    await box(page, 'Email').fill(email);
    await box(page, 'Phone').fill(PHONE);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page).toHaveURL(/\/client\/dashboard/);
    // Book (with the account's e-mail and phone: it is theirs).
    await book(request, { first, email });
    // Fill in the health form.
    // The health form, once this session has confirmed the e-mailed code (which also opens the
    // export and the deletion below).
    const seen = codeMailsTo(email);
    await page.goto('/client/dashboard?tab=health-forms');
    await completeHealthCode(page, email, seen);
    const form = page.getByRole('form', { name: 'Health and consultation form' });
    await form.getByLabel('Skin type').selectOption('Combination');
    await form.getByLabel('Allergies').fill('latex');
    await form.getByRole('button', { name: 'Save Health Form' }).click();
    await expect(form.getByRole('status')).toHaveText(MESSAGES.healthFormsUpdated);

    // Nobody has read the answers yet.
    await page.goto('/client/dashboard?tab=profile');
    const privacy = page.getByRole('region', { name: MESSAGES.privacyTitle });
    await expect(privacy.getByText(MESSAGES.healthAccessEmpty)).toBeVisible();

    // The export: one JSON file with every section.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      privacy.getByRole('button', { name: MESSAGES.privacyDownload }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const file = await download.path();
    const doc = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    expect(Object.keys(doc).sort()).toEqual(EXPORT_SECTIONS);
    expect(doc.profile).toMatchObject({ email, first_name: first });
    expect(doc.appointments).toHaveLength(1);
    expect(doc.consultation).toMatchObject({ skin_type: 'Combination' });
    await expect(privacy.getByRole('status')).toHaveText(MESSAGES.privacyDownloaded);

    // The admin opens the client's file in the console: a row in the client's list.
    const found = (await (
      await request.get(`/api/admin/clients?q=${encodeURIComponent(email)}`, {
        headers: { Authorization: `Bearer ${adminToken}` },
      })
    ).json()) as { clients: { id: string }[] };
    const adminContext = await browser.newContext();
    const adminPage = await adminContext.newPage();
    await openAsAdmin(adminPage, adminToken, `/admin/clients/${found.clients[0].id}`);
    await expect(adminPage.getByRole('heading', { name: 'Health form' })).toBeVisible();
    await expect(adminPage.getByText('Combination')).toBeVisible();
    await adminContext.close();

    await page.reload();
    await expect(privacy.getByRole('listitem')).toHaveCount(1);
    await expect(privacy.getByRole('listitem')).toContainText(
      `admin viewed ${MESSAGES.healthAccessWhat('client_detail')}`,
    );
    await expectAccessible(page);
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      await privacy.scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath(`privacy-${width}.png`), fullPage: true });
    }

    // Delete the account through the dialog: it says what happens, and asks for the e-mail.
    await privacy.getByRole('button', { name: MESSAGES.deleteAccountAction }).click();
    const dialog = page.getByRole('dialog', { name: MESSAGES.deleteAccountTitle });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(MESSAGES.deleteAccountUpcoming)).toBeVisible();
    await expect(dialog.getByRole('listitem')).toHaveCount(1);
    const confirm = dialog.getByRole('button', { name: MESSAGES.deleteAccountConfirm });
    await dialog.getByLabel(MESSAGES.deleteAccountTypeEmail(email)).fill('someone@else.example');
    await expect(confirm).toBeDisabled();
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: testInfo.outputPath(`delete-dialog-${width}.png`) });
    }
    await dialog.getByLabel(MESSAGES.deleteAccountTypeEmail(email)).fill(email.toUpperCase());
    await confirm.click();

    // The session ends; the login page says why; the old credentials no longer open anything.
    await expect(page.getByText(MESSAGES.accountDeleted)).toBeVisible();
    await page.goto('/client/login');
    await box(page, 'Email').fill(email);
    await box(page, 'Phone').fill(PHONE);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page.getByRole('alert')).toHaveText(MESSAGES.clientLoginFailed);
  });

  test("the admin deletes a client's data from the client page", async ({
    page,
    request,
    adminToken,
  }, testInfo) => {
    const email = uniqueAddress('erase');
    const response = await request.post('/api/clients/register', {
      data: { first_name: 'Ilse', last_name: 'Erase', email, phone: PHONE },
    });
    expect(response.status()).toBe(201);
    const { client } = (await response.json()) as { client: { id: string } };
    await openAsAdmin(page, adminToken, `/admin/clients/${client.id}`);
    await page.getByRole('button', { name: MESSAGES.deleteClientAction }).click();
    const dialog = page.getByRole('dialog', { name: MESSAGES.deleteClientTitle });
    await expect(dialog.getByText(MESSAGES.deleteClientExplain)).toBeVisible();
    await dialog.getByLabel(MESSAGES.deleteClientTypeEmail(email)).fill(email);
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: testInfo.outputPath(`admin-delete-${width}.png`) });
    }
    await dialog.getByRole('button', { name: MESSAGES.deleteClientConfirm }).click();
    await expect(
      page.getByRole('status').filter({ hasText: MESSAGES.clientDataDeleted }),
    ).toBeVisible();
    const after = await request.get(`/api/admin/clients/${client.id}`, {
      headers: { Authorization: `Bearer ${adminToken}` },
    });
    expect(after.status()).toBe(404);
  });
});
