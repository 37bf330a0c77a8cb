import { isHoldExpired, MESSAGES } from '@esthetics/domain';
import { Appointment } from '../bookings/ports/appointment.repository';

/**
 * Why a booking cannot take a deposit now, or null when it can. `minimumLifetimeMs` is the shortest
 * checkout session the provider accepts: a hold that ends sooner cannot be paid any more.
 */
export function payProblem(
  a: Pick<Appointment, 'status' | 'paymentStatus' | 'holdExpiresAt' | 'startsAt'>,
  now: Date,
  minimumLifetimeMs: number,
): string | null {
  if (a.paymentStatus === 'paid') return MESSAGES.paymentAlreadyPaid;
  if (a.status === 'cancelled') return MESSAGES.paymentBookingCancelled;
  if (a.status !== 'pending') return MESSAGES.paymentNotNeeded;
  const state = {
    status: a.status,
    paymentStatus: a.paymentStatus,
    holdExpiresAt: a.holdExpiresAt,
  };
  if (isHoldExpired(state, now)) return MESSAGES.paymentHoldEnded;
  if (a.startsAt.getTime() <= now.getTime()) return MESSAGES.paymentHoldEnded;
  if (a.holdExpiresAt && a.holdExpiresAt.getTime() - now.getTime() < minimumLifetimeMs) {
    return MESSAGES.paymentHoldEnded;
  }
  return null;
}
