import fc from 'fast-check';
import { APPOINTMENT_STATUSES } from '../appointment-status';
import { HOUR_MS } from '../policy';
import { fail } from '../validation/checks';
import { noShowTerms } from './no-show';
import { adminOptions, clientOptions } from './options';
import { START, after, appointment } from './appointment.fixture';

describe('noShowTerms', () => {
  it('charges the full service fee less the deposit paid', () => {
    expect(noShowTerms(appointment(), { now: after(HOUR_MS) })).toEqual({
      ok: true,
      value: {
        paidCents: 2125,
        refundCents: 0,
        creditCents: 0,
        keptCents: 2125,
        feeCents: 8500,
        chargeCents: 6375,
        message:
          'A no-show is charged the full service fee of $85.00. The deposit of $21.25 is applied to it; the remaining $63.75 may still be charged.',
      },
    });
  });

  it('charges the whole fee when no deposit was paid', () => {
    const terms = noShowTerms(appointment({ paymentStatus: 'unpaid' }), { now: after(1) });
    expect(terms.ok && terms.value).toEqual(
      expect.objectContaining({
        keptCents: 0,
        chargeCents: 8500,
        message: 'A no-show is charged the full service fee of $85.00.',
      }),
    );
  });

  it('owes back what was paid beyond the fee', () => {
    const terms = noShowTerms(appointment(), { now: after(1), paidCents: 9000 });
    expect(terms.ok && terms.value).toEqual(
      expect.objectContaining({
        keptCents: 8500,
        refundCents: 500,
        chargeCents: 0,
        message:
          'A no-show is charged the full service fee of $85.00. The deposit covers it: $85.00 is kept and $5.00 is owed back to the client.',
      }),
    );
  });

  it.each([
    ['an hour before the start', -HOUR_MS, false],
    ['1 ms before the start', -1, false],
    ['at the start', 0, true],
    ['1 ms after the start', 1, true],
  ])('%s: can be marked %p', (_label, offset, allowed) => {
    const terms = noShowTerms(appointment(), { now: after(offset) });
    expect(terms.ok ? true : terms).toEqual(allowed ? true : fail('noShowBeforeStart'));
  });

  it('is not marked twice', () => {
    expect(noShowTerms(appointment({ status: 'no_show' }), { now: after(HOUR_MS) })).toEqual(
      fail('alreadyNoShow'),
    );
  });

  it('keeps the deposit and charges the rest, so the fee is always the total price', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5_000_000 }),
        fc.integer({ min: 0, max: 5_000_000 }),
        fc.constantFrom(...APPOINTMENT_STATUSES.filter((s) => s !== 'no_show')),
        (total, paid, status) => {
          const terms = noShowTerms(appointment({ status, totalPriceCents: total }), {
            now: after(HOUR_MS),
            paidCents: paid,
          });
          expect(terms.ok).toBe(true);
          if (!terms.ok) return;
          const t = terms.value;
          expect(t.feeCents).toBe(total);
          expect(t.keptCents + t.chargeCents).toBe(total);
          expect(t.keptCents + t.refundCents + t.creditCents).toBe(paid);
          expect(t.chargeCents === 0 || t.refundCents === 0).toBe(true);
        },
      ),
    );
  });
});

describe('clientOptions and adminOptions', () => {
  it('gives the dashboard both buttons’ terms at once', () => {
    const now = new Date(START.getTime() - 30 * HOUR_MS);
    const options = clientOptions(appointment(), { now, phone: '(301) 555-0123' });
    expect(options.cancel.ok && options.cancel.value.rule).toBe('deposit_credit');
    expect(options.reschedule.ok).toBe(true);
    const late = clientOptions(appointment(), { now: after(-HOUR_MS) });
    expect(late.cancel.ok && late.cancel.value.rule).toBe('late_fee');
    expect(late.reschedule).toEqual(fail('rescheduleTooLate'));
  });

  it('gives the console its reschedule and no-show terms', () => {
    const before = adminOptions(appointment(), { now: after(-HOUR_MS) });
    expect(before.reschedule.ok).toBe(true);
    expect(before.noShow).toEqual(fail('noShowBeforeStart'));
    const past = adminOptions(appointment(), { now: after(2 * HOUR_MS) });
    expect(past.reschedule.ok).toBe(true);
    expect(past.noShow.ok && past.noShow.value.chargeCents).toBe(6375);
  });
});
