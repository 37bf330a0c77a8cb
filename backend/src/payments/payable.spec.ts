import { HOLD_MS, MESSAGES } from '@esthetics/domain';
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
    ['already paid', { paymentStatus: 'paid' as const }, MESSAGES.paymentAlreadyPaid],
    ['cancelled', { status: 'cancelled' as const }, MESSAGES.paymentBookingCancelled],
    ['confirmed', { status: 'confirmed' as const }, MESSAGES.paymentNotNeeded],
    ['hold ended', { holdExpiresAt: at(-1) }, MESSAGES.paymentHoldEnded],
    ['appointment started', { startsAt: NOW }, MESSAGES.paymentHoldEnded],
    [
      'hold ends before the shortest session',
      { holdExpiresAt: at(29 * MINUTE) },
      MESSAGES.paymentHoldEnded,
    ],
  ])('refuses a booking that is %s', (_case, change, message) => {
    expect(payProblem({ ...held, ...change }, NOW, 30 * MINUTE)).toBe(message);
  });

  it('takes the shortest session from the provider', () => {
    const soon = { ...held, holdExpiresAt: at(5 * MINUTE) };
    expect(payProblem(soon, NOW, MINUTE)).toBeNull();
    expect(payProblem(soon, NOW, 30 * MINUTE)).toBe(MESSAGES.paymentHoldEnded);
  });
});
