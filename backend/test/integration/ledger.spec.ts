import { LedgerKind, LedgerMethod, MESSAGES, totalsByKind } from '@esthetics/domain';
import request from 'supertest';
import { Ledger1795741400000 } from '../../src/database/migrations/1795741400000-ledger';
import { DataSource } from 'typeorm';
import { LedgerSweeper } from '../../src/ledger/ledger-sweeper';
import { Ledger } from '../../src/ledger/ports/ledger.port';
import { createKey } from '../support/api-key-steps';
import { Harness, useTestApp } from '../support/harness';
import { bookAndPayByStripe, reportPaid, statusOf } from '../support/payment-steps';
import { weekdays } from '../support/test-app';

/** The Classic European Facial booked by default: deposit $21.25. */
const DEPOSIT = 2125;

interface Entry {
  id: string;
  appointment_id: string;
  kind: string;
  method: string;
  amount_cents: number;
  provider_id: string | null;
  refund_of: string | null;
}

const entriesOf = (t: Harness, appointmentId: string) =>
  t.query<Entry>(
    `SELECT id, appointment_id, kind, method, amount_cents, provider_id, refund_of
       FROM ledger_entries WHERE appointment_id = $1 ORDER BY created_at, kind`,
    [appointmentId],
  );

const money = (t: Harness, path: string, query: Record<string, unknown> = {}) =>
  request(t.http).get(`/api/admin/money/${path}`).query(query).set(t.asAdmin());

/** Every page of the ledger, `limit` entries a page, following next_after. */
async function allPages(t: Harness, limit: number): Promise<{ pages: number; ids: string[] }> {
  const ids: string[] = [];
  let after: string | null = null;
  let pages = 0;
  do {
    const res = await money(t, 'ledger', { limit, ...(after ? { after } : {}) });
    expect(res.status).toBe(200);
    ids.push(...(res.body.entries as Entry[]).map((e) => e.id));
    after = res.body.next_after as string | null;
    pages += 1;
  } while (after);
  return { pages, ids };
}

