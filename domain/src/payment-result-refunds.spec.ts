import { MESSAGES } from './messages';
import {
  formatAmountPaid,
  paymentResultMessage,
  isRefundPhase,
  PaidSession,
  REFUND_REASONS,
  refundReason,
} from './payment-result';
import { PAID, run, started } from './payment-result.fixture';

describe('formatAmountPaid', () => {
  it.each([
    [4278, '$42.78'],
    [4250, '$42.50'],
    [0, '$0.00'],
    [5, '$0.05'],
    [17110, '$171.10'],
    [123456, '$1234.56'],
  ])('formatAmountPaid(%p) === %p', (cents, text) => {
    expect(formatAmountPaid(cents)).toBe(text);
  });

  it.each([
    [2125, 'usd', '$21.25'],
    [2125, 'USD', '$21.25'],
    [2125, 'eur', '21.25 EUR'],
  ])('formatAmountPaid(%p, %p) === %p', (cents, currency, text) => {
    expect(formatAmountPaid(cents, currency)).toBe(text);
  });
});

describe('refundReason', () => {
  const DEPOSIT = { cents: 2125, currency: 'usd' };
  const session = (over: Partial<PaidSession>): PaidSession => ({
    bookingStatus: 'confirmed',
    paid: DEPOSIT,
    due: DEPOSIT,
    flagged: false,
    ...over,
  });

  it('reads the recorded outcome of a cancellation that held the payment', () => {
    const cancelled = (refundCents: number) =>
      refundReason(session({ bookingStatus: 'cancelled', cancellation: { refundCents } }));
    expect(cancelled(2125)).toBe('booking_cancelled');
    // Kept as credit or toward a fee: nothing is owed back.
    expect(cancelled(0)).toBeNull();
  });

  it('owes back a payment flagged on arrival whatever the outcome', () => {
    expect(
      refundReason(
        session({ bookingStatus: 'cancelled', flagged: true, cancellation: { refundCents: 0 } }),
      ),
    ).toBe('booking_cancelled');
  });

  it.each(['confirmed', 'completed'] as const)(
    'keeps the deposit of a %s booking',
    (bookingStatus) => {
      expect(refundReason(session({ bookingStatus }))).toBeNull();
    },
  );

  it('owes back the deposit of a booking the admin cancelled after it was paid', () => {
    expect(refundReason(session({ bookingStatus: 'cancelled' }))).toBe('booking_cancelled');
  });

  it('owes back a payment that arrived after the booking was cancelled (its hold had ended)', () => {
    expect(refundReason(session({ bookingStatus: 'cancelled', flagged: true }))).toBe(
      'booking_cancelled',
    );
  });

  it.each([
    ['less than the deposit', { cents: 100, currency: 'usd' }],
    ['another currency', { cents: 2125, currency: 'eur' }],
  ])('owes back a flagged payment of %s, the booking still held', (_case, paid) => {
    expect(refundReason(session({ bookingStatus: 'pending', paid, flagged: true }))).toBe(
      'amount_mismatch',
    );
  });

  it('owes back a flagged second payment of the deposit of a booking already paid', () => {
    expect(refundReason(session({ flagged: true }))).toBe('already_paid');
  });

  it('a cancelled booking wins over a wrong amount: the booking will not take place either way', () => {
    const paid = { cents: 100, currency: 'usd' };
    expect(refundReason(session({ bookingStatus: 'cancelled', paid, flagged: true }))).toBe(
      'booking_cancelled',
    );
  });
});

describe('isRefundPhase', () => {
  it.each(REFUND_REASONS)('%s is a refund phase', (phase) => {
    expect(isRefundPhase(phase)).toBe(true);
  });

  it.each(['checking', 'success', 'pending', 'expired', 'timeout', 'error'] as const)(
    '%s is not',
    (phase) => {
      expect(isRefundPhase(phase)).toBe(false);
    },
  );
});

describe('a paid booking cancelled since: the page reads the recorded outcome', () => {
  const cancellation = {
    kind: 'credit' as const,
    refund_cents: 0,
    credit_cents: 2125,
    kept_cents: 0,
    charge_cents: 0,
    summary: MESSAGES.outcomeCredit('$21.25'),
  };

  it('says the deposit was kept as credit, never that it will be refunded', () => {
    const state = run([{ type: 'answer', answer: { ...PAID, cancellation } }], started());
    expect(state.phase).toBe('cancelled_kept');
    expect(isRefundPhase(state.phase)).toBe(false);
    expect(paymentResultMessage(state)).toBe(
      MESSAGES.paymentCancelledKept(MESSAGES.outcomeCredit('$21.25')),
    );
  });

  it('says a refunded cancellation will be refunded', () => {
    const refunded = { ...cancellation, kind: 'refund' as const, refund_cents: 2125 };
    const state = run(
      [
        {
          type: 'answer',
          answer: { ...PAID, refund_reason: 'booking_cancelled', cancellation: refunded },
        },
      ],
      started(),
    );
    expect(state.phase).toBe('booking_cancelled');
    expect(paymentResultMessage(state)).toBe(MESSAGES.paymentRefundCancelled);
  });
});
