import { LedgerEntry } from './ledger';
import { chargeKey, chargeRefundable, checkoutProblem, refundCheck } from './visit-checkout-rules';

const at = new Date('2026-12-01T15:00:00Z');
const start = new Date('2026-12-01T14:00:00Z');
const entry = (e: Partial<LedgerEntry> & { id: string }) =>
  ({ kind: 'balance', method: 'card', amountCents: 5000, providerId: null, at, ...e }) as LedgerEntry & {
    id: string;
  };

describe('checkoutProblem', () => {
  it('lets a confirmed or completed visit whose start has come be checked out once', () => {
    expect(checkoutProblem({ status: 'confirmed', startsAt: start }, false, at).ok).toBe(true);
    expect(checkoutProblem({ status: 'completed', startsAt: start }, false, at).ok).toBe(true);
    expect(checkoutProblem({ status: 'confirmed', startsAt: at }, false, at).ok).toBe(true);
  });

  it('refuses a second checkout, a visit still to come, and one that is not confirmed', () => {
    expect(checkoutProblem({ status: 'completed', startsAt: start }, true, at)).toMatchObject({
      code: 'checkoutAlreadyDone',
    });
    expect(checkoutProblem({ status: 'confirmed', startsAt: at }, false, start)).toMatchObject({
      code: 'checkoutNotStarted',
    });
    for (const status of ['pending', 'cancelled', 'no_show'] as const) {
      expect(checkoutProblem({ status, startsAt: start }, false, at)).toMatchObject({
        code: 'checkoutNotConfirmed',
      });
    }
    expect(checkoutProblem({ status: 'no_show', startsAt: start }, false, at)).toMatchObject({
      message: 'Only a confirmed visit can be checked out; this one is no-show.',
    });
  });
});

describe('refunds of a charge', () => {
  const card = entry({ id: 'e1', providerId: 'pi_1', amountCents: 3000 });
  const cash = entry({ id: 'e2', method: 'cash', kind: 'tip', amountCents: 1000 });
  const refund = (of: string, cents: number) =>
    entry({ id: `r-${of}-${cents}`, kind: 'refund', refundOf: of, amountCents: cents });

  it('names a charge by its provider id, or by its ledger id when it has none', () => {
    expect(chargeKey(card)).toBe('pi_1');
    expect(chargeKey(cash)).toBe('ledger:e2');
  });

  it('leaves what the refunds of that very charge have not given back', () => {
    const entries = [card, cash, refund('pi_1', 1200), refund('ledger:e2', 400), refund('pi_9', 99)];
    expect(chargeRefundable(card, entries)).toBe(1800);
    expect(chargeRefundable(cash, entries)).toBe(600);
  });

  it('refuses a refund above what is left, a bad amount, and a non-charge', () => {
    const entries = [card, refund('pi_1', 1000)];
    expect(refundCheck(card, entries, 2000)).toEqual({ ok: true, value: 2000 });
    expect(refundCheck(card, entries, 2001)).toMatchObject({
      code: 'refundOverCharge',
      message: 'A refund cannot be more than what is left of the charge: $20.00.',
    });
    expect(refundCheck(card, entries, 0)).toMatchObject({ code: 'refundAmountInvalid' });
    expect(refundCheck(card, entries, 1.5)).toMatchObject({ code: 'refundAmountInvalid' });
    const credit = entry({ id: 'c', kind: 'credit_used', method: 'credit' });
    expect(refundCheck(credit, [credit], 100)).toMatchObject({ code: 'refundNotACharge' });
    expect(refundCheck(refund('pi_1', 5), [], 1)).toMatchObject({ code: 'refundNotACharge' });
  });
});
