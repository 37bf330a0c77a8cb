import { LedgerEntry } from './ledger';
import {
  centsFromDollars,
  chargeKey,
  chargesOf,
  checkoutProblem,
  refundCheck,
} from './visit-checkout-rules';

const at = new Date('2026-12-01T15:00:00Z');
const start = new Date('2026-12-01T14:00:00Z');
const entry = (e: Partial<LedgerEntry> & { id: string }) =>
  ({
    kind: 'balance',
    method: 'card',
    amountCents: 5000,
    providerId: null,
    at,
    ...e,
  }) as LedgerEntry & {
    id: string;
  };

describe('checkoutProblem', () => {
  it('lets a confirmed visit whose start has come, or a completed one, be checked out', () => {
    expect(checkoutProblem({ status: 'confirmed', startsAt: start }, false, at).ok).toBe(true);
    expect(checkoutProblem({ status: 'completed', startsAt: start }, false, at).ok).toBe(true);
    expect(checkoutProblem({ status: 'confirmed', startsAt: at }, false, at).ok).toBe(true);
    // Marked completed by the owner: over by her word, even before its booked start.
    expect(checkoutProblem({ status: 'completed', startsAt: at }, false, start).ok).toBe(true);
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
      message: 'Only a confirmed or completed visit can be checked out; this one is no-show.',
    });
  });
});

describe('refunds of a charge', () => {
  const card = (id: string, kind: LedgerEntry['kind'], cents: number) =>
    entry({ id, kind, providerId: 'pi_1', amountCents: cents });
  const cash = entry({ id: 'e2', method: 'cash', kind: 'tip', amountCents: 1000 });
  const refund = (of: string, cents: number) =>
    entry({ id: `r-${of}-${cents}`, kind: 'refund', refundOf: of, amountCents: cents });
  const credit = entry({ id: 'c', kind: 'credit_used', method: 'credit' });

  it('names a charge by its provider id, or by its ledger id when it has none', () => {
    expect(chargeKey(card('e1', 'balance', 1))).toBe('pi_1');
    expect(chargeKey(cash)).toBe('ledger:e2');
  });

  it('makes one charge of a payment that carried balance and tip, and leaves what its refunds did not give back', () => {
    const entries = [
      card('e1', 'balance', 3000),
      card('e3', 'tip', 500),
      cash,
      credit,
      refund('pi_1', 1200),
      refund('ledger:e2', 400),
      refund('pi_9', 99),
    ];
    expect(chargesOf(entries)).toEqual([
      {
        key: 'pi_1',
        method: 'card',
        amountCents: 3500,
        kinds: ['balance', 'tip'],
        at,
        refundableCents: 2300,
      },
      {
        key: 'ledger:e2',
        method: 'cash',
        amountCents: 1000,
        kinds: ['tip'],
        at,
        refundableCents: 600,
      },
    ]);
  });

  it('lists the charges one change made at once in the ledger kinds’ order', () => {
    const tip = entry({ id: 't', method: 'cash', kind: 'tip', amountCents: 100 });
    const balance = entry({ id: 'b', method: 'cash', kind: 'balance', amountCents: 200 });
    const earlier = entry({ id: 'd', kind: 'deposit', providerId: 'pi_0', at: start });
    expect(chargesOf([tip, balance, earlier]).map((c) => c.key)).toEqual([
      'pi_0',
      'ledger:b',
      'ledger:t',
    ]);
  });

  it('refuses a refund above what is left, a bad amount, and what is not a charge', () => {
    const entries = [card('e1', 'balance', 3000), refund('pi_1', 1000), credit];
    expect(refundCheck(entries, 'pi_1', 2000)).toMatchObject({
      ok: true,
      value: { amountCents: 2000 },
    });
    expect(refundCheck(entries, 'pi_1', 2001)).toMatchObject({
      code: 'refundOverCharge',
      message: 'A refund cannot be more than what is left of the charge: $20.00.',
    });
    expect(refundCheck(entries, 'pi_1', 0)).toMatchObject({ code: 'refundAmountInvalid' });
    expect(refundCheck(entries, 'pi_1', 1.5)).toMatchObject({ code: 'refundAmountInvalid' });
    expect(refundCheck(entries, 'ledger:c', 100)).toMatchObject({ code: 'refundChargeNotFound' });
    expect(refundCheck(entries, 'pi_2', 100)).toMatchObject({ code: 'refundChargeNotFound' });
  });
});

describe('centsFromDollars', () => {
  it.each([
    ['', 0],
    ['15', 1500],
    ['15.3', 1530],
    ['$15.30', 1530],
    ['1,200.05', 120005],
    [' 0.99 ', 99],
  ])('reads %p as %p cents', (text, cents) => expect(centsFromDollars(text)).toBe(cents));

  it.each(['-5', '1.234', 'abc', '12.', '.5'])('refuses %p', (text) =>
    expect(centsFromDollars(text)).toBeNull(),
  );
});
