import { MESSAGES } from './messages';
import {
  beforeCheck,
  initialPaymentResultState,
  PAYMENT_PHASE_TEXT,
  PAYMENT_POLL_INTERVAL_MS,
  PAYMENT_POLL_MAX_ATTEMPTS,
  PaymentResultEvent,
  paymentResultReducer,
  PaymentResultState,
  REFUND_REASONS,
} from './payment-result';
import { SESSION, answer, PAID, UNPAID, EXPIRED, run, started } from './payment-result.fixture';

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
