/** Steps of the fee specs: a late cancellation, the fee it left, the sweep, the waive. */
import { HOUR_MS } from '@esthetics/domain';
import request from 'supertest';
import { FeeSweeper } from '../../src/payments/fee-sweepers';
import { Harness } from './harness';
import { Booked } from './self-service-steps';
import { as, startOf } from './studio';

export interface FeeRow {
  id: string;
  state: string;
  amount_cents: number;
  attempts: number;
  charge_key: string;
  payment_id: string | null;
  pay_url: string | null;
  last_outcome: string | null;
}

export function feeSteps(t: Harness) {
  /** The client cancels 5 hours before the start of `date`: a late cancellation. */
  const cancelLate = (b: Booked, date: string) => {
    t.clock.set(new Date(startOf(date).getTime() - 5 * HOUR_MS));
    return request(t.http).post(`/api/clients/appointments/${b.bookingId}/cancel`).set(as(b.token));
  };
  const feesOf = (bookingId: string) =>
    t.query<FeeRow>(
      `SELECT id, state, amount_cents, attempts, charge_key, payment_id, pay_url, last_outcome
         FROM fees WHERE appointment_id = $1`,
      [bookingId],
    );
  const feeOf = async (bookingId: string) => {
    const rows = await feesOf(bookingId);
    expect(rows).toHaveLength(1);
    return rows[0];
  };
  /** Moves the clock `hours` on and runs the fee sweep once. */
  const sweepAfter = (hours: number) => {
    t.clock.set(new Date(t.clock.now().getTime() + hours * HOUR_MS));
    return t.app.get(FeeSweeper).sweep();
  };
  const waive = (feeId: string) =>
    request(t.http).post(`/api/admin/fees/${feeId}/waive`).set(t.asAdmin());
  /** The fake's off-session fee charges for the booking (succeeded and failed). */
  const feeCharges = (bookingId: string) =>
    [...t.stripe.payments.intents.values()].filter(
      (i) => i.metadata.booking_id === bookingId && i.metadata.purpose === 'fee',
    );
  const ledgerOf = (bookingId: string) =>
    t.query<{ kind: string; amount_cents: number; provider_id: string; refund_of: string | null }>(
      `SELECT kind, amount_cents, provider_id, refund_of FROM ledger_entries
        WHERE appointment_id = $1 ORDER BY created_at, kind`,
      [bookingId],
    );
  const mailsOf = (bookingId: string, kind: string) =>
    t.query<{ subject: string; text_body: string }>(
      `SELECT subject, text_body FROM outbox_messages WHERE appointment_id = $1 AND kind = $2`,
      [bookingId, kind],
    );
  return { cancelLate, feesOf, feeOf, sweepAfter, waive, feeCharges, ledgerOf, mailsOf };
}
