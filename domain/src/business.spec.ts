import {
  ADMIN_LIST_DEFAULT_LIMIT,
  ADMIN_LIST_MAX_LIMIT,
  BOOKING_ADVICE,
  BUSINESS_LOCATION,
  LEGAL_LAST_UPDATED,
  POLICIES,
  SUCCESS_PAGE_REFUND_NOTE,
  SESSION_STORAGE_KEYS,
} from './business';
import { REMINDER_HOURS_BEFORE } from './policy';

describe('business facts', () => {
  it('is located in Maryland', () => {
    expect(BUSINESS_LOCATION).toBe('Maryland');
  });

  it('lists admin rows 20 at a time (at most 100 on request)', () => {
    expect(ADMIN_LIST_DEFAULT_LIMIT).toBe(20);
    expect(ADMIN_LIST_MAX_LIMIT).toBe(100);
  });

  it('sends reminders 24 hours and 1 hour before', () => {
    expect(REMINDER_HOURS_BEFORE).toEqual([24, 1]);
  });

  it('dates the legal pages January 2025', () => {
    expect(LEGAL_LAST_UPDATED).toBe('January 2025');
  });
});

describe('policies ("Policies in text")', () => {
  it.each([
    [
      'cancellation',
      'Cancellation',
      'Please give at least 24 hours notice to cancel or reschedule. Late cancellations may be charged 50% of the service fee.',
    ],
    ['no-show', 'No-shows', 'Missed appointments without notice are charged the full service fee.'],
    [
      'arrival',
      'Arrival',
      'Please arrive 10 minutes early. Arriving more than 15 minutes late may mean your appointment has to be rescheduled.',
    ],
    ['packages', 'Package deals', 'Package deals are paid in full and are non-refundable.'],
    [
      'payment',
      'Payment',
      'Payment is due at the time of service. We accept cash, credit and debit cards, and digital payments.',
    ],
    [
      'deposit',
      'Deposit',
      'A 25% deposit is paid online when you book; the remaining balance is collected at your appointment.',
    ],
    [
      'satisfaction',
      'Satisfaction',
      'If you are not satisfied with a service, please let us know within 48 hours.',
    ],
    [
      'confirmation',
      'Confirmation and reminders',
      'You will receive a confirmation email and a reminder 24 hours before your appointment.',
    ],
  ])('%s: %s', (id, title, text) => {
    expect(POLICIES.find((p) => p.id === id)).toEqual({ id, title, text });
  });

  it('holds exactly eight policies', () => {
    expect(POLICIES).toHaveLength(8);
  });

  it('keeps the success page 48-hour refund note beside the 24-hour terms', () => {
    expect(SUCCESS_PAGE_REFUND_NOTE).toBe(
      'Need to cancel? Cancel 48 or more hours ahead for a full refund of your deposit.',
    );
  });

  it('gives the booking advice of the policies', () => {
    expect(BOOKING_ADVICE).toEqual({
      confirmation: 'We confirm every booking within 24 hours.',
      advance: 'We recommend booking 1-2 weeks ahead.',
      reminders: 'Reminders are sent 24 hours and 1 hour before your appointment.',
      lunchBreak: 'Events over 4 hours include a mandatory 30-minute lunch break.',
      corporateReply: 'Our corporate team replies within 24 hours.',
    });
  });
});

describe('session storage keys', () => {
  it('are the product prefix and the role', () => {
    expect(SESSION_STORAGE_KEYS).toEqual({ client: 'esthetics_client', admin: 'esthetics_admin' });
  });
});
