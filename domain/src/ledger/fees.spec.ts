import { FEE_STATES, feeChargeableAt, feeCountdownMs, feeIsChargeable, waiveEffect } from './fees';

const recordedAt = new Date('2026-12-01T15:00:00Z');
const later = (minutes: number) => new Date(recordedAt.getTime() + minutes * 60_000);

describe('no-show and late-cancellation fees', () => {
  it('are charged once the 2-hour grace window has passed, not before', () => {
    expect(feeChargeableAt(recordedAt)).toEqual(later(120));
    expect(feeIsChargeable({ state: 'pending', recordedAt }, later(119))).toBe(false);
    expect(feeIsChargeable({ state: 'pending', recordedAt }, later(120))).toBe(true);
    expect(feeIsChargeable({ state: 'pending', recordedAt }, later(60), 1)).toBe(true);
  });

  it('are charged only while pending', () => {
    const others = FEE_STATES.filter((s) => s !== 'pending');
    for (const state of others) {
      expect(feeIsChargeable({ state, recordedAt }, later(600))).toBe(false);
    }
  });

  it('count down to the charge, then show zero', () => {
    expect(feeCountdownMs(recordedAt, later(30))).toBe(90 * 60_000);
    expect(feeCountdownMs(recordedAt, later(300))).toBe(0);
  });

  it('waived before the charge charge nothing; waived after it are refunded', () => {
    expect(waiveEffect('pending')).toBe('cancel_charge');
    expect(waiveEffect('due')).toBe('cancel_charge');
    expect(waiveEffect('charged')).toBe('refund');
    expect(waiveEffect('paid')).toBe('refund');
    expect(waiveEffect('waived')).toBe('none');
    expect(waiveEffect('refunded')).toBe('none');
  });
});
