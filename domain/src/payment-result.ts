/**
 * The payment result page as a pure state machine: checking -> success | a refund due (booking
 * cancelled, wrong amount, already paid) | expired | pending | timeout | error, re-checking every 2
 * seconds for up to 5 attempts. The page dispatches events and follows `next` (wait and check again,
 * or stop).
 */
import { Amount, AppointmentStatus, isDepositAmount } from './appointment-status';
import { MESSAGES } from './messages';
import { centsToDollars, CURRENCY } from './money';
import { CancellationOutcomeKind } from './self-service/cancellation-outcome';
import { ARRIVE_EARLY_MINUTES, HOLD_HOURS, hoursPhrase, REMINDERS_PHRASE } from './policy';

export const PAYMENT_POLL_MAX_ATTEMPTS = 5;
export const PAYMENT_POLL_INTERVAL_MS = 2000;

/** Why the money paid in a checkout session is owed back to the client. */
export const REFUND_REASONS = ['booking_cancelled', 'amount_mismatch', 'already_paid'] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

/** A paid checkout session as the payment records see it now. */
export interface PaidSession {
  /** The booking's status now (the admin may have cancelled it since the payment). */
  readonly bookingStatus: AppointmentStatus;
  /** What was paid, and what the session asked for. */
  readonly paid: Amount;
  readonly due: Amount;
  /** The payment was flagged for a refund when it arrived (see applyDepositPaid). */
  readonly flagged: boolean;
  /**
   * The money outcome recorded when the booking was cancelled with this payment held (see
   * cancellation-outcome.ts); null when none was (nothing was held then).
   */
  readonly cancellation?: { readonly refundCents: number } | null;
}

/**
 * Why a paid session's money is owed back, or null when it is kept: the booking is cancelled (the
 * payment came after its hold ended, or the business cancelled it since), the payment was not the
 * deposit asked for, or another payment had already paid the booking.
 */
export function refundReason(session: PaidSession): RefundReason | null {
  if (session.bookingStatus === 'cancelled') {
    // The cancellation's recorded outcome decides for a payment it held (credit and fee keep it).
    if (session.cancellation && !session.flagged)
      return session.cancellation.refundCents > 0 ? 'booking_cancelled' : null;
    return 'booking_cancelled';
  }
  if (!session.flagged) return null;
  return isDepositAmount(session.paid, session.due) ? 'already_paid' : 'amount_mismatch';
}

export type PaymentPhase =
  | 'checking'
  | 'success'
  | RefundReason
  /** Paid, then cancelled with the money kept (credit or a fee): the recorded outcome says how. */
  | 'cancelled_kept'
  | 'pending'
  | 'expired'
  | 'timeout'
  | 'error';

/** The recorded money outcome of a cancelled booking, as the payment status answers it. */
export interface PaymentCancellationAnswer {
  readonly kind: CancellationOutcomeKind;
  readonly refund_cents: number;
  readonly credit_cents: number;
  readonly kept_cents: number;
  readonly charge_cents: number;
  /** The outcome in a sentence (outcomeSummary). */
  readonly summary: string;
}

export interface PaymentStatusAnswer {
  readonly payment_status: string;
  readonly status: string;
  readonly session_id: string;
  /** Cents: what was paid once paid, else what the session asks for. */
  readonly amount_total: number;
  readonly currency: string;
  /** Why the money paid is owed back; null when it is kept (or nothing is paid). */
  readonly refund_reason: RefundReason | null;
  /** The booking's cancellation and what it did with the money; null when not cancelled with money on it. */
  readonly cancellation?: PaymentCancellationAnswer | null;
}

export interface PaymentResultState {
  readonly phase: PaymentPhase;
  /** Status checks made so far. */
  readonly attempts: number;
  readonly sessionId: string | null;
  readonly result: PaymentStatusAnswer | null;
  /** What the page should do now. */
  readonly next: 'check' | 'wait_then_check' | 'stop';
}

export type PaymentResultEvent =
  | { readonly type: 'start'; readonly sessionId: string | null }
  /** The status call answered OK with this body. */
  | { readonly type: 'answer'; readonly answer: PaymentStatusAnswer }
  /** The status call failed: non-OK answer, network error or unreadable body. */
  | { readonly type: 'failed' };

export const initialPaymentResultState: PaymentResultState = {
  phase: 'checking',
  attempts: 0,
  sessionId: null,
  result: null,
  next: 'stop',
};

