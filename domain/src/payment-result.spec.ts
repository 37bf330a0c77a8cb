import { MESSAGES } from './messages';
import {
  beforeCheck,
  formatAmountPaid,
  initialPaymentResultState,
  PAYMENT_PHASE_TEXT,
  PAYMENT_POLL_INTERVAL_MS,
  PAYMENT_POLL_MAX_ATTEMPTS,
  PaymentResultEvent,
  paymentResultMessage,
  paymentResultReducer,
  PaymentResultState,
  PaymentStatusAnswer,
  isRefundPhase,
  PaidSession,
  REFUND_REASONS,
  refundReason,
  RefundReason,
} from './payment-result';

const SESSION = 'cs_test_123';
const answer = (
  payment_status: string,
  status: string,
  amount_total = 4278,
  refund_reason: RefundReason | null = null,
): PaymentStatusAnswer => ({
  payment_status,
  status,
  session_id: SESSION,
  amount_total,
  currency: 'usd',
  refund_reason,
});
const PAID = answer('paid', 'complete');
const UNPAID = answer('unpaid', 'open');
const EXPIRED = answer('unpaid', 'expired');

const run = (events: PaymentResultEvent[], from: PaymentResultState = initialPaymentResultState) =>
  events.reduce(paymentResultReducer, from);
const started = () => run([{ type: 'start', sessionId: SESSION }]);

describe('polling limits', () => {
  it('checks up to 5 times, 2 seconds apart', () => {
    expect(PAYMENT_POLL_MAX_ATTEMPTS).toBe(5);
    expect(PAYMENT_POLL_INTERVAL_MS).toBe(2000);
  });

  it('starts in checking, doing nothing until started', () => {
    expect(initialPaymentResultState).toEqual({
      phase: 'checking',
      attempts: 0,
      sessionId: null,
      result: null,
      next: 'stop',
    });
  });
});

describe('paymentResultReducer', () => {
  it.each([[null], ['']])('start without a session id (%p) -> error, stop', (sessionId) => {
    expect(run([{ type: 'start', sessionId }])).toEqual({
      phase: 'error',
      attempts: 0,
      sessionId: null,
      result: null,
      next: 'stop',
    });
  });

  it('start with a session id -> checking, check now', () => {
    expect(started()).toEqual({
      phase: 'checking',
      attempts: 0,
      sessionId: SESSION,
      result: null,
      next: 'check',
    });
  });

  it('paid -> success, with the answer stored', () => {
    expect(paymentResultReducer(started(), { type: 'answer', answer: PAID })).toEqual({
      phase: 'success',
      attempts: 1,
      sessionId: SESSION,
      result: PAID,
      next: 'stop',
    });
  });

  it.each(REFUND_REASONS)(
    'paid with a refund due (%s) -> that phase, with the answer stored',
    (reason) => {
      const paid = answer('paid', 'complete', 4278, reason);
      expect(paymentResultReducer(started(), { type: 'answer', answer: paid })).toEqual({
        phase: reason,
        attempts: 1,
        sessionId: SESSION,
        result: paid,
        next: 'stop',
      });
    },
  );

  it('a paid booking the admin has since cancelled is not a success', () => {
    const s = paymentResultReducer(started(), {
      type: 'answer',
      answer: answer('paid', 'complete', 4278, 'booking_cancelled'),
    });
    expect(s.phase).toBe('booking_cancelled');
    expect(PAYMENT_PHASE_TEXT[s.phase]).toEqual({
      title: 'Booking Cancelled',
      message: MESSAGES.paymentRefundCancelled,
    });
  });

  it('paid wins even when the session says expired', () => {
    const s = paymentResultReducer(started(), {
      type: 'answer',
      answer: answer('paid', 'expired'),
    });
    expect(s.phase).toBe('success');
  });

  it('expired -> expired, stop', () => {
    expect(paymentResultReducer(started(), { type: 'answer', answer: EXPIRED })).toEqual({
      phase: 'expired',
      attempts: 1,
      sessionId: SESSION,
      result: null,
      next: 'stop',
    });
  });

  it('4 unpaid answers keep polling; the 5th -> pending', () => {
    let s = started();
    for (let attempt = 1; attempt <= 4; attempt++) {
      s = paymentResultReducer(beforeCheck(s), { type: 'answer', answer: UNPAID });
      expect(s).toEqual({
        phase: 'checking',
        attempts: attempt,
        sessionId: SESSION,
        result: null,
        next: 'wait_then_check',
      });
    }
    s = paymentResultReducer(beforeCheck(s), { type: 'answer', answer: UNPAID });
    expect(s).toEqual({
      phase: 'pending',
      attempts: 5,
      sessionId: SESSION,
      result: null,
      next: 'stop',
    });
  });

  it('paid on the 3rd check -> success after 3 attempts', () => {
    const s = run([
      { type: 'start', sessionId: SESSION },
      { type: 'answer', answer: UNPAID },
      { type: 'answer', answer: UNPAID },
      { type: 'answer', answer: PAID },
    ]);
    expect(s).toMatchObject({ phase: 'success', attempts: 3, result: PAID, next: 'stop' });
  });

  it('a failed call -> error, stop', () => {
    expect(run([{ type: 'start', sessionId: SESSION }, { type: 'failed' }])).toEqual({
      phase: 'error',
      attempts: 1,
      sessionId: SESSION,
      result: null,
      next: 'stop',
    });
  });

  it('a failed call after unpaid answers -> error', () => {
    const s = run([
      { type: 'start', sessionId: SESSION },
      { type: 'answer', answer: UNPAID },
      { type: 'failed' },
    ]);
    expect(s).toMatchObject({ phase: 'error', attempts: 2, next: 'stop' });
  });

  it.each([
    ['success', [{ type: 'answer', answer: PAID }]],
    ['expired', [{ type: 'answer', answer: EXPIRED }]],
    ['error', [{ type: 'failed' }]],
  ] as [string, PaymentResultEvent[]][])(
    'ignores late answers and failures once %s',
    (_phase, toFinish) => {
      const finished = run(toFinish, started());
      expect(paymentResultReducer(finished, { type: 'answer', answer: PAID })).toBe(finished);
      expect(paymentResultReducer(finished, { type: 'answer', answer: UNPAID })).toBe(finished);
      expect(paymentResultReducer(finished, { type: 'failed' })).toBe(finished);
    },
  );

  it('a new start resets everything', () => {
    const finished = run([{ type: 'answer', answer: PAID }], started());
    expect(paymentResultReducer(finished, { type: 'start', sessionId: 'cs_other' })).toEqual({
      phase: 'checking',
      attempts: 0,
      sessionId: 'cs_other',
      result: null,
      next: 'check',
    });
  });
});

