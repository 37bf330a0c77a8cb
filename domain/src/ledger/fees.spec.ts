import { MESSAGES } from '../messages';
import {
  checkFeeGraceHours,
  FEE_GRACE_MAX_HOURS,
  FEE_STATES,
  feeChargeableAt,
  feeCountdownMs,
  feeIsChargeable,
  feeReasonLabel,
  feeCountdownText,
  feeStateLabel,
  feeToRecord,
  isFeeState,
  waiveEffect,
} from './fees';

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

  it('take a grace window of whole hours from 0 to the maximum, with the domain message', () => {
    expect(checkFeeGraceHours(0)).toEqual({ ok: true, value: 0 });
    expect(checkFeeGraceHours(FEE_GRACE_MAX_HOURS)).toEqual({ ok: true, value: 168 });
    for (const bad of [-1, 169, 1.5, '2', null]) {
      expect(checkFeeGraceHours(bad)).toEqual({
        ok: false,
        code: 'feeGraceInvalid',
        message: MESSAGES.feeGraceInvalid(168),
        field: 'fee_grace_hours',
      });
    }
  });

  it('are recorded only when the terms leave something to charge', () => {
    expect(feeToRecord(0)).toBe(false);
    expect(feeToRecord(-5)).toBe(false);
    expect(feeToRecord(2125)).toBe(true);
  });

  it('name their states and reasons', () => {
    expect(isFeeState('due')).toBe(true);
    expect(isFeeState('charging')).toBe(false);
    expect(feeReasonLabel('no_show')).toBe('No-show');
    expect(feeReasonLabel('late_cancellation')).toBe('Late cancellation');
  });

  it('show a countdown in hours, minutes and seconds, and their state in words', () => {
    expect(feeCountdownText(2 * 60 * 60_000)).toBe('Charged in 2:00:00');
    expect(feeCountdownText(60 * 60_000 + 59 * 60_000 + 57_500)).toBe('Charged in 1:59:58');
    expect(feeCountdownText(0)).toBe('Charged at the next sweep');
    expect(feeStateLabel('due')).toBe('Due: pay link sent');
  });
});
