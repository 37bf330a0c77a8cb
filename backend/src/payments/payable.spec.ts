import { HOLD_MS } from '@esthetics/domain';
import { payProblem } from './payable';

const NOW = new Date('2026-11-23T14:00:00Z');
const MINUTE = 60 * 1000;
const at = (ms: number) => new Date(NOW.getTime() + ms);
const held = {
  status: 'pending' as const,
  paymentStatus: 'unpaid' as const,
  holdExpiresAt: at(HOLD_MS),
  startsAt: at(3 * HOLD_MS),
};

describe('payProblem', () => {
  it('lets a held, unpaid booking take its deposit', () => {
    expect(payProblem(held, NOW, 30 * MINUTE)).toBeNull();
  });

  it.each([
    ['already paid', { paymentStatus: 'paid' as const }, 'paymentAlreadyPaid'],
    ['cancelled', { status: 'cancelled' as const }, 'paymentBookingCancelled'],
    ['confirmed', { status: 'confirmed' as const }, 'paymentNotNeeded'],
    ['hold ended', { holdExpiresAt: at(-1) }, 'paymentHoldEnded'],
    ['appointment started', { startsAt: NOW }, 'paymentHoldEnded'],
    [
      'hold ends before the shortest session',
      { holdExpiresAt: at(29 * MINUTE) },
      'paymentHoldEnded',
    ],
  ])('refuses a booking that is %s', (_case, change, code) => {
    expect(payProblem({ ...held, ...change }, NOW, 30 * MINUTE)).toBe(code);
  });

  it('takes the shortest session from the provider', () => {
    const soon = { ...held, holdExpiresAt: at(5 * MINUTE) };
    expect(payProblem(soon, NOW, MINUTE)).toBeNull();
    expect(payProblem(soon, NOW, 30 * MINUTE)).toBe('paymentHoldEnded');
  });
});
