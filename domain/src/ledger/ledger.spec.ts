import { balanceDue, LedgerEntry, ledgerSums, refundableCents, totalsByKind } from './ledger';

const at = new Date('2026-12-01T15:00:00Z');
const entry = (
  e: Partial<LedgerEntry> & Pick<LedgerEntry, 'kind' | 'amountCents'>,
): LedgerEntry => ({
  method: 'card',
  providerId: null,
  at,
  ...e,
});

describe('the ledger', () => {
  // A $120.00 facial: a $30.00 deposit by card, the $90.00 balance and a $21.60 tip at the visit.
  const visit = [
    entry({ kind: 'deposit', amountCents: 3000, providerId: 'pi_dep' }),
    entry({ kind: 'balance', amountCents: 9000, providerId: 'pi_bal' }),
    entry({ kind: 'tip', amountCents: 2160, method: 'cash' }),
  ];

  it('sums what was paid, what went toward the service and the tips', () => {
    expect(ledgerSums(visit)).toEqual({
      paidCents: 14160,
      towardServiceCents: 12000,
      tipsCents: 2160,
      productsCents: 0,
      feesCents: 0,
      refundedCents: 0,
      creditIssuedCents: 0,
    });
    expect(balanceDue(12000, visit)).toBe(0);
  });

  it('owes the total less the deposit and the credit used; credit is not money taken in', () => {
    const entries = [
      entry({ kind: 'deposit', amountCents: 3000, providerId: 'pi_dep' }),
      entry({ kind: 'credit_used', amountCents: 1500, method: 'credit' }),
    ];
    expect(balanceDue(12000, entries)).toBe(7500);
    expect(ledgerSums(entries).paidCents).toBe(3000);
  });

  it('never owes less than nothing', () => {
    expect(balanceDue(2000, [entry({ kind: 'deposit', amountCents: 3000 })])).toBe(0);
  });

  it('takes refunds off what was paid, and refunds at most what is left of a charge', () => {
    const entries = [
      ...visit,
      entry({ kind: 'refund', amountCents: 4000, providerId: 're_1', refundOf: 'pi_bal' }),
    ];
    expect(ledgerSums(entries).paidCents).toBe(10160);
    expect(ledgerSums(entries).refundedCents).toBe(4000);
    expect(refundableCents(entries[1], entries)).toBe(5000);
    expect(refundableCents(entries[0], entries)).toBe(3000);
    // Cash has no provider id: nothing to refund through the provider.
    expect(refundableCents(entries[2], entries)).toBe(2160);
  });

  it('totals every kind, zero where none', () => {
    const fee = entry({ kind: 'fee', amountCents: 6000, providerId: 'pi_fee' });
    expect(totalsByKind([...visit, fee])).toEqual({
      deposit: 3000,
      balance: 9000,
      tip: 2160,
      product: 0,
      fee: 6000,
      refund: 0,
      credit_issued: 0,
      credit_used: 0,
    });
  });
});
