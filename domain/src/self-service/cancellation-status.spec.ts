import fc from 'fast-check';
import { APPOINTMENT_STATUSES, AppointmentStatus } from '../appointment-status';
import { fail, failWith } from '../validation/checks';
import { HOUR_MS } from '../policy';
import { percentOf } from '../money';
import { cancellationTerms } from './cancellation';
import { noticeBand } from './terms';
import { START, before, appointment, ruleAt } from './appointment.fixture';

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
