import fc from 'fast-check';
import { APPOINTMENT_STATUSES, AppointmentStatus } from '../appointment-status';
import { fail, failWith } from '../validation/checks';
import { zonedDateTimeToInstant } from '../schedule';
import { HOUR_MS } from '../policy';
import { percentOf } from '../money';
import { CancellationRule, cancellationTerms, lateCancellationFee } from './cancellation';
import { noticeBand, SelfServiceAppointment } from './terms';

const NY = 'America/New_York';
const at = (iso: string) => new Date(iso);
/** Tuesday 2026-03-10, 10:00 in New York (EDT). */
const START = at('2026-03-10T14:00:00Z');
const before = (ms: number) => new Date(START.getTime() - ms);

/** A confirmed Classic European Facial ($85.00), its $21.25 deposit paid. */
const appointment = (over: Partial<SelfServiceAppointment> = {}): SelfServiceAppointment => ({
  status: 'confirmed',
  paymentStatus: 'paid',
  startsAt: START,
  totalDuration: 60,
  totalPriceCents: 8500,
  depositCents: 2125,
  packageId: null,
  ...over,
});

const ruleAt = (a: SelfServiceAppointment, now: Date): CancellationRule | string => {
  const terms = cancellationTerms(a, { now });
  return terms.ok ? terms.value.rule : terms.code;
};

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

describe('cancellationTerms by status, payment and package', () => {
  it.each([
    ['a week ahead', 7 * 24 * HOUR_MS],
    ['30 h ahead', 30 * HOUR_MS],
    ['an hour ahead', HOUR_MS],
  ])('an unpaid pending booking is cancelled freely, %s', (_label, notice) => {
    expect(
      cancellationTerms(appointment({ status: 'pending', paymentStatus: 'unpaid' }), {
        now: before(notice),
      }),
    ).toEqual({
      ok: true,
      value: {
        rule: 'nothing_paid',
        paidCents: 0,
        refundCents: 0,
        creditCents: 0,
        keptCents: 0,
        feeCents: 0,
        chargeCents: 0,
        message:
          'You can cancel this appointment free of charge. No deposit was paid, so there is nothing to refund.',
      },
    });
  });

  it('a confirmed booking without a deposit is free with notice, and late costs the whole fee share', () => {
    const unpaid = appointment({ paymentStatus: 'unpaid' });
    expect(ruleAt(unpaid, before(30 * HOUR_MS))).toBe('nothing_paid');
    const late = cancellationTerms(unpaid, { now: before(HOUR_MS) });
    expect(late).toEqual({
      ok: true,
      value: expect.objectContaining({
        rule: 'late_fee',
        paidCents: 0,
        keptCents: 0,
        feeCents: 4250,
        chargeCents: 4250,
        message:
          'This is a late cancellation (less than 24 hours before your appointment): 50% of the service fee, $42.50, may be charged.',
      }),
    });
  });

  it('uses the amount actually paid when the context gives it', () => {
    const terms = cancellationTerms(appointment({ paymentStatus: 'unpaid' }), {
      now: before(72 * HOUR_MS),
      paidCents: 1000,
    });
    expect(terms.ok && terms.value.refundCents).toBe(1000);
  });

  it('keeps as credit any part of a deposit larger than the late fee', () => {
    const terms = cancellationTerms(appointment(), { now: before(HOUR_MS), paidCents: 5000 });
    expect(terms).toEqual({
      ok: true,
      value: expect.objectContaining({
        keptCents: 4250,
        refundCents: 0,
        creditCents: 750,
        chargeCents: 0,
        message:
          'This is a late cancellation (less than 24 hours before your appointment): 50% of the service fee, $42.50, may be charged. Your deposit covers it: $42.50 is kept and $7.50 stays as credit toward a future booking.',
      }),
    });
  });

  it('refuses a paid amount that is not a whole number of cents', () => {
    expect(() =>
      cancellationTerms(appointment(), { now: before(HOUR_MS), paidCents: 1.5 }),
    ).toThrow(RangeError);
  });

  describe('package deals (paid in full, non-refundable)', () => {
    const pkg = appointment({
      packageId: 'facial-trio',
      totalPriceCents: 28320,
      depositCents: 7080,
    });
    it('keep the deposit as credit toward the package even 48 hours or more ahead', () => {
      expect(cancellationTerms(pkg, { now: before(7 * 24 * HOUR_MS) })).toEqual({
        ok: true,
        value: {
          rule: 'package_credit',
          paidCents: 7080,
          refundCents: 0,
          creditCents: 7080,
          keptCents: 0,
          feeCents: 0,
          chargeCents: 0,
          message:
            'Package deals are paid in full and non-refundable: your deposit of $70.80 is not refunded but kept as credit toward rebooking your package. Nothing more is charged.',
        },
      });
      expect(ruleAt(pkg, before(30 * HOUR_MS))).toBe('package_credit');
    });
    it('follow the late rule under 24 hours', () => {
      expect(ruleAt(pkg, before(HOUR_MS))).toBe('late_fee');
    });
    it('are cancelled freely when pending and unpaid', () => {
      expect(ruleAt({ ...pkg, status: 'pending', paymentStatus: 'unpaid' }, before(HOUR_MS))).toBe(
        'nothing_paid',
      );
    });
  });

  it.each(['cancelled', 'completed', 'no_show'] as AppointmentStatus[])(
    'offers nothing on a %s appointment',
    (status) => {
      expect(cancellationTerms(appointment({ status }), { now: before(72 * HOUR_MS) })).toEqual(
        fail('appointmentNotActive'),
      );
    },
  );

  it('tells the client to call the business once the appointment has started', () => {
    expect(cancellationTerms(appointment(), { now: START, phone: '(301) 555-0123' })).toEqual(
      failWith('appointmentStartedCall', ['(301) 555-0123']),
    );
    expect(cancellationTerms(appointment(), { now: START, phone: null })).toEqual(
      fail('appointmentStarted'),
    );
  });
});

