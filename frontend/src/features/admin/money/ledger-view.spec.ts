import {
  entriesCount,
  hasMovement,
  headlineFigures,
  kindFigures,
  ledgerRow,
  ledgerRows,
  shortProviderId,
  type LedgerEntry,
  type MoneyTotals,
} from './ledger-view';

const ZONE = 'America/New_York';

const totals: MoneyTotals = {
  period: 'week',
  from: '2026-11-23',
  to: '2026-11-29',
  time_zone: ZONE,
  by_kind: {
    deposit: 3000,
    balance: 9000,
    tip: 2160,
    product: 4200,
    fee: 6000,
    refund: 1500,
    credit_issued: 700,
    credit_used: 1200,
  },
  tips_cents: 2160,
  fees_cents: 6000,
  net_cents: 22860,
};

const entry = (e: Partial<LedgerEntry>): LedgerEntry => ({
  id: 'e1',
  appointment_id: 'a1',
  kind: 'deposit',
  method: 'card',
  amount_cents: 2125,
  provider_id: 'pi_fake_cs_test_a1b2c3d4e5f6',
  refund_of: null,
  // 3:02 PM in New York (EST).
  created_at: '2026-11-25T20:02:00.000Z',
  client_name: 'Maya Lopez',
  services: ['Classic European Facial'],
  ...e,
});

describe('the ledger figures', () => {
  it('puts the net taken and the tips first', () => {
    expect(headlineFigures(totals)).toEqual([
      { key: 'net', label: 'Net taken', value: '$228.60', tone: 'net' },
      { key: 'tips', label: 'Tips', value: '$21.60', tone: 'in' },
    ]);
  });

  it('lists every kind but the tips, refunds as a negative', () => {
    const figures = kindFigures(totals);
    expect(figures.map((f) => [f.label, f.value])).toEqual([
      ['Deposits', '$30.00'],
      ['Balances', '$90.00'],
      ['Products', '$42.00'],
      ['Fees charged', '$60.00'],
      ['Refunds', '−$15.00'],
      ['Credit issued', '$7.00'],
      ['Credit used', '$12.00'],
    ]);
    expect(figures.find((f) => f.key === 'refund')?.tone).toBe('out');
  });

  it('shows no refund as $0.00, not a negative zero', () => {
    const none = { ...totals, by_kind: { ...totals.by_kind, refund: 0 } };
    expect(kindFigures(none).find((f) => f.key === 'refund')).toMatchObject({
      value: '$0.00',
      tone: 'in',
    });
  });

  it('knows a period where nothing moved', () => {
    const zero = Object.fromEntries(Object.keys(totals.by_kind).map((k) => [k, 0]));
    expect(hasMovement({ ...totals, by_kind: zero as MoneyTotals['by_kind'] })).toBe(false);
    expect(hasMovement(totals)).toBe(true);
  });
});

describe('a ledger row', () => {
  it('reads an entry in the business time zone, with the provider id shortened', () => {
    expect(ledgerRow(entry({}), ZONE)).toEqual({
      id: 'e1',
      appointmentId: 'a1',
      when: 'Nov 25, 3:02 PM',
      at: '2026-11-25T20:02:00.000Z',
      client: 'Maya Lopez',
      services: 'Classic European Facial',
      kind: 'Deposit',
      method: 'Card',
      amount: '$21.25',
      tone: 'in',
      provider: 'pi_fake…e5f6',
      providerFull: 'pi_fake_cs_test_a1b2c3d4e5f6',
    });
  });

  it('shows a refund as a negative and cash without a provider id', () => {
    const refund = ledgerRow(entry({ kind: 'refund', refund_of: 'pi_x' }), ZONE);
    expect([refund.amount, refund.tone, refund.kind]).toEqual(['−$21.25', 'out', 'Refund']);
    const tip = ledgerRow(entry({ kind: 'tip', method: 'cash', provider_id: null }), ZONE);
    expect([tip.amount, tip.method, tip.provider, tip.providerFull]).toEqual([
      '$21.25',
      'Cash',
      '—',
      null,
    ]);
  });

  it('reads the day a late-evening entry falls on locally, not in UTC', () => {
    // 02:30 UTC on the 26th is 9:30 PM on the 25th in New York.
    expect(ledgerRow(entry({ created_at: '2026-11-26T02:30:00.000Z' }), ZONE).when).toBe(
      'Nov 25, 9:30 PM',
    );
  });

  it('joins several services and names an erased client', () => {
    const row = ledgerRow(entry({ client_name: ' ', services: ['Facial', 'Brow shaping'] }), ZONE);
    expect([row.client, row.services]).toEqual(['Erased client', 'Facial + Brow shaping']);
  });

  it('keeps every page in order, and counts them', () => {
    const pages = [
      { entries: [entry({ id: 'a' }), entry({ id: 'b' })], next_after: 'x' },
      { entries: [entry({ id: 'c' })], next_after: null },
    ];
    expect(ledgerRows(pages, ZONE).map((r) => r.id)).toEqual(['a', 'b', 'c']);
    expect(entriesCount(1, false)).toBe('1 entry');
    expect(entriesCount(50, true)).toBe('50 entries so far');
    expect(shortProviderId('re_123')).toBe('re_123');
  });
});
