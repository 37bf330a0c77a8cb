import type { Locator, Page } from '@playwright/test';
import { bookAndPayThroughApi } from './booking-helpers';
import { receiptTo } from './mail-links';
import { expect, openAsAdmin, test } from './fixtures';

/**
 * The receipt e-mail and the Money panel tell the same story (docs/money.md, "The Money panel"):
 * the owner checks a paid visit out with an 18% tip and a product, in cash; the panel's rows of that
 * appointment and its day's totals hold the receipt's figures. Other tests write today's ledger at
 * the same time, so the day's totals are compared with the panel's own rows, read at one moment.
 */

/** "$1,234.50" or "−$21.25" in cents, signed. */
const cents = (text: string | null): number => {
  const t = (text ?? '').trim();
  const value = Math.round(Number(t.replace(/[$,−-]/g, '')) * 100);
  return /^[−-]/.test(t) ? -value : value;
};

/** One figure of the receipt, in cents: the first line starting with `label`. */
function receiptFigure(receipt: string, label: string): number {
  const match = new RegExp(`${label.replace(/[()]/g, '\\$&')}: (\\$[\\d,]+\\.\\d\\d)`).exec(
    receipt,
  );
  expect(match, `the receipt's "${label}"`).not.toBeNull();
  return cents(match?.[1] ?? null);
}

/** Every product line of the receipt, summed: "Product, <name>: $38.00". */
const receiptProducts = (receipt: string): number =>
  // The text and the HTML part each list a line: each line counted once.
  [...new Set([...receipt.matchAll(/Product, [^:<\n]+: \$[\d,]+\.\d\d/g)].map((m) => m[0]))]
    .map((line) => cents(line.slice(line.lastIndexOf('$'))))
    .reduce((sum, c) => sum + c, 0);

const ledgerOf = (page: Page) => page.getByRole('region', { name: 'Ledger' });

interface PanelRow {
  appointment: string | null;
  kind: string;
  method: string;
  cents: number;
}

