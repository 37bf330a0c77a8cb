import { MESSAGES } from './messages';
import {
  BOOKING_HORIZON_MONTHS,
  CHECKOUT_SESSION_MAX_HOURS,
  checkoutExpiresAt,
  dueReminderHours,
  HOLD_HOURS,
  HOLD_MS,
  HOUR_MS,
  hoursPhrase,
  isBeyondBookingHorizon,
  lastBookableDate,
  MINUTE_MS,
  REMINDERS_PHRASE,
  REPLY_WITHIN_HOURS,
  UNPAID_HOLDS_PER_CLIENT,
} from './policy';

const at = (iso: string) => new Date(iso);

describe('the business numbers', () => {
  it('pins the units and the hold', () => {
    expect(MINUTE_MS).toBe(60_000);
    expect(HOUR_MS).toBe(3_600_000);
    expect(HOLD_HOURS).toBe(24);
    expect(HOLD_MS).toBe(24 * 3_600_000);
    expect(CHECKOUT_SESSION_MAX_HOURS).toBe(24);
  });

  it.each([
    [1, '1 hour'],
    [24, '24 hours'],
    [48, '48 hours'],
  ])('hoursPhrase(%p) is %p', (hours, phrase) => {
    expect(hoursPhrase(hours)).toBe(phrase);
  });

  it('reads the reminders as a sentence does', () => {
    expect(REMINDERS_PHRASE).toBe('24 hours and 1 hour');
  });

  // The catalogue's sentences are spelled out; these keep them in step with the numbers.
  it('says the hold and reply times the numbers give', () => {
    expect(MESSAGES.payLaterNotice).toContain(`held for ${hoursPhrase(HOLD_HOURS)}`);
    expect(MESSAGES.holdNotice('noon')).toContain(`released after ${hoursPhrase(HOLD_HOURS)}`);
    expect(MESSAGES.contactSent).toContain(`within ${hoursPhrase(REPLY_WITHIN_HOURS)}`);
    expect(MESSAGES.corporateInquiryReceived).toContain(
      `within ${hoursPhrase(REPLY_WITHIN_HOURS)}`,
    );
  });
});

describe('dueReminderHours', () => {
  const start = at('2026-03-10T15:00:00Z');
  it.each([
    ['25 hours before', '2026-03-09T14:00:00Z', null],
    ['exactly 24 hours before', '2026-03-09T15:00:00Z', 24],
    ['2 hours before', '2026-03-10T13:00:00Z', 24],
    ['61 minutes before', '2026-03-10T13:59:00Z', 24],
    ['exactly 1 hour before', '2026-03-10T14:00:00Z', 1],
    ['a minute before', '2026-03-10T14:59:00Z', 1],
    ['at the start', '2026-03-10T15:00:00Z', null],
    ['after the start', '2026-03-10T16:00:00Z', null],
  ])('%s: %p', (_label, now, due) => {
    expect(dueReminderHours(start, at(now))).toBe(due);
  });
});

describe('checkoutExpiresAt', () => {
  const now = at('2026-03-02T14:00:00Z');
  it('closes when the hold ends', () => {
    expect(checkoutExpiresAt(at('2026-03-02T20:00:00Z'), now)).toEqual(at('2026-03-02T20:00:00Z'));
  });

  it('gives a whole hold from now to a booking without one', () => {
    expect(checkoutExpiresAt(null, now)).toEqual(at('2026-03-03T14:00:00Z'));
  });

  it('never stays open longer than the provider allows', () => {
    expect(checkoutExpiresAt(at('2026-03-05T14:00:00Z'), now)).toEqual(at('2026-03-03T14:00:00Z'));
  });
});

describe('the booking horizon', () => {
  it('is 12 months by default, and a client holds at most 3 unpaid bookings', () => {
    expect(BOOKING_HORIZON_MONTHS).toBe(12);
    expect(UNPAID_HOLDS_PER_CLIENT).toBe(3);
  });

  it.each([
    ['2026-11-23', 12, '2027-11-23'],
    ['2026-11-23', 1, '2026-12-23'],
    ['2026-11-23', 2, '2027-01-23'],
    ['2026-01-31', 1, '2026-02-28'],
    ['2027-12-31', 2, '2028-02-29'],
    ['2028-02-29', 12, '2029-02-28'],
    ['2026-08-31', 3, '2026-11-30'],
    ['2026-12-15', 0, '2026-12-15'],
  ])('from %s, %p months end on %s', (today, months, last) => {
    expect(lastBookableDate(today, months)).toBe(last);
  });

  it.each([
    ['2027-11-22', false],
    ['2027-11-23', false],
    ['2027-11-24', true],
    ['2028-01-01', true],
    ['2100-06-01', true],
    ['9999-12-31', true],
    ['2026-11-23', false],
  ])('seen on 2026-11-23, %s is beyond it: %p', (date, beyond) => {
    expect(isBeyondBookingHorizon(date, '2026-11-23')).toBe(beyond);
  });

  it('follows a horizon the business sets', () => {
    expect(isBeyondBookingHorizon('2027-02-23', '2026-11-23', 3)).toBe(false);
    expect(isBeyondBookingHorizon('2027-02-24', '2026-11-23', 3)).toBe(true);
  });
});
