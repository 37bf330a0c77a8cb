/** What the business tells its clients: location, policies and booking advice. */
import {
  ARRIVE_EARLY_MINUTES,
  CANCELLATION_NOTICE_HOURS,
  DEPOSIT_PERCENT,
  FULL_REFUND_NOTICE_HOURS,
  hoursPhrase,
  LATE_ARRIVAL_MINUTES,
  LATE_CANCELLATION_FEE_PERCENT,
  LUNCH_BREAK_AFTER_HOURS,
  LUNCH_BREAK_MINUTES,
  REMINDER_HOURS_BEFORE,
  REMINDERS_PHRASE,
  REPLY_WITHIN_HOURS,
  SATISFACTION_WINDOW_HOURS,
} from './policy';

export const BUSINESS_LOCATION = 'Maryland';

export interface Policy {
  readonly id: string;
  readonly title: string;
  readonly text: string;
}

export const POLICIES: readonly Policy[] = [
  {
    id: 'cancellation',
    title: 'Cancellation',
    text: `Please give at least ${hoursPhrase(CANCELLATION_NOTICE_HOURS)} notice to cancel or reschedule. Late cancellations may be charged ${LATE_CANCELLATION_FEE_PERCENT}% of the service fee.`,
  },
  {
    id: 'no-show',
    title: 'No-shows',
    text: 'Missed appointments without notice are charged the full service fee.',
  },
  {
    id: 'arrival',
    title: 'Arrival',
    text: `Please arrive ${ARRIVE_EARLY_MINUTES} minutes early. Arriving more than ${LATE_ARRIVAL_MINUTES} minutes late may mean your appointment has to be rescheduled.`,
  },
  {
    id: 'packages',
    title: 'Package deals',
    text: 'Package deals are paid in full and are non-refundable.',
  },
  {
    id: 'payment',
    title: 'Payment',
    text: 'Payment is due at the time of service. We accept cash, credit and debit cards, and digital payments.',
  },
  {
    id: 'deposit',
    title: 'Deposit',
    text: `A ${DEPOSIT_PERCENT}% deposit is paid online when you book; the remaining balance is collected at your appointment.`,
  },
  {
    id: 'satisfaction',
    title: 'Satisfaction',
    text: `If you are not satisfied with a service, please let us know within ${hoursPhrase(SATISFACTION_WINDOW_HOURS)}.`,
  },
  {
    id: 'confirmation',
    title: 'Confirmation and reminders',
    text: `You will receive a confirmation email and a reminder ${hoursPhrase(REMINDER_HOURS_BEFORE[0])} before your appointment.`,
  },
];

/** The success page's refund advice, which differs from the cancellation terms; both readings stand. */
export const SUCCESS_PAGE_REFUND_NOTE = `Need to cancel? Cancel ${FULL_REFUND_NOTICE_HOURS} or more hours ahead for a full refund of your deposit.`;

export const BOOKING_ADVICE = {
  confirmation: `We confirm every booking within ${hoursPhrase(REPLY_WITHIN_HOURS)}.`,
  advance: 'We recommend booking 1-2 weeks ahead.',
  reminders: `Reminders are sent ${REMINDERS_PHRASE} before your appointment.`,
  lunchBreak: `Events over ${hoursPhrase(LUNCH_BREAK_AFTER_HOURS)} include a mandatory ${LUNCH_BREAK_MINUTES}-minute lunch break.`,
  corporateReply: `Our corporate team replies within ${hoursPhrase(REPLY_WITHIN_HOURS)}.`,
} as const;

export const ADMIN_LIST_DEFAULT_LIMIT = 20;
export const ADMIN_LIST_MAX_LIMIT = 100;

export const LEGAL_LAST_UPDATED = 'January 2025';

/** Browser storage keys of the sessions: the product prefix, then the role. */
export const SESSION_STORAGE_PREFIX = 'esthetics';
export const SESSION_STORAGE_KEYS = {
  client: `${SESSION_STORAGE_PREFIX}_client`,
  admin: `${SESSION_STORAGE_PREFIX}_admin`,
} as const;