describe('the ledger', () => {
  const t = useTestApp({ stripe: true, resetClock: true });
  const nextDate = weekdays();

  it('records one deposit when the webhook and the return page report the payment at once', async () => {
    const { bookingId, sessionId } = await t.bookAndCheckout({ preferred_date: nextDate() });
    t.stripe.markPaid(sessionId);
    await Promise.all([reportPaid(t, 'race', sessionId), statusOf(t, sessionId)]);
    await Promise.all([reportPaid(t, 'again', sessionId), statusOf(t, sessionId)]);
    expect(await entriesOf(t, bookingId)).toEqual([
      expect.objectContaining({
        kind: 'deposit',
        method: 'card',
        amount_cents: DEPOSIT,
        provider_id: `pi_fake_${sessionId}`,
        refund_of: null,
      }),
    ]);
  });

  it('skips a provider movement recorded already, without an error', async () => {
    const { bookingId } = await t.bookAndCheckout({ preferred_date: nextDate() });
    const ledger = t.app.get(Ledger);
    const fee = {
      appointmentId: bookingId,
      kind: 'fee',
      method: 'card',
      amountCents: 4250,
      providerId: `pi_fee_${bookingId}`,
      at: t.clock.now(),
    } as const;
    await Promise.all([ledger.record(fee), ledger.record(fee)]);
    await ledger.record(fee, { ...fee, kind: 'tip', providerId: null });
    expect((await entriesOf(t, bookingId)).map((e) => e.kind)).toEqual(['fee', 'tip']);
  });

  it('records a refund naming the charge it gives back', async () => {
    const { bookingId, sessionId } = await bookAndPayByStripe(t, { preferred_date: nextDate() });
    await t.setStatus(bookingId, 'cancelled');
    const [refund] = t.stripe.refunds.filter((r) => r.payment_intent === `pi_fake_${sessionId}`);
    expect(await entriesOf(t, bookingId)).toEqual([
      expect.objectContaining({ kind: 'deposit', provider_id: `pi_fake_${sessionId}` }),
      expect.objectContaining({
        kind: 'refund',
        amount_cents: DEPOSIT,
        provider_id: refund.id,
        refund_of: `pi_fake_${sessionId}`,
      }),
    ]);
  });

  it("totals a day's entries by kind, in the business time zone", async () => {
    // A day of its own: two deposits taken, one paid back.
    t.clock.set(new Date('2026-11-25T15:00:00Z'));
    await bookAndPayByStripe(t, { preferred_date: nextDate() });
    const cancelled = await bookAndPayByStripe(t, { preferred_date: nextDate() });
    await t.setStatus(cancelled.bookingId, 'cancelled');

    const day = await money(t, 'totals', { period: 'day', date: '2026-11-25' });
    expect(day.status).toBe(200);
    expect(day.body).toEqual({
      period: 'day',
      from: '2026-11-25',
      to: '2026-11-25',
      time_zone: 'America/New_York',
      by_kind: { ...totalsByKind([]), deposit: 2 * DEPOSIT, refund: DEPOSIT },
      tips_cents: 0,
      fees_cents: 0,
      net_cents: DEPOSIT,
    });
    // The same day, as the ledger lists it (the fake clock stood still: the order is by id).
    const listed = await money(t, 'ledger', { from: '2026-11-25', to: '2026-11-25' });
    const kinds = (listed.body.entries as Entry[]).map((e) => [e.kind, e.amount_cents]);
    expect(kinds.sort()).toEqual([
      ['deposit', DEPOSIT],
      ['deposit', DEPOSIT],
      ['refund', DEPOSIT],
    ]);
    const week = await money(t, 'totals', { period: 'week', date: '2026-11-25' });
    expect(week.body).toMatchObject({ from: '2026-11-23', to: '2026-11-29' });
    expect(week.body.by_kind.deposit).toBeGreaterThanOrEqual(2 * DEPOSIT);
  });

  it('totals a week from Monday in the business time zone, and the net taken without credit', async () => {
    const { bookingId } = await t.bookAndCheckout({ preferred_date: nextDate() });
    const ledger = t.app.get(Ledger);
    const entry = (kind: LedgerKind, method: LedgerMethod, amountCents: number, at: string) => ({
      appointmentId: bookingId,
      kind,
      method,
      amountCents,
      providerId: method === 'card' ? `pi_${kind}_${at}_${bookingId}` : null,
      at: new Date(at),
    });
    // New York: Monday 2024-10-14 starts at 04:00Z; the Sunday before ends then.
    await ledger.record(
      entry('deposit', 'card', 3000, '2024-10-14T03:59:00Z'),
      entry('balance', 'card', 9000, '2024-10-14T04:00:00Z'),
      entry('tip', 'cash', 2160, '2024-10-16T18:00:00Z'),
      entry('tip', 'card', 1000, '2024-10-16T18:01:00Z'),
      entry('product', 'outside_card', 4200, '2024-10-17T18:00:00Z'),
      entry('fee', 'card', 6000, '2024-10-18T18:00:00Z'),
      entry('refund', 'card', 1500, '2024-10-19T18:00:00Z'),
      entry('credit_issued', 'credit', 700, '2024-10-20T18:00:00Z'),
      entry('credit_used', 'credit', 1200, '2024-10-21T03:59:00Z'),
      entry('balance', 'cash', 500, '2024-10-21T04:00:00Z'),
    );
    const week = await money(t, 'totals', { period: 'week', date: '2024-10-16' });
    expect(week.status).toBe(200);
    expect(week.body).toEqual({
      period: 'week',
      from: '2024-10-14',
      to: '2024-10-20',
      time_zone: 'America/New_York',
      by_kind: {
        deposit: 0,
        balance: 9000,
        tip: 3160,
        product: 4200,
        fee: 6000,
        refund: 1500,
        credit_issued: 700,
        credit_used: 1200,
      },
      tips_cents: 3160,
      fees_cents: 6000,
      // 9000 + 3160 + 4200 + 6000 - 1500: credit issued and used move no money.
      net_cents: 20860,
    });
    const sunday = await money(t, 'totals', { period: 'day', date: '2024-10-13' });
    expect(sunday.body).toMatchObject({ by_kind: { deposit: 3000 }, net_cents: 3000 });
    const month = await money(t, 'totals', { period: 'month', date: '2024-10-02' });
    expect(month.body).toMatchObject({ from: '2024-10-01', to: '2024-10-31', net_cents: 24360 });
  });

  it('pages every entry once, by key, and exports each as a CSV line', async () => {
    // At least three entries, whatever ran before: two deposits and a refund.
    await bookAndPayByStripe(t, { preferred_date: nextDate() });
    const cancelled = await bookAndPayByStripe(t, { preferred_date: nextDate() });
    await t.setStatus(cancelled.bookingId, 'cancelled');
    const stored = await t.query<{ id: string }>(
      `SELECT id FROM ledger_entries ORDER BY created_at, id`,
    );
    expect(stored.length).toBeGreaterThanOrEqual(3);
    const { pages, ids } = await allPages(t, 2);
    expect(ids).toEqual(stored.map((r) => r.id));
    expect(pages).toBeGreaterThanOrEqual(2);

    const csv = await money(t, 'ledger.csv');
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toBe('attachment; filename="ledger.csv"');
    const lines = csv.text.trimEnd().split('\r\n');
    expect(lines[0]).toBe('date,appointment id,client name,service,kind,method,amount,provider id');
    expect(lines).toHaveLength(stored.length + 1);
    // The cancelled booking's two lines (the clock stood still: entries of an instant go by id).
    const lineOf = (kind: string, provider: string) =>
      new RegExp(`^2026-11-23,${cancelled.bookingId},[^,]+,[^,]+,${kind},card,21\\.25,${provider}`);
    expect(lines.filter((l) => lineOf('deposit', 'pi_fake_').test(l))).toHaveLength(1);
    expect(lines.filter((l) => lineOf('refund', 're_fake_').test(l))).toHaveLength(1);
  });

  it('is read with an API key that reads appointments, and by no other', async () => {
    const reader = await createKey(t, ['appointments:read']);
    const other = await createKey(t, ['clients:read']);
    const as = (key: string) => ({ Authorization: `Bearer ${key}` });
    await request(t.http).get('/api/admin/money/totals').set(as(reader.key)).expect(200);
    await request(t.http).get('/api/admin/money/ledger').set(as(other.key)).expect(403);
  });

  it.each([
    ['totals', { period: 'year' }, 'moneyPeriodInvalid'],
    ['totals', { date: '2026-02-30' }, 'moneyDateInvalid'],
    ['ledger', { after: 'page-2' }, 'ledgerCursorInvalid'],
    ['ledger', { from: '2026-12-02', to: '2026-12-01' }, 'invalidDateRange'],
    ['ledger.csv', { to: '2026-13-01' }, 'invalidDateRange'],
  ] as const)('refuses a bad query on %s (%j)', async (path, query, code) => {
    const res = await money(t, path, query);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code, message: MESSAGES[code] });
  });

  it('refuses a bad limit', async () => {
    const res = await money(t, 'ledger', { limit: 0 });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(MESSAGES.limitTooSmall(1));
  });

  it('keeps an entry seven years, then the retention sweep deletes it', async () => {
    const { bookingId } = await t.bookAndCheckout({ preferred_date: nextDate() });
    const yearsAgo = (years: number, days: number) => {
      const at = t.clock.now();
      at.setUTCFullYear(at.getUTCFullYear() - years);
      at.setUTCDate(at.getUTCDate() + days);
      return at;
    };
    await t.query(
      `INSERT INTO ledger_entries (appointment_id, kind, method, amount_cents, provider_id, created_at)
       VALUES ($1, 'deposit', 'cash', 100, NULL, $2), ($1, 'tip', 'cash', 200, NULL, $3)`,
      [bookingId, yearsAgo(7, -7), yearsAgo(7, 1)],
    );
    expect(await t.app.get(LedgerSweeper).sweep()).toBe(1);
    expect(await entriesOf(t, bookingId)).toEqual([
      expect.objectContaining({ kind: 'tip', amount_cents: 200 }),
    ]);
  });

  it('backfills the payments and refunds recorded before it, once however often it runs', async () => {
    const { bookingId } = await t.bookAndCheckout({ preferred_date: nextDate() });
    // A deposit and its refund as they were stored before the ledger: on the payments row only.
    await t.query(
      `INSERT INTO payments (appointment_id, provider, provider_session_id, provider_payment_id,
         amount_cents, currency, paid_at, refunded_cents, refund_status, provider_refund_id, refunded_at)
       VALUES ($1, 'stripe', 'cs_before', 'pi_before', 2125, 'usd', $2, 1000, 'succeeded', 're_before', $3)`,
      [bookingId, new Date('2026-11-20T15:00:00Z'), new Date('2026-11-21T15:00:00Z')],
    );
    const runner = t.app.get(DataSource).createQueryRunner();
    try {
      await new Ledger1795741400000().up(runner);
      await new Ledger1795741400000().up(runner);
    } finally {
      await runner.release();
    }
    expect(await entriesOf(t, bookingId)).toEqual([
      expect.objectContaining({ kind: 'deposit', amount_cents: 2125, provider_id: 'pi_before' }),
      expect.objectContaining({
        kind: 'refund',
        amount_cents: 1000,
        provider_id: 're_before',
        refund_of: 'pi_before',
      }),
    ]);
    // What was recorded live is not recorded again.
    const duplicates = await t.query(
      `SELECT kind, provider_id FROM ledger_entries WHERE provider_id IS NOT NULL
        GROUP BY kind, provider_id HAVING count(*) > 1`,
    );
    expect(duplicates).toEqual([]);
  });
});
