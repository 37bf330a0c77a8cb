import { zonedDateTimeToInstant } from '../schedule';
import { HOUR_MS } from '../policy';
import { cancellationTerms, lateCancellationFee } from './cancellation';
import { before, appointment, ruleAt } from './appointment.fixture';

const NY = 'America/New_York';

describe('cancellationTerms at the 48- and 24-hour boundaries', () => {
  it.each([
    ['a week ahead', 7 * 24 * HOUR_MS, 'full_refund'],
    ['48 h and 1 ms ahead', 48 * HOUR_MS + 1, 'full_refund'],
    ['exactly 48 h ahead', 48 * HOUR_MS, 'full_refund'],
    ['48 h less 1 ms ahead', 48 * HOUR_MS - 1, 'deposit_credit'],
    ['24 h and 1 ms ahead', 24 * HOUR_MS + 1, 'deposit_credit'],
    ['exactly 24 h ahead', 24 * HOUR_MS, 'deposit_credit'],
    ['24 h less 1 ms ahead', 24 * HOUR_MS - 1, 'late_fee'],
    ['1 ms before the start', 1, 'late_fee'],
    ['at the start', 0, 'appointmentStarted'],
    ['1 ms after the start', -1, 'appointmentStarted'],
  ])('%s: %s', (_label, notice, rule) => {
    expect(ruleAt(appointment(), before(notice))).toBe(rule);
  });

  it('refunds the whole deposit 48 hours or more ahead', () => {
    expect(cancellationTerms(appointment(), { now: before(48 * HOUR_MS) })).toEqual({
      ok: true,
      value: {
        rule: 'full_refund',
        paidCents: 2125,
        refundCents: 2125,
        creditCents: 0,
        keptCents: 0,
        feeCents: 0,
        chargeCents: 0,
        message:
          'You are cancelling 48 hours or more before your appointment: your deposit of $21.25 will be refunded in full.',
      },
    });
  });

  it('keeps the deposit as credit between 24 and 48 hours, charging nothing', () => {
    expect(cancellationTerms(appointment(), { now: before(30 * HOUR_MS) })).toEqual({
      ok: true,
      value: {
        rule: 'deposit_credit',
        paidCents: 2125,
        refundCents: 0,
        creditCents: 2125,
        keptCents: 0,
        feeCents: 0,
        chargeCents: 0,
        message:
          'You are cancelling less than 48 hours before your appointment, so your deposit of $21.25 is not refunded: it is kept as credit toward a future booking. Nothing more is charged.',
      },
    });
  });

  it('under 24 hours: half the service fee, the deposit kept toward it, the rest may be charged', () => {
    expect(cancellationTerms(appointment(), { now: before(3 * HOUR_MS) })).toEqual({
      ok: true,
      value: {
        rule: 'late_fee',
        paidCents: 2125,
        refundCents: 0,
        creditCents: 0,
        keptCents: 2125,
        feeCents: 4250,
        chargeCents: 2125,
        message:
          'This is a late cancellation (less than 24 hours before your appointment): 50% of the service fee, $42.50, may be charged. Your deposit of $21.25 is kept and applied to it; the remaining $21.25 may still be charged.',
      },
    });
  });

  it('rounds the late fee to the cent on an odd total', () => {
    const terms = cancellationTerms(appointment({ totalPriceCents: 11801, depositCents: 2950 }), {
      now: before(HOUR_MS),
    });
    expect(
      terms.ok && [terms.value.feeCents, terms.value.keptCents, terms.value.chargeCents],
    ).toEqual([5901, 2950, 2951]);
    expect(lateCancellationFee(11801)).toBe(5901);
  });
});

// The Sunday cases matter when the owner opens on Sundays (weekHours); the policy reads only instants.
describe('cancellationTerms across the daylight-saving changes (24 hours are not "the same clock time")', () => {
  it('spring: Saturday 09:00 EST is only 47 h before Monday 09:00 EDT, so no full refund', () => {
    const monday = zonedDateTimeToInstant('2026-03-09', '09:00', NY);
    expect(monday.toISOString()).toBe('2026-03-09T13:00:00.000Z');
    const a = appointment({ startsAt: monday });
    const saturdaySameClock = zonedDateTimeToInstant('2026-03-07', '09:00', NY);
    expect(monday.getTime() - saturdaySameClock.getTime()).toBe(47 * HOUR_MS);
    expect(ruleAt(a, saturdaySameClock)).toBe('deposit_credit');
    // 48 hours before is 08:00 EST on Saturday.
    const exactly48 = zonedDateTimeToInstant('2026-03-07', '08:00', NY);
    expect(ruleAt(a, exactly48)).toBe('full_refund');
    expect(ruleAt(a, new Date(exactly48.getTime() + 1))).toBe('deposit_credit');
  });

  it('spring: for a Sunday 10:00 EDT appointment, Saturday 10:00 EST is only 23 h ahead: late', () => {
    const sunday = zonedDateTimeToInstant('2026-03-08', '10:00', NY);
    const a = appointment({ startsAt: sunday });
    expect(ruleAt(a, zonedDateTimeToInstant('2026-03-07', '10:00', NY))).toBe('late_fee');
    // 24 hours before is 09:00 EST.
    const exactly24 = zonedDateTimeToInstant('2026-03-07', '09:00', NY);
    expect(sunday.getTime() - exactly24.getTime()).toBe(24 * HOUR_MS);
    expect(ruleAt(a, exactly24)).toBe('deposit_credit');
    expect(ruleAt(a, new Date(exactly24.getTime() + 1))).toBe('late_fee');
  });

  it('autumn: Saturday 09:00 EDT is 49 h before Monday 09:00 EST, so a full refund', () => {
    const monday = zonedDateTimeToInstant('2026-11-02', '09:00', NY);
    expect(monday.toISOString()).toBe('2026-11-02T14:00:00.000Z');
    const a = appointment({ startsAt: monday });
    const saturdaySameClock = zonedDateTimeToInstant('2026-10-31', '09:00', NY);
    expect(monday.getTime() - saturdaySameClock.getTime()).toBe(49 * HOUR_MS);
    expect(ruleAt(a, saturdaySameClock)).toBe('full_refund');
    // 48 hours before is 10:00 EDT on Saturday.
    const exactly48 = zonedDateTimeToInstant('2026-10-31', '10:00', NY);
    expect(ruleAt(a, exactly48)).toBe('full_refund');
    expect(ruleAt(a, new Date(exactly48.getTime() + 1))).toBe('deposit_credit');
  });

  it('autumn: for a Sunday 10:00 EST appointment, Saturday 10:00 EDT is 25 h ahead: on time', () => {
    const sunday = zonedDateTimeToInstant('2026-11-01', '10:00', NY);
    const a = appointment({ startsAt: sunday });
    expect(ruleAt(a, zonedDateTimeToInstant('2026-10-31', '10:00', NY))).toBe('deposit_credit');
    // 24 hours before is 11:00 EDT.
    const exactly24 = zonedDateTimeToInstant('2026-10-31', '11:00', NY);
    expect(sunday.getTime() - exactly24.getTime()).toBe(24 * HOUR_MS);
    expect(ruleAt(a, exactly24)).toBe('deposit_credit');
    expect(ruleAt(a, new Date(exactly24.getTime() + 1))).toBe('late_fee');
  });
});