export function paymentResultReducer(
  state: PaymentResultState,
  event: PaymentResultEvent,
): PaymentResultState {
  switch (event.type) {
    case 'start':
      return event.sessionId
        ? { ...initialPaymentResultState, sessionId: event.sessionId, next: 'check' }
        : { ...initialPaymentResultState, phase: 'error' };
    case 'failed':
      if (state.phase !== 'checking') return state;
      return { ...state, attempts: state.attempts + 1, phase: 'error', next: 'stop' };
    case 'answer': {
      if (state.phase !== 'checking') return state;
      const attempts = state.attempts + 1;
      if (event.answer.payment_status === 'paid') {
        const kept = event.answer.cancellation ? 'cancelled_kept' : 'success';
        const phase = event.answer.refund_reason ?? kept;
        return { ...state, attempts, phase, result: event.answer, next: 'stop' };
      }
      if (event.answer.status === 'expired')
        return { ...state, attempts, phase: 'expired', next: 'stop' };
      if (attempts < PAYMENT_POLL_MAX_ATTEMPTS)
        return { ...state, attempts, next: 'wait_then_check' };
      return { ...state, attempts, phase: 'pending', next: 'stop' };
    }
  }
}

/** A guard the page runs before each check: never more than 5 checks. */
export function beforeCheck(state: PaymentResultState): PaymentResultState {
  if (state.phase === 'checking' && state.attempts >= PAYMENT_POLL_MAX_ATTEMPTS) {
    return { ...state, phase: 'timeout', next: 'stop' };
  }
  return state;
}

export const PAYMENT_PHASE_TEXT: Readonly<
  Record<PaymentPhase, { title: string; message: string | null }>
> = {
  checking: { title: 'Processing Payment...', message: null },
  success: { title: 'Payment Successful!', message: null },
  booking_cancelled: { title: 'Booking Cancelled', message: MESSAGES.paymentRefundCancelled },
  amount_mismatch: { title: 'Booking Not Confirmed', message: MESSAGES.paymentRefundWrongAmount },
  already_paid: { title: 'Already Paid', message: MESSAGES.paymentRefundAlreadyPaid },
  // The message is the recorded outcome's (paymentResultMessage).
  cancelled_kept: { title: 'Booking Cancelled', message: null },
  pending: { title: 'Payment Processing', message: MESSAGES.paymentStillProcessing },
  expired: { title: 'Payment Expired', message: MESSAGES.paymentExpired },
  timeout: { title: 'Payment Issue', message: MESSAGES.paymentStillProcessing },
  error: { title: 'Payment Issue', message: MESSAGES.paymentError },
};

/** What the page says under the title: the recorded outcome once the booking was cancelled. */
export function paymentResultMessage(state: PaymentResultState): string | null {
  const cancellation = state.result?.cancellation;
  if (state.phase === 'cancelled_kept' && cancellation)
    return MESSAGES.paymentCancelledKept(cancellation.summary);
  return PAYMENT_PHASE_TEXT[state.phase].message;
}

/** The phases where money was paid but is owed back: the page shows the amount to be refunded. */
export const isRefundPhase = (phase: PaymentPhase): phase is RefundReason =>
  (REFUND_REASONS as readonly string[]).includes(phase);

/**
 * amount_total in cents as the result page shows it: "$42.50"; in another currency (a payment not
 * in the one asked for), the amount and its code: "42.50 EUR".
 */
export function formatAmountPaid(amountTotalCents: number, currency: string = CURRENCY): string {
  const amount = centsToDollars(amountTotalCents).toFixed(2);
  return currency.toLowerCase() === CURRENCY ? `$${amount}` : `${amount} ${currency.toUpperCase()}`;
}

/** What the success page lists once the deposit is paid. */
export const PAYMENT_SUCCESS_NEXT_STEPS: readonly string[] = [
  'Your booking is confirmed and a confirmation email with a calendar invitation is on its way.',
  'The remaining balance is collected at your appointment (cash, cards or digital payment).',
  `Please arrive ${ARRIVE_EARLY_MINUTES} minutes early. We send reminders ${REMINDERS_PHRASE} before your appointment.`,
];

/** The checkout-cancelled page: the booking exists, unpaid, held `HOLD_HOURS`. */
export const CHECKOUT_CANCELLED_TEXT = {
  title: 'Payment Cancelled',
  lines: [
    'Your booking has been created, but it needs a deposit payment to be confirmed.',
    `We hold your appointment time for ${hoursPhrase(HOLD_HOURS)}.`,
    'An email with a payment link will be sent to you, so you can pay the deposit at any time before then.',
  ],
  retry: 'Try Payment Again',
  home: 'Return Home',
} as const;