describe('cancellation properties', () => {
  const DAY = 24 * HOUR_MS;
  /** An appointment somewhere in 2026 (both DST changes included), any price, any deposit paid. */
  const arbitraryCase = fc
    .record({
      startMs: fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2027, 0, 1) }),
      totalPriceCents: fc.integer({ min: 0, max: 5_000_000 }),
      paidShare: fc.integer({ min: 0, max: 200 }),
      status: fc.constantFrom(...APPOINTMENT_STATUSES),
      isPackage: fc.boolean(),
      notice: fc.integer({ min: -3 * DAY, max: 5 * DAY }),
      laterBy: fc.integer({ min: 0, max: 5 * DAY }),
    })
    .map((c) => ({
      ...c,
      appointment: appointment({
        status: c.status,
        paymentStatus: c.paidShare > 0 ? 'paid' : 'unpaid',
        startsAt: new Date(c.startMs),
        totalPriceCents: c.totalPriceCents,
        depositCents: percentOf(c.totalPriceCents, 25),
        packageId: c.isPackage ? 'facial-trio' : null,
      }),
      paidCents: percentOf(c.totalPriceCents, c.paidShare),
      now: new Date(c.startMs - c.notice),
    }));

  it('splits exactly what was paid, and never charges more than the late fee allows', () => {
    fc.assert(
      fc.property(arbitraryCase, ({ appointment: a, paidCents, now }) => {
        const terms = cancellationTerms(a, { now, paidCents });
        if (!terms.ok) return;
        const t = terms.value;
        for (const cents of [
          t.refundCents,
          t.creditCents,
          t.keptCents,
          t.feeCents,
          t.chargeCents,
        ]) {
          expect(Number.isSafeInteger(cents) && cents >= 0).toBe(true);
        }
        expect(t.paidCents).toBe(paidCents);
        expect(t.refundCents + t.creditCents + t.keptCents).toBe(paidCents);
        expect(t.keptCents + t.chargeCents).toBe(t.feeCents);
        expect(t.feeCents).toBeLessThanOrEqual(percentOf(a.totalPriceCents, 50));
        if (t.rule !== 'late_fee') expect(t.feeCents).toBe(0);
        // Package deals are non-refundable: nothing goes back to the card, whatever the notice.
        if (a.packageId !== null) expect(t.refundCents).toBe(0);
        // Only 48 hours' notice refunds anything.
        if (t.rule !== 'full_refund') expect(t.refundCents).toBe(0);
      }),
    );
  });

  it('is monotone in notice: cancelling earlier never gets less back nor costs more', () => {
    fc.assert(
      fc.property(arbitraryCase, ({ appointment: a, paidCents, now, laterBy }) => {
        const earlier = cancellationTerms(a, { now, paidCents });
        const later = cancellationTerms(a, { now: new Date(now.getTime() + laterBy), paidCents });
        if (later.ok) expect(earlier.ok).toBe(true);
        if (!earlier.ok || !later.ok) return;
        expect(earlier.value.refundCents).toBeGreaterThanOrEqual(later.value.refundCents);
        expect(earlier.value.refundCents + earlier.value.creditCents).toBeGreaterThanOrEqual(
          later.value.refundCents + later.value.creditCents,
        );
        expect(earlier.value.feeCents).toBeLessThanOrEqual(later.value.feeCents);
        expect(earlier.value.chargeCents).toBeLessThanOrEqual(later.value.chargeCents);
      }),
    );
  });

  it('decides by the notice in absolute time, whatever the wall clock says', () => {
    fc.assert(
      fc.property(arbitraryCase, ({ appointment: a, notice, now }) => {
        const band = noticeBand(a.startsAt, now);
        const expected =
          notice <= 0
            ? 'started'
            : notice >= 48 * HOUR_MS
              ? 'full_refund'
              : notice >= 24 * HOUR_MS
                ? 'on_time'
                : 'late';
        expect(band).toBe(expected);
      }),
    );
  });
});
