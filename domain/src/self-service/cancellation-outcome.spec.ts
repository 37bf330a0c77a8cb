import { HOUR_MS } from '../policy';
import {
  adminCancellation,
  cancellationOutcome,
  CancelledBy,
  isAdminCancelRefund,
} from './cancellation-outcome';
import { cancellationTerms } from './cancellation';
import { noticeStart, SelfServiceAppointment } from './terms';
import { START, before, after, appointment } from './appointment.fixture';

const DAY = 24 * HOUR_MS;

const outcome = (by: CancelledBy, now: Date, over: Partial<SelfServiceAppointment> = {}) =>
  cancellationOutcome({ by, appointment: appointment(over), paidCents: 2125, now });

describe('noticeStart', () => {
  it('is the start as first booked when the appointment was moved later', () => {
    expect(noticeStart(appointment({ startsAt: after(21 * DAY), firstStartsAt: START }))).toEqual(
      START,
    );
  });

  it('is the current start when it was moved earlier (moving closer never earns more back)', () => {
    expect(noticeStart(appointment({ firstStartsAt: after(21 * DAY) }))).toEqual(START);
  });

  it('is the start when the first start is not known', () => {
    expect(noticeStart(appointment())).toEqual(START);
  });
});

describe('move then cancel: the notice counts from the start as first booked', () => {
  // Booked for START, 30 h ahead it is moved three weeks out, then cancelled at once.
  const moved = { startsAt: after(21 * DAY), firstStartsAt: START };
  const now = before(30 * HOUR_MS);

  it('keeps the deposit as credit for the client, as without the move', () => {
    const o = outcome('client', now, moved);
    expect(o).toMatchObject({ kind: 'credit', rule: 'deposit_credit', refundCents: 0 });
    expect(o.creditCents).toBe(2125);
    expect(o.noticeFrom).toEqual(START);
  });

  it('gives the client the same terms in the preview', () => {
    const terms = cancellationTerms(appointment(moved), { now });
    expect(terms.ok && terms.value.rule).toBe('deposit_credit');
  });

  it('is a late cancellation once the first start is under 24 hours away', () => {
    const terms = cancellationTerms(appointment(moved), { now: before(2 * HOUR_MS) });
    expect(terms.ok && terms.value.rule).toBe('late_fee');
  });

  it('is a late cancellation after the first start has passed (the new start has not)', () => {
    const o = outcome('client', after(HOUR_MS), moved);
    expect(o).toMatchObject({ kind: 'fee', rule: 'late_fee', keptCents: 2125 });
    const terms = cancellationTerms(appointment(moved), { now: after(HOUR_MS) });
    expect(terms.ok && terms.value.rule).toBe('late_fee');
  });
});

describe('cancellationOutcome by who cancels', () => {
  const now = before(30 * HOUR_MS);

  it('the business (the default of the admin): the whole payment back', () => {
    const o = cancellationOutcome({
      ...adminCancellation(),
      appointment: appointment(),
      paidCents: 2125,
      now,
    });
    expect(o).toMatchObject({ by: 'business', kind: 'refund', rule: 'business_refund' });
    expect(o.refundCents).toBe(2125);
    expect(o.summary).toBe('$21.25 is refunded to the original payment method.');
  });

  it('the business keeping it as credit when the admin says so', () => {
    const o = cancellationOutcome({
      ...adminCancellation('credit'),
      appointment: appointment(),
      paidCents: 2125,
      now,
    });
    expect(o).toMatchObject({ kind: 'credit', rule: 'business_credit', creditCents: 2125 });
  });

  it('the admin applying the policy: as the client, even after the start', () => {
    expect(adminCancellation('policy')).toEqual({ by: 'admin_policy' });
    expect(outcome('admin_policy', now).rule).toBe('deposit_credit');
    expect(outcome('admin_policy', after(HOUR_MS))).toMatchObject({
      kind: 'fee',
      keptCents: 2125,
      chargeCents: 2125,
    });
  });

  it('account deletion: the policy, as the client', () => {
    expect(outcome('account_deletion', before(3 * DAY))).toMatchObject({
      kind: 'refund',
      rule: 'full_refund',
      refundCents: 2125,
    });
  });

  it('a hold that ended: anything paid goes back', () => {
    expect(outcome('hold_expiry', after(DAY))).toMatchObject({
      kind: 'refund',
      rule: 'hold_released',
      refundCents: 2125,
    });
  });

  it('nothing paid: nothing to settle, whoever cancels', () => {
    for (const by of ['client', 'business', 'hold_expiry'] as const) {
      const o = cancellationOutcome({ by, appointment: appointment(), paidCents: 0, now });
      expect(o).toMatchObject({ kind: 'nothing_paid', rule: 'nothing_paid', refundCents: 0 });
    }
  });

  it('refuses a negative or fractional payment', () => {
    expect(() =>
      cancellationOutcome({ by: 'client', appointment: appointment(), paidCents: -1, now }),
    ).toThrow(RangeError);
  });
});

describe('isAdminCancelRefund', () => {
  it.each([
    ['full', true],
    ['policy', true],
    ['credit', true],
    ['half', false],
    ['', false],
    [12, false],
    [null, false],
  ])('%p: %p', (value, ok) => {
    expect(isAdminCancelRefund(value)).toBe(ok);
  });
});
