import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { MESSAGES } from '../../domain/src/index';
import { bookAndPayThroughApi, todayInZone } from './booking-helpers';
import { expect, expectAccessible, openAsAdmin, test } from './fixtures';
import { expectNoSidewaysScroll } from './console-steps';

/** The Money panel's ledger: a day's, a week's and a month's totals, the entries, the CSV export. */

const SHOTS = '/work/notes/shots-money2';
const cents = (text: string | null) =>
  Math.round(Number((text ?? '').replace(/[$,−-]/g, '')) * 100);

/** A busy week as the API would answer it: every kind, a refund, a cash tip, a long name. */
const BUSY_TOTALS = {
  period: 'week',
  from: '2020-01-06',
  to: '2020-01-12',
  time_zone: 'America/New_York',
  by_kind: {
    deposit: 6375,
    balance: 19125,
    tip: 3825,
    product: 4200,
    fee: 4250,
    refund: 2125,
    credit_issued: 2125,
    credit_used: 1500,
  },
  tips_cents: 3825,
  fees_cents: 4250,
  net_cents: 35525,
};
/** The same week's fees: charged and paid through a link, waived and refunded, failed, pending. */
const BUSY_FEES = {
  period: 'week',
  from: '2020-01-06',
  to: '2020-01-12',
  time_zone: 'America/New_York',
  by_state: {
    pending: { count: 1, amount_cents: 2125 },
    charged: { count: 2, amount_cents: 4250 },
    paid: { count: 1, amount_cents: 2125 },
    waived: { count: 1, amount_cents: 2125 },
    due: { count: 1, amount_cents: 6375 },
    refunded: { count: 1, amount_cents: 2125 },
  },
};

/** The panel's three reads: the ledger's totals and page, the fees' totals. */
const PANEL_READS = /\/api\/admin\/(money\/(totals|ledger)|fees\/totals)\?/;

const busyEntry = (n: number, kind: string, method: string, cents: number, pi: string | null) => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  appointment_id: '00000000-0000-4000-8000-000000000100',
  kind,
  method,
  amount_cents: cents,
  provider_id: pi,
  refund_of: kind === 'refund' ? 'pi_3QxYzAbCdEfGhIj' : null,
  created_at: `2020-01-${String(6 + n).padStart(2, '0')}T15:${10 + n}:00.000Z`,
  client_name: n === 3 ? 'Alexandra Montgomery-Fitzgerald' : 'Maya Lopez',
  services: n === 3 ? ['Classic European Facial', 'Brow Shaping', 'Lash Tint'] : ['Hydrafacial'],
});
const BUSY_PAGE = {
  entries: [
    busyEntry(0, 'deposit', 'card', 2125, 'pi_3QxYzAbCdEfGhIj'),
    busyEntry(1, 'balance', 'card', 6375, 'pi_3QxYzKlMnOpQrSt'),
    busyEntry(2, 'tip', 'cash', 1530, null),
    busyEntry(3, 'product', 'outside_card', 4200, null),
    busyEntry(4, 'refund', 'card', 2125, 're_3QxYzUvWxYzAbCd'),
    busyEntry(5, 'credit_used', 'credit', 1500, null),
  ],
  next_after: null,
};

/** The ledger's section of the Money panel. */
const ledgerOf = (page: Page) => page.getByRole('region', { name: 'Ledger' });