describe('beforeCheck', () => {
  it('turns a checking state with 5 attempts into timeout', () => {
    const worn: PaymentResultState = { ...started(), attempts: 5, next: 'wait_then_check' };
    expect(beforeCheck(worn)).toEqual({ ...worn, phase: 'timeout', next: 'stop' });
  });

  it('also stops beyond 5 attempts', () => {
    const worn: PaymentResultState = { ...started(), attempts: 7 };
    expect(beforeCheck(worn).phase).toBe('timeout');
  });

  it.each([0, 1, 4])('lets a checking state with %p attempts check', (attempts) => {
    const s: PaymentResultState = { ...started(), attempts };
    expect(beforeCheck(s)).toBe(s);
  });

  it('leaves a finished state alone', () => {
    const pending: PaymentResultState = {
      ...started(),
      phase: 'pending',
      attempts: 5,
      next: 'stop',
    };
    expect(beforeCheck(pending)).toBe(pending);
  });
});

describe('PAYMENT_PHASE_TEXT', () => {
  it.each([
    ['checking', 'Processing Payment...', null],
    ['success', 'Payment Successful!', null],
    ['booking_cancelled', 'Booking Cancelled', MESSAGES.paymentRefundCancelled],
    ['amount_mismatch', 'Booking Not Confirmed', MESSAGES.paymentRefundWrongAmount],
    ['already_paid', 'Already Paid', MESSAGES.paymentRefundAlreadyPaid],
    ['pending', 'Payment Processing', MESSAGES.paymentStillProcessing],
    ['expired', 'Payment Expired', MESSAGES.paymentExpired],
    ['timeout', 'Payment Issue', MESSAGES.paymentStillProcessing],
    ['error', 'Payment Issue', MESSAGES.paymentError],
  ] as const)('%s: %p', (phase, title, message) => {
    expect(PAYMENT_PHASE_TEXT[phase]).toEqual({ title, message });
  });
});

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
