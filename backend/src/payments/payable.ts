import { FixedMessageCode, isHoldExpired, Appointment } from '@esthetics/domain';

export type PayProblem = Extract<
  FixedMessageCode,
  'paymentAlreadyPaid' | 'paymentBookingCancelled' | 'paymentNotNeeded' | 'paymentHoldEnded'
>;

/**
 * Why a booking cannot take a deposit now (the catalogue's code), or null when it can. `minimumLifetimeMs` is the shortest
 * checkout session the provider accepts: a hold that ends sooner cannot be paid any more.
 */
export function payProblem(
  a: Pick<Appointment, 'status' | 'paymentStatus' | 'holdExpiresAt' | 'startsAt'>,
  now: Date,
  minimumLifetimeMs: number,
): PayProblem | null {
  if (a.paymentStatus === 'paid') return 'paymentAlreadyPaid';
  if (a.status === 'cancelled') return 'paymentBookingCancelled';
  if (a.status !== 'pending') return 'paymentNotNeeded';
  const state = {
    status: a.status,
    paymentStatus: a.paymentStatus,
    holdExpiresAt: a.holdExpiresAt,
  };
  if (isHoldExpired(state, now)) return 'paymentHoldEnded';
  if (a.startsAt.getTime() <= now.getTime()) return 'paymentHoldEnded';
  if (a.holdExpiresAt && a.holdExpiresAt.getTime() - now.getTime() < minimumLifetimeMs) {
    return 'paymentHoldEnded';
  }
  return null;
}