/** The entry whose provider id is `providerId`, after showing more pages as long as there are. */
async function entryRow(ledger: Locator, providerId: string): Promise<Locator> {
  const row = ledger.getByTestId('ledger-row').filter({
    has: ledger.page().locator(`[title="${providerId}"]`),
  });
  const more = ledger.getByRole('button', { name: 'Show more' });
  // Another period's figures stay, marked busy, until this one's come.
  await expect(ledger.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(ledger.getByTestId('ledger-count')).toBeVisible();
  while ((await row.count()) === 0 && (await more.count()) > 0) {
    await more.click();
    await expect(ledger.getByRole('button', { name: 'Loading…' })).toHaveCount(0);
  }
  return row;
}

/** Shows every page of the ledger; answers how many entries it then lists. */
async function countAllPages(ledger: Locator): Promise<number> {
  const more = ledger.getByRole('button', { name: 'Show more' });
  while ((await more.count()) > 0) {
    await more.click();
    await expect(ledger.getByRole('button', { name: 'Loading…' })).toHaveCount(0);
  }
  return ledger.getByTestId('ledger-row').count();
}

/** The provider id the ledger recorded for the booking's deposit, read through the API. */
async function depositProviderId(page: Page, token: string, bookingId: string): Promise<string> {
  const today = todayInZone();
  let after = '';
  for (;;) {
    const response = await page.request.get('/api/admin/money/ledger', {
      params: { from: today, to: today, limit: 100, after },
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(response.status()).toBe(200);
    const body = (await response.json()) as {
      entries: { appointment_id: string; kind: string; provider_id: string | null }[];
      next_after: string | null;
    };
    const deposit = body.entries.find(
      (e) => e.appointment_id === bookingId && e.kind === 'deposit',
    );
    if (deposit?.provider_id) return deposit.provider_id;
    if (!body.next_after) throw new Error(`no deposit recorded for ${bookingId}`);
    after = body.next_after;
  }
}

async function shoot(page: Page, name: string): Promise<void> {
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
    // The weekly chart below is drawn at its frame's width, measured once the resize is seen.
    await expect(() => expectNoSidewaysScroll(page)).toPass({ timeout: 5_000 });
    await page.screenshot({ path: `${SHOTS}/page-${name}-${width}.png`, fullPage: true });
    // The ledger alone, cut from the whole page (an element shot would slip under the sticky header).
    const clip = await ledgerOf(page).evaluate((el) => {
      const r = el.getBoundingClientRect();
      return {
        x: r.left + window.scrollX,
        y: r.top + window.scrollY,
        width: r.width,
        height: r.height,
      };
    });
    await page.screenshot({ path: `${SHOTS}/ledger-${name}-${width}.png`, fullPage: true, clip });
  }
}

test.describe('the Money panel ledger', () => {
  test('shows a paid deposit in the day, week and month, and exports it', async ({
    page,
    adminToken,
    baseURL,
  }) => {
    test.slow(); // a checkout, three periods and an export
    const paid = await bookAndPayThroughApi(page.request, baseURL);
    const providerId = await depositProviderId(page, adminToken, paid.booking_id);
    await openAsAdmin(page, adminToken, '/admin/dashboard?tab=money');
    const ledger = ledgerOf(page);

    // Today: the deposit is in the totals and in the entries.
    await expect(ledger.getByRole('button', { name: 'Day', pressed: true })).toBeVisible();
    await expect(ledger.getByRole('button', { name: 'Today' })).toBeDisabled();
    const dayDeposits = cents(await ledger.getByTestId('ledger-total-deposit').textContent());
    expect(dayDeposits).toBeGreaterThanOrEqual(paid.deposit_cents);
    const net = cents(await ledger.getByTestId('ledger-total-net').textContent());
    expect(net).toBeGreaterThan(0);
    await expect(ledger.getByTestId('ledger-total-tips')).toHaveText(/^\$[\d,]+\.\d\d$/);
    await expect(
      ledger.getByTestId('fee-count-charged').or(ledger.getByTestId('fees-empty')),
    ).toBeVisible();
    const row = await entryRow(ledger, providerId);
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Paid Client');
    await expect(row).toContainText('Classic European Facial');
    await expect(row).toContainText('Deposit');
    await expect(row).toContainText('Card');
    await expect(row.locator('.ledger-amount')).toHaveText(
      `$${(paid.deposit_cents / 100).toFixed(2)}`,
    );
    await expectAccessible(page);
    await shoot(page, 'filled');
    await page.setViewportSize({ width: 1366, height: 900 });

    // The week and the month hold the day.
    for (const period of ['Week', 'Month'] as const) {
      await ledger.getByRole('button', { name: period, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`period=${period.toLowerCase()}`));
      await expect(
        ledger.getByRole('button', { name: `This ${period.toLowerCase()}` }),
      ).toBeDisabled();
      await expect
        .poll(async () => cents(await ledger.getByTestId('ledger-total-deposit').textContent()))
        .toBeGreaterThanOrEqual(dayDeposits);
      await expect(await entryRow(ledger, providerId)).toHaveCount(1);
    }

    // The export: the period's entries, the deposit among them.
    const download = page.waitForEvent('download');
    await ledger.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^ledger-\d{4}-\d\d-01-to-\d{4}-\d\d-\d\d\.csv$/);
    const csv = readFileSync((await file.path()) ?? '', 'utf8');
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe('date,appointment id,client name,service,kind,method,amount,provider id');
    const line = lines.find((l) => l.endsWith(`,${providerId}`));
    expect(line).toContain(
      `${paid.booking_id},Paid Client,Classic European Facial,deposit,card,${(paid.deposit_cents / 100).toFixed(2)}`,
    );
    await expect(
      ledger.getByRole('status').filter({ hasText: file.suggestedFilename() }),
    ).toBeVisible();
    await shoot(page, 'exported');
    await page.setViewportSize({ width: 1366, height: 900 });

    // Pages by key: one entry a page (the limit rewritten), "Show more" reads on until the last.
    await page.route('**/api/admin/money/ledger?**', (route) =>
      route.continue({
        url: route
          .request()
          .url()
          .replace(/limit=\d+/, 'limit=1'),
      }),
    );
    await page.reload();
    await expect(ledger.getByTestId('ledger-count')).toHaveText('1 entry so far');
    const count = await countAllPages(ledger);
    expect(count).toBeGreaterThanOrEqual(1);
    await expect(ledger.getByTestId('ledger-row')).toHaveCount(count);
    await expect(ledger.getByTestId('ledger-count')).toHaveText(
      count === 1 ? '1 entry' : `${count} entries`,
    );
    await page.unrouteAll({ behavior: 'wait' });

    // Back a month and forth again.
    const title = await ledger.getByTestId('ledger-period').textContent();
    await ledger.getByRole('button', { name: 'Previous month' }).click();
    await expect(ledger.getByTestId('ledger-period')).not.toHaveText(title ?? '');
    await ledger.getByRole('button', { name: 'Next month' }).click();
    await expect(ledger.getByTestId('ledger-period')).toHaveText(title ?? '');
  });

  test('says when nothing moved, and offers a retry when the ledger cannot be read', async ({
    page,
    adminToken,
  }) => {
    test.slow(); // five states, each shot at two widths, and the failed reads' retries
    // A day long before the first booking.
    await openAsAdmin(page, adminToken, '/admin/dashboard?tab=money&date=2020-01-06');
    const ledger = ledgerOf(page);
    await expect(ledger.getByText(MESSAGES.moneyLedgerEmpty)).toBeVisible();
    await expect(ledger.getByTestId('ledger-total-net')).toHaveText('$0.00');
    await expect(ledger.getByTestId('ledger-total-refund')).toHaveText('$0.00');
    await expect(ledger.getByTestId('fees-empty')).toHaveText(MESSAGES.moneyFeesEmpty);
    await expect(ledger.getByTestId('fee-count-waived')).toHaveCount(0);
    await expectAccessible(page);
    await shoot(page, 'empty');

    // A busy week (the answers stood in for, to see every kind laid out): a refund is negative.
    await page.route('**/api/admin/money/totals?**', (route) =>
      route.fulfill({ json: BUSY_TOTALS }),
    );
    await page.route('**/api/admin/money/ledger?**', (route) => route.fulfill({ json: BUSY_PAGE }));
    await page.route('**/api/admin/fees/totals?**', (route) => route.fulfill({ json: BUSY_FEES }));
    await page.goto('/admin/dashboard?tab=money&period=week&date=2020-01-06');
    await expect(ledger.getByTestId('ledger-total-refund')).toHaveText('−$21.25');
    // Charged adds the paid links, waived the refunds; failed is what is due.
    await expect(ledger.getByTestId('fee-total-charged')).toHaveText('$63.75');
    await expect(ledger.getByTestId('fee-count-charged')).toHaveText('3 fees');
    await expect(ledger.getByTestId('fee-count-waived')).toHaveText('2 fees');
    await expect(ledger.getByTestId('fee-total-due')).toHaveText('$63.75');
    await expect(ledger.getByTestId('fee-count-pending')).toHaveText('1 fee');
    await expect(ledger.getByTestId('fees-empty')).toHaveCount(0);
    await expect(ledger.getByTestId('ledger-row').filter({ hasText: 'Refund' })).toContainText(
      '−$21.25',
    );
    await expectAccessible(page);
    await shoot(page, 'busy');
    await page.unrouteAll({ behavior: 'wait' });

    // Loading: the answers held back, the frame keeps its place.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(PANEL_READS, async (route) => {
      await held;
      await route.continue();
    });
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/admin/dashboard?tab=money&date=2020-01-07');
    await expect(
      ledger.getByRole('status').filter({ hasText: 'Loading the totals…' }),
    ).toBeAttached();
    await expect(
      ledger.getByRole('status').filter({ hasText: 'Loading the fees…' }),
    ).toBeAttached();
    await shoot(page, 'loading');
    release();
    await expect(ledger.getByText(MESSAGES.moneyLedgerEmpty)).toBeVisible();
    await page.unrouteAll({ behavior: 'wait' });

    // Error: the three reads fail, each with its retry; the retry reads them again.
    let failing = true;
    await page.route(PANEL_READS, (route) =>
      failing ? route.fulfill({ status: 500, body: '{}' }) : route.continue(),
    );
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/admin/dashboard?tab=money&date=2020-01-08');
    await expect(ledger.getByText(MESSAGES.moneyTotalsLoadFailed)).toBeVisible({ timeout: 15_000 });
    await expect(ledger.getByText(MESSAGES.moneyLedgerLoadFailed)).toBeVisible({ timeout: 15_000 });
    await expect(ledger.getByText(MESSAGES.moneyFeesLoadFailed)).toBeVisible({ timeout: 15_000 });
    await shoot(page, 'error');
    failing = false;
    const retry = ledger.getByRole('button', { name: 'Try again' });
    await retry.first().click();
    await retry.first().click();
    await retry.first().click();
    await expect(retry).toHaveCount(0);
    await expect(ledger.getByText(MESSAGES.moneyLedgerEmpty)).toBeVisible();
    await expect(ledger.getByTestId('ledger-total-net')).toHaveText('$0.00');
    await expect(ledger.getByTestId('fees-empty')).toBeVisible();
  });
});
