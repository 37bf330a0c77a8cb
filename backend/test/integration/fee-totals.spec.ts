import { FeeState, MESSAGES } from '@esthetics/domain';
import request from 'supertest';
import { feeSteps } from '../support/fee-steps';
import { Harness, useTestApp } from '../support/harness';
import { paidBooking } from '../support/self-service-steps';
import { weekdays } from '../support/test-app';

const totals = (t: Harness, query: Record<string, unknown>) =>
  request(t.http).get('/api/admin/fees/totals').query(query).set(t.asAdmin());

/** Stores a fee as the fee services leave it in `state`, on a booking of its own. */
async function storeFee(
  t: Harness,
  date: string,
  state: FeeState,
  amountCents: number,
  recordedAt: string,
  settledAt: string | null,
): Promise<void> {
  const { bookingId } = await t.bookAndCheckout({ preferred_date: date });
  await t.query(
    `INSERT INTO fees (appointment_id, reason, state, amount_cents, currency, recorded_at,
       chargeable_at, charge_key, settled_at)
     VALUES ($1, 'no_show', $2, $3, 'usd', $4, $4, $5, $6)`,
    [bookingId, state, amountCents, recordedAt, `fee-${bookingId}`, settledAt],
  );
}

const none = { count: 0, amount_cents: 0 };

describe('the fees of a period, by state', () => {
  const t = useTestApp({ stripe: true, resetClock: true });
  const nextDate = weekdays();
  const { cancelLate, feeOf, waive } = feeSteps(t);

  it('counts each fee in the day, week or month its state was reached, in the business time zone', async () => {
    // New York: the week of Monday 2024-10-14 runs from 04:00Z that day to 04:00Z on the 21st.
    const fees: [FeeState, number, string, string | null][] = [
      // Recorded the Sunday before, charged at the week's first instant: this week.
      ['charged', 2125, '2024-10-13T20:00:00Z', '2024-10-14T04:00:00Z'],
      // Paid through its link at the week's last minute.
      ['paid', 3000, '2024-10-15T15:00:00Z', '2024-10-21T03:59:00Z'],
      ['waived', 1000, '2024-10-16T15:00:00Z', '2024-10-16T16:00:00Z'],
      // Due since the Sunday before (recorded a minute before Monday): not this week.
      ['due', 4000, '2024-10-14T03:59:00Z', null],
      ['due', 4250, '2024-10-17T15:00:00Z', null],
      ['pending', 500, '2024-10-20T18:00:00Z', null],
      // Recorded the week before, refunded this week.
      ['refunded', 6000, '2024-10-10T15:00:00Z', '2024-10-18T15:00:00Z'],
      // Recorded this week, charged the next Monday: next week.
      ['charged', 7000, '2024-10-19T15:00:00Z', '2024-10-21T04:00:00Z'],
    ];
    for (const [state, cents, recorded, settled] of fees)
      await storeFee(t, nextDate(), state, cents, recorded, settled);

    const week = await totals(t, { period: 'week', date: '2024-10-16' });
    expect(week.status).toBe(200);
    expect(week.body).toEqual({
      period: 'week',
      from: '2024-10-14',
      to: '2024-10-20',
      time_zone: 'America/New_York',
      by_state: {
        pending: { count: 1, amount_cents: 500 },
        charged: { count: 1, amount_cents: 2125 },
        paid: { count: 1, amount_cents: 3000 },
        waived: { count: 1, amount_cents: 1000 },
        due: { count: 1, amount_cents: 4250 },
        refunded: { count: 1, amount_cents: 6000 },
      },
    });

    const monday = await totals(t, { period: 'day', date: '2024-10-14' });
    expect(monday.body.by_state).toEqual({
      pending: none,
      charged: { count: 1, amount_cents: 2125 },
      paid: none,
      waived: none,
      due: none,
      refunded: none,
    });
    const sunday = await totals(t, { period: 'day', date: '2024-10-13' });
    expect(sunday.body.by_state.due).toEqual({ count: 1, amount_cents: 4000 });
    expect(sunday.body.by_state.charged).toEqual(none);

    const month = await totals(t, { period: 'month', date: '2024-10-31' });
    expect(month.body).toMatchObject({ from: '2024-10-01', to: '2024-10-31' });
    expect(month.body.by_state).toMatchObject({
      charged: { count: 2, amount_cents: 9125 },
      due: { count: 2, amount_cents: 8250 },
    });
    const september = await totals(t, { period: 'month', date: '2024-09-30' });
    expect(Object.values(september.body.by_state)).toEqual(Array(6).fill(none));
  });

  it("shows a late cancellation's fee as pending today, then as waived", async () => {
    const today = () => totals(t, {}).then((r) => r.body.by_state);
    const before = await today();
    const date = nextDate();
    const b = await paidBooking(t, date);
    expect((await cancelLate(b, date)).status).toBe(200);
    const fee = await feeOf(b.bookingId);
    const pending = await today();
    expect(pending.pending).toEqual({
      count: before.pending.count + 1,
      amount_cents: before.pending.amount_cents + fee.amount_cents,
    });
    expect((await waive(fee.id)).status).toBe(200);
    const after = await today();
    expect(after.pending).toEqual(before.pending);
    expect(after.waived).toEqual({
      count: before.waived.count + 1,
      amount_cents: before.waived.amount_cents + fee.amount_cents,
    });
  });

  it.each([
    [{ period: 'year' }, 'moneyPeriodInvalid'],
    [{ date: '2026-02-30' }, 'moneyDateInvalid'],
  ] as const)('refuses a bad query (%j)', async (query, code) => {
    const res = await totals(t, query);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code, message: MESSAGES[code] });
  });

  it('is the owner’s only', async () => {
    await request(t.http).get('/api/admin/fees/totals').expect(401);
  });
});
