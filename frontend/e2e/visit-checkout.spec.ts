import { formatCents, MESSAGES } from '../../domain/src/index';
import type { APIRequestContext, Page } from '@playwright/test';
import { bookAndPayThroughApi } from './booking-helpers';
import { receiptTo } from './mail-links';
import { auth } from './console-steps';
import { expect, expectNoViolations, openAsAdmin, test } from './fixtures';

/**
 * The owner checks a visit out from the console (docs/money.md, "The visit's checkout"): balance, an
 * 18% tip and a product, paid in cash; the receipt e-mail's figures are the ledger's.
 */

const SHOTS = '/work/notes/shots-visit';

interface LedgerEntry {
  appointment_id: string;
  kind: string;
  amount_cents: number;
}

/** Every ledger entry of one appointment, paging the Money panel's ledger by key. */
async function ledgerOf(request: APIRequestContext, token: string, id: string) {
  const mine: LedgerEntry[] = [];
  let after: string | null = null;
  do {
    const query: string = `limit=100${after ? `&after=${after}` : ''}`;
    const res = await request.get(`/api/admin/money/ledger?${query}`, { headers: auth(token) });
    expect(res.status()).toBe(200);
    const page = (await res.json()) as { entries: LedgerEntry[]; next_after: string | null };
    mine.push(...page.entries.filter((e) => e.appointment_id === id));
    after = page.next_after;
  } while (after);
  return mine;
}

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
  await page.screenshot({ path: test.info().outputPath(`${name}.png`) });
}

test('the owner checks out a paid visit with an 18% tip; the receipt matches the ledger', async ({
  page,
  request,
  adminToken,
  adminApi,
}) => {
  test.slow(); // a deposit, a checkout in two widths, the mail sweep
  const booked = await bookAndPayThroughApi(request, test.info().project.use.baseURL);
  const id = booked.booking_id;
  const { appointment } = await adminApi.get<{ appointment: { client_email: string } }>(
    `appointments/${id}`,
  );
  await page.setViewportSize({ width: 1366, height: 900 });
  await openAsAdmin(page, adminToken, `/admin/appointments/${id}`);

  // Booked for a later day: the Check out button waits for the visit, or for the owner's word.
  const checkOut = page.getByRole('button', { name: 'Check out', exact: true });
  await expect(checkOut).toBeDisabled();
  await expect(page.getByText(MESSAGES.checkoutNotStarted)).toBeVisible();
  await page.getByRole('button', { name: 'Mark completed' }).click();
  await expect(checkOut).toBeEnabled();
  await checkOut.click();

  const dialog = page.getByRole('dialog', { name: 'Check out' });
  await expect(dialog).toContainText('Balance due$63.75');
  await shoot(page, 'checkout-empty-1366');
  await dialog.getByRole('button', { name: '18% · $15.30' }).click();
  await expect(dialog.getByLabel('Tip amount ($)')).toHaveValue('15.30');
  await dialog.getByRole('button', { name: 'Add a product' }).click();
  await dialog.getByLabel('Product 1', { exact: true }).fill('Hydrating serum');
  await dialog.getByLabel('Price ($)').fill('38');
  await dialog.getByRole('radio', { name: 'Cash' }).check();
  await expect(dialog).toContainText('Total to take$117.05');
  await expectNoViolations(page, 'the checkout dialog', 'dialog');
  await shoot(page, 'checkout-filled-1366');
  await page.setViewportSize({ width: 390, height: 844 });
  await shoot(page, 'checkout-filled-390');

  // A price that is not an amount: an inline alert, nothing sent.
  await dialog.getByLabel('Price ($)').fill('3.999');
  await dialog.getByRole('button', { name: 'Take the payment' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(MESSAGES.checkoutAmountInvalid);
  await shoot(page, 'checkout-error-390');
  await page.setViewportSize({ width: 1366, height: 900 });
  await shoot(page, 'checkout-error-1366');
  await dialog.getByLabel('Price ($)').fill('38.00');

  // A tip above the service asks first (the server's 409); changing it goes back to the form.
  await dialog.getByLabel('Tip amount ($)').fill('127.50');
  await dialog.getByRole('button', { name: 'Take $229.25' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(MESSAGES.checkoutTipConfirm);
  await shoot(page, 'checkout-confirm-1366');
  await dialog.getByRole('button', { name: 'Change the tip' }).click();
  await dialog.getByRole('button', { name: '18% · $15.30' }).click();

  await dialog.getByRole('button', { name: 'Take $117.05' }).click();
  await expect(dialog.getByRole('status')).toHaveText(MESSAGES.visitCheckedOut('$117.05'));
  await expect(dialog).toContainText('Taken (Cash)$117.05');
  await shoot(page, 'checkout-done-1366');
  await page.setViewportSize({ width: 390, height: 844 });
  await shoot(page, 'checkout-done-390');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();

  // The detail shows the money taken; a refund above what is left of a charge is refused.
  const charges = page.locator('.checkout-charge');
  await expect(charges).toHaveCount(4);
  await charges
    .filter({ hasText: 'Deposit · card' })
    .getByRole('button', { name: 'Refund' })
    .click();
  const refund = page.getByRole('dialog', { name: 'Refund' });
  await refund.getByLabel('Amount to refund ($)').fill('21.26');
  await refund.getByRole('button', { name: 'Refund' }).click();
  await expect(refund.getByRole('alert')).toHaveText(MESSAGES.refundOverCharge('$21.25'));
  await shoot(page, 'refund-error-390');
  await refund.getByLabel('Amount to refund ($)').fill('5');
  await refund.getByRole('button', { name: 'Refund' }).click();
  await expect(refund).toBeHidden();
  await expect(page.getByText(MESSAGES.refundRecorded('$5.00'))).toBeVisible();
  await expect(charges.filter({ hasText: 'Deposit · card' })).toContainText('$5.00 refunded');
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.locator('#detail-checkout').scrollIntoViewIfNeeded();
  await shoot(page, 'detail-money-1366');

  // The receipt's figures are the ledger's (the refund after it aside).
  const ledger = await ledgerOf(request, adminToken, id);
  const sum = (kind: string) =>
    ledger.filter((e) => e.kind === kind).reduce((s, e) => s + e.amount_cents, 0);
  expect(sum('deposit')).toBe(booked.deposit_cents);
  expect([sum('balance'), sum('tip'), sum('product')]).toEqual([6375, 1530, 3800]);
  let receipt: string | undefined;
  await expect
    .poll(() => (receipt = receiptTo(appointment.client_email)), { timeout: 30_000 })
    .toBeDefined();
  const paidInAll = ['deposit', 'balance', 'tip', 'product'].reduce((s, k) => s + sum(k), 0);
  for (const line of [
    `Deposit paid: ${formatCents(sum('deposit'))}`,
    `Balance: ${formatCents(sum('balance'))}`,
    `Tip: ${formatCents(sum('tip'))}`,
    `Product, Hydrating serum: ${formatCents(sum('product'))}`,
    `Paid today (Cash): ${formatCents(sum('balance') + sum('tip') + sum('product'))}`,
    `Total paid: ${formatCents(paidInAll)}`,
  ]) {
    expect(receipt).toContain(line);
  }
});
