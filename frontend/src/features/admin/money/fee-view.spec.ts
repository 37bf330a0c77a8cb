import { feeCount, feeFigures, hasFees, type FeeTotals } from './fee-view';

const none = { count: 0, amount_cents: 0 };

const totals = (by: Partial<FeeTotals['by_state']>): FeeTotals => ({
  period: 'day',
  from: '2026-11-27',
  to: '2026-11-27',
  time_zone: 'America/New_York',
  by_state: {
    pending: none,
    charged: none,
    paid: none,
    waived: none,
    due: none,
    refunded: none,
    ...by,
  },
});

describe('feeFigures', () => {
  it('adds the paid links to the charged fees and the refunds to the waived ones', () => {
    const figures = feeFigures(
      totals({
        charged: { count: 2, amount_cents: 4250 },
        paid: { count: 1, amount_cents: 2125 },
        waived: { count: 1, amount_cents: 1000 },
        refunded: { count: 1, amount_cents: 6000 },
        due: { count: 1, amount_cents: 4250 },
      }),
    );
    expect(figures).toEqual([
      { key: 'charged', label: 'Charged', amount: '$63.75', count: '3 fees', any: true },
      { key: 'waived', label: 'Waived', amount: '$70.00', count: '2 fees', any: true },
      { key: 'due', label: 'Failed, due', amount: '$42.50', count: '1 fee', any: true },
      { key: 'pending', label: 'Pending', amount: '$0.00', count: '0 fees', any: false },
    ]);
  });

  it('knows a period without fees', () => {
    expect(hasFees(totals({}))).toBe(false);
    expect(hasFees(totals({ pending: { count: 1, amount_cents: 500 } }))).toBe(true);
  });

  it('counts in words', () => {
    expect(feeCount(1)).toBe('1 fee');
    expect(feeCount(1200)).toBe('1,200 fees');
  });
});
