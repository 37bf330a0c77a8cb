/** What the business tells its clients: location, policies and booking advice. */

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
    text: 'Please give at least 24 hours notice to cancel or reschedule. Late cancellations may be charged 50% of the service fee.',
  },
  {
    id: 'no-show',
    title: 'No-shows',
    text: 'Missed appointments without notice are charged the full service fee.',
  },
  {
    id: 'arrival',
    title: 'Arrival',
    text: 'Please arrive 10 minutes early. Arriving more than 15 minutes late may mean your appointment has to be rescheduled.',
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
    text: 'A 25% deposit is paid online when you book; the remaining balance is collected at your appointment.',
  },
  {
    id: 'satisfaction',
    title: 'Satisfaction',
    text: 'If you are not satisfied with a service, please let us know within 48 hours.',
  },
  {
    id: 'confirmation',
    title: 'Confirmation and reminders',
    text: 'You will receive a confirmation email and a reminder 24 hours before your appointment.',
  },
];

/** The success page's refund advice, which differs from the 24-hour terms; both readings stand. */
export const SUCCESS_PAGE_REFUND_NOTE =
  'Need to cancel? Cancel 48 or more hours ahead for a full refund of your deposit.';

export const BOOKING_ADVICE = {
  confirmation: 'We confirm every booking within 24 hours.',
  advance: 'We recommend booking 1-2 weeks ahead.',
  reminders: 'Reminders are sent 24 hours and 1 hour before your appointment.',
  lunchBreak: 'Events over 4 hours include a mandatory 30-minute lunch break.',
  corporateReply: 'Our corporate team replies within 24 hours.',
} as const;

/** Reminder offsets before a confirmed appointment, in hours. */
export const REMINDER_HOURS_BEFORE = [24, 1] as const;

export const ADMIN_LIST_DEFAULT_LIMIT = 20;
export const ADMIN_LIST_MAX_LIMIT = 100;

export const LEGAL_LAST_UPDATED = 'January 2025';

/** Browser storage keys of the sessions: the product prefix, then the role (spec section 4). */
export const SESSION_STORAGE_PREFIX = 'esthetics';
export const SESSION_STORAGE_KEYS = {
  client: `${SESSION_STORAGE_PREFIX}_client`,
  admin: `${SESSION_STORAGE_PREFIX}_admin`,
} as const;