/** The day as the panel shows it: its totals and every entry (all pages), once nothing loads. */
async function readDay(ledger: Locator) {
  await expect(ledger.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(ledger.getByTestId('ledger-count')).toBeVisible();
  const more = ledger.getByRole('button', { name: 'Show more' });
  while ((await more.count()) > 0) {
    await more.click();
    await expect(ledger.getByRole('button', { name: 'Loading…' })).toHaveCount(0);
  }
  const total = async (key: string) =>
    cents(await ledger.getByTestId(`ledger-total-${key}`).textContent());
  const rows: PanelRow[] = [];
  for (const row of await ledger.getByTestId('ledger-row').all()) {
    const cell = (label: string) => row.locator(`td[data-label="${label}"]`).textContent();
    rows.push({
      appointment: await row.getAttribute('data-appointment'),
      kind: ((await cell('Kind')) ?? '').trim(),
      method: ((await cell('Method')) ?? '').trim(),
      cents: cents(await cell('Amount')),
    });
  }
  return {
    net: await total('net'),
    tips: await total('tips'),
    balance: await total('balance'),
    product: await total('product'),
    rows,
  };
}

const sumOf = (rows: PanelRow[], kind?: string) =>
  rows.filter((r) => !kind || r.kind === kind).reduce((s, r) => s + r.cents, 0);

/** The net as the ledger counts it: money in by card, cash or outside card, less refunds. */
const netOf = (rows: PanelRow[]) =>
  sumOf(rows.filter((r) => r.method !== 'Credit' && r.kind !== 'Credit issued'));

/**
 * The day, read until its totals are its rows' sums: an entry another test writes between the two
 * reads shows in one and not the other, and the page is read again.
 */
async function readSettledDay(page: Page) {
  const ledger = ledgerOf(page);
  let day = await readDay(ledger);
  await expect(async () => {
    day = await readDay(ledger);
    expect([day.net, day.tips, day.balance, day.product]).toEqual([
      netOf(day.rows),
      sumOf(day.rows, 'Tip'),
      sumOf(day.rows, 'Balance'),
      sumOf(day.rows, 'Product'),
    ]);
  }).toPass({ intervals: [500, 1_000, 2_000], timeout: 30_000 });
  return day;
}

test('the receipt e-mail and the Money panel show the same figures', async ({
  page,
  adminToken,
  adminApi,
  baseURL,
}) => {
  test.slow(); // a deposit, a checkout, the mail sweep, the day's ledger read whole twice
  const booked = await bookAndPayThroughApi(page.request, baseURL);
  const id = booked.booking_id;
  const { appointment } = await adminApi.get<{ appointment: { client_email: string } }>(
    `appointments/${id}`,
  );
  await page.setViewportSize({ width: 1366, height: 900 });

  // Today's panel before the checkout: the deposit is this appointment's only row.
  await openAsAdmin(page, adminToken, '/admin/dashboard?tab=money');
  const ledger = ledgerOf(page);
  await expect(ledger.getByRole('button', { name: 'Day', pressed: true })).toBeVisible();
  const before = await readSettledDay(page);
  expect(before.rows.filter((r) => r.appointment === id)).toEqual([
    { appointment: id, kind: 'Deposit', method: 'Card', cents: booked.deposit_cents },
  ]);

  // The row opens its appointment, inside the console (the panel's reads stay cached).
  const mine = ledger.locator(`[data-appointment="${id}"]`);
  await mine.getByRole('link', { name: 'Paid Client' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/appointments/${id}$`));
  await page.getByRole('button', { name: 'Mark completed' }).click();
  const checkOut = page.getByRole('button', { name: 'Check out', exact: true });
  await expect(checkOut).toBeEnabled();
  await checkOut.click();
  const dialog = page.getByRole('dialog', { name: 'Check out' });
  await dialog.getByRole('button', { name: /^18% · / }).click();
  await dialog.getByRole('button', { name: 'Add a product' }).click();
  await dialog.getByLabel('Product 1', { exact: true }).fill('Hydrating serum');
  await dialog.getByLabel('Price ($)').fill('38');
  await dialog.getByRole('radio', { name: 'Cash' }).check();
  await dialog.getByRole('button', { name: /^Take \$/ }).click();
  await expect(dialog).toContainText('Taken (Cash)');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();

  let receipt = '';
  await expect
    .poll(() => (receipt = receiptTo(appointment.client_email) ?? ''), { timeout: 30_000 })
    .not.toBe('');
  const balance = receiptFigure(receipt, 'Balance');
  const tip = receiptFigure(receipt, 'Tip');
  const products = receiptProducts(receipt);
  const deposit = receiptFigure(receipt, 'Deposit paid');
  const paidToday = receiptFigure(receipt, 'Paid today (Cash)');
  const paidInAll = receiptFigure(receipt, 'Total paid');
  expect(tip).toBe(Math.round(0.18 * (deposit + balance)));
  expect(products).toBe(3800);
  expect(paidToday).toBe(balance + tip + products);

  // Back to the panel, inside the console: the checkout made its cached reads out of date, so it
  // reads them again and shows the new rows.
  await page.goBack();
  await expect(page).toHaveURL(/tab=money/);
  await expect(ledger.locator(`[data-appointment="${id}"]`)).toHaveCount(4, { timeout: 10_000 });

  const after = await readSettledDay(page);
  const rows = after.rows.filter((r) => r.appointment === id);
  expect(rows).toEqual(
    expect.arrayContaining([
      { appointment: id, kind: 'Deposit', method: 'Card', cents: deposit },
      { appointment: id, kind: 'Balance', method: 'Cash', cents: balance },
      { appointment: id, kind: 'Tip', method: 'Cash', cents: tip },
      { appointment: id, kind: 'Product', method: 'Cash', cents: products },
    ]),
  );
  expect(rows).toHaveLength(4);
  expect(netOf(rows)).toBe(paidInAll);

  // The day's totals moved by this checkout's figures, and by what other tests took meanwhile (the
  // rows of other appointments that the panel lists now and did not before).
  const othersBefore = before.rows.filter((r) => r.appointment !== id);
  const othersAfter = after.rows.filter((r) => r.appointment !== id);
  const othersMoved = (kind: string) => sumOf(othersAfter, kind) - sumOf(othersBefore, kind);
  expect(after.tips - before.tips - othersMoved('Tip')).toBe(tip);
  expect(after.balance - before.balance - othersMoved('Balance')).toBe(balance);
  expect(after.product - before.product - othersMoved('Product')).toBe(products);
  expect(after.net - before.net - (netOf(othersAfter) - netOf(othersBefore))).toBe(paidToday);
});
