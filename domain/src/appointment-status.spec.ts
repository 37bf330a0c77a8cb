import {
  ACTIVE_STATUSES,
  ADMIN_SETTABLE_STATUSES,
  APPOINTMENT_STATUSES,
  AppointmentState,
  AppointmentStatus,
  applyDepositPaid,
  blocksSlot,
  canAdminSetStatus,
  HOLD_EXPIRED_REASON,
  holdEndsAt,
  isActiveStatus,
  isAdminSettableStatus,
  isAppointmentStatus,
  isHoldExpired,
  newBookingState,
  NO_SHOW_STATUS,
  noShowProblem,
  PAYMENT_STATUSES,
  PaymentStatus,
  STATUS_LABELS,
} from './appointment-status';
import { HOLD_HOURS, HOLD_MS } from './policy';

const CREATED = new Date('2026-03-02T15:00:00Z');
const HOLD_END = new Date('2026-03-03T15:00:00Z');
const state = (
  status: AppointmentStatus,
  paymentStatus: PaymentStatus,
  holdExpiresAt: Date | null = HOLD_END,
): AppointmentState => ({ status, paymentStatus, holdExpiresAt });

describe('statuses', () => {
  it('knows the five appointment statuses, three payment statuses and what the admin may set', () => {
    expect(APPOINTMENT_STATUSES).toEqual([
      'pending',
      'confirmed',
      'completed',
      'cancelled',
      'no_show',
    ]);
    expect(PAYMENT_STATUSES).toEqual(['unpaid', 'paid', 'failed']);
    expect(ADMIN_SETTABLE_STATUSES).toEqual(['confirmed', 'completed', 'cancelled']);
  });

  it.each([
    ['pending', true, false],
    ['confirmed', true, true],
    ['completed', true, true],
    ['cancelled', true, true],
    ['no_show', true, false],
    ['Confirmed', false, false],
    ['paid', false, false],
    ['', false, false],
    [null, false, false],
    [1, false, false],
  ])('%p: appointment status %p, admin-settable %p', (value, isStatus, isSettable) => {
    expect(isAppointmentStatus(value)).toBe(isStatus);
    expect(isAdminSettableStatus(value)).toBe(isSettable);
  });

  it('labels each status', () => {
    expect(STATUS_LABELS).toEqual({
      pending: 'Pending',
      confirmed: 'Confirmed',
      completed: 'Completed',
      cancelled: 'Cancelled',
      no_show: 'No-show',
    });
  });

  it('counts pending and confirmed appointments as active', () => {
    expect(ACTIVE_STATUSES).toEqual(['pending', 'confirmed']);
    expect(APPOINTMENT_STATUSES.filter(isActiveStatus)).toEqual(['pending', 'confirmed']);
  });
});

describe('noShowProblem', () => {
  const startsAt = new Date('2026-03-10T14:00:00Z');
  const at = (ms: number) => new Date(startsAt.getTime() + ms);

  it.each([
    ['an hour before the start', -3_600_000, 'not_started'],
    ['1 ms before the start', -1, 'not_started'],
    ['at the start', 0, null],
    ['a day after', 86_400_000, null],
  ])('a confirmed appointment, %s: %p', (_label, offset, problem) => {
    expect(noShowProblem({ status: 'confirmed', startsAt }, at(offset))).toBe(problem);
  });

  it.each(['pending', 'confirmed', 'completed', 'cancelled'] as AppointmentStatus[])(
    'may mark a past %s appointment, like the other admin statuses from any state',
    (status) => {
      expect(noShowProblem({ status, startsAt }, at(1))).toBeNull();
    },
  );

  it('does not mark a no-show twice', () => {
    expect(NO_SHOW_STATUS).toBe('no_show');
    expect(noShowProblem({ status: 'no_show', startsAt }, at(1))).toBe('already_no_show');
  });

  it('is not one of the status buttons, which set their status at any time', () => {
    expect(isAdminSettableStatus('no_show')).toBe(false);
    expect(canAdminSetStatus('confirmed', 'no_show')).toBe(false);
  });
});

describe('canAdminSetStatus', () => {
  // Every (current, next) pair: confirmed, completed and cancelled from any state, except the current one.
  it.each([
    ['pending', 'pending', false],
    ['pending', 'confirmed', true],
    ['pending', 'completed', true],
    ['pending', 'cancelled', true],
    ['confirmed', 'pending', false],
    ['confirmed', 'confirmed', false],
    ['confirmed', 'completed', true],
    ['confirmed', 'cancelled', true],
    ['completed', 'pending', false],
    ['completed', 'confirmed', true],
    ['completed', 'completed', false],
    ['completed', 'cancelled', true],
    ['cancelled', 'pending', false],
    ['cancelled', 'confirmed', true],
    ['cancelled', 'completed', true],
    ['cancelled', 'cancelled', false],
  ] as [AppointmentStatus, AppointmentStatus, boolean][])(
    '%s -> %s: %p',
    (current, next, allowed) => {
      expect(canAdminSetStatus(current, next)).toBe(allowed);
    },
  );
});

describe('the 24-hour hold', () => {
  it('holds 24 hours', () => {
    expect(HOLD_HOURS).toBe(24);
    expect(HOLD_MS).toBe(86_400_000);
    expect(holdEndsAt(CREATED)).toEqual(HOLD_END);
  });

  it('starts a new booking pending, unpaid, held until now + 24 h', () => {
    expect(newBookingState(CREATED)).toEqual({
      status: 'pending',
      paymentStatus: 'unpaid',
      holdExpiresAt: HOLD_END,
    });
  });

  it.each([
    ['one millisecond before 24 h', '2026-03-03T14:59:59.999Z', false],
    ['exactly 24 h', '2026-03-03T15:00:00.000Z', true],
    ['after 24 h', '2026-03-04T00:00:00.000Z', true],
    ['right after booking', '2026-03-02T15:00:00.000Z', false],
  ])('an unpaid pending booking, %s after booking: expired %p', (_label, now, expired) => {
    expect(isHoldExpired(newBookingState(CREATED), new Date(now))).toBe(expired);
  });

  it.each([
    ['paid', state('pending', 'paid')],
    ['confirmed', state('confirmed', 'unpaid')],
    ['cancelled', state('cancelled', 'unpaid')],
    ['completed', state('completed', 'unpaid')],
    ['without a hold', state('pending', 'unpaid', null)],
  ])('a %s booking never expires', (_label, s) => {
    expect(isHoldExpired(s, new Date('2027-01-01T00:00:00Z'))).toBe(false);
  });

  it('counts a failed payment as unpaid', () => {
    expect(isHoldExpired(state('pending', 'failed'), HOLD_END)).toBe(true);
  });

  it('records why an expired hold was cancelled', () => {
    expect(HOLD_EXPIRED_REASON).toBe('Deposit not paid within 24 hours');
  });
});

describe('applyDepositPaid', () => {
  it('confirms a pending booking and ends its hold', () => {
    expect(applyDepositPaid(state('pending', 'unpaid'))).toEqual({
      kind: 'confirmed',
      state: { status: 'confirmed', paymentStatus: 'paid', holdExpiresAt: null },
    });
  });

  it('confirms a pending booking whose earlier payment failed', () => {
    expect(applyDepositPaid(state('pending', 'failed'))).toEqual({
      kind: 'confirmed',
      state: { status: 'confirmed', paymentStatus: 'paid', holdExpiresAt: null },
    });
  });

  it('records the deposit on a booking the admin had already confirmed', () => {
    expect(applyDepositPaid(state('confirmed', 'unpaid'))).toEqual({
      kind: 'confirmed',
      state: { status: 'confirmed', paymentStatus: 'paid', holdExpiresAt: null },
    });
  });

  it('keeps a completed appointment completed', () => {
    expect(applyDepositPaid(state('completed', 'unpaid'))).toEqual({
      kind: 'confirmed',
      state: { status: 'completed', paymentStatus: 'paid', holdExpiresAt: null },
    });
  });

  it('keeps a no-show a no-show, the deposit recorded toward its fee', () => {
    expect(applyDepositPaid(state('no_show', 'unpaid'))).toEqual({
      kind: 'confirmed',
      state: { status: 'no_show', paymentStatus: 'paid', holdExpiresAt: null },
    });
  });

  it('flags money for a cancelled appointment for a refund, without reviving it', () => {
    expect(applyDepositPaid(state('cancelled', 'unpaid'))).toEqual({
      kind: 'needs_refund',
      state: { status: 'cancelled', paymentStatus: 'paid', holdExpiresAt: null },
    });
  });

  it.each([
    ['confirmed', state('confirmed', 'paid', null)],
    ['cancelled', state('cancelled', 'paid', null)],
    ['pending', state('pending', 'paid')],
  ])('changes nothing when a %s booking is already paid (replayed webhook)', (_label, s) => {
    const outcome = applyDepositPaid(s);
    expect(outcome).toEqual({ kind: 'already_paid', state: s });
    expect(outcome.state).toBe(s);
  });

  it('is idempotent: applying it twice is the same as once', () => {
    const once = applyDepositPaid(newBookingState(CREATED));
    const twice = applyDepositPaid(once.state);
    expect(twice).toEqual({ kind: 'already_paid', state: once.state });
  });
});

describe('blocksSlot', () => {
  const during = new Date('2026-03-02T20:00:00Z');
  const afterHold = HOLD_END;

  it.each([
    ['pending, unpaid, within its hold', state('pending', 'unpaid'), during, true],
    ['pending, unpaid, hold over', state('pending', 'unpaid'), afterHold, false],
    ['pending, failed, hold over', state('pending', 'failed'), afterHold, false],
    ['pending, paid, after the hold', state('pending', 'paid'), afterHold, true],
    ['pending without a hold', state('pending', 'unpaid', null), afterHold, true],
    ['confirmed', state('confirmed', 'paid', null), afterHold, true],
    ['confirmed, unpaid, hold over', state('confirmed', 'unpaid'), afterHold, true],
    ['completed', state('completed', 'paid', null), during, false],
    ['cancelled', state('cancelled', 'unpaid'), during, false],
    ['cancelled but paid', state('cancelled', 'paid', null), during, false],
    ['no-show', state('no_show', 'paid', null), during, false],
  ])('%s: %p', (_label, s, now, blocks) => {
    expect(blocksSlot(s, now)).toBe(blocks);
  });
});

describe('newBookingState with the appointment start', () => {
  const now = new Date('2026-11-23T14:00:00Z');
  it('holds 24 hours when the appointment is further away', () => {
    expect(newBookingState(now, new Date('2026-11-25T14:00:00Z')).holdExpiresAt).toEqual(
      new Date('2026-11-24T14:00:00Z'),
    );
  });
  it('ends the hold when the appointment starts, if that is sooner', () => {
    expect(newBookingState(now, new Date('2026-11-23T16:00:00Z')).holdExpiresAt).toEqual(
      new Date('2026-11-23T16:00:00Z'),
    );
  });
});

describe('applyDepositPaid with the amounts', () => {
  const due = { cents: 2125, currency: 'usd' };
  it('confirms a payment of exactly the deposit, in any case of the currency code', () => {
    expect(
      applyDepositPaid(state('pending', 'unpaid'), { paid: { cents: 2125, currency: 'USD' }, due })
        .kind,
    ).toBe('confirmed');
  });
  it.each([
    ['less', { cents: 100, currency: 'usd' }],
    ['more', { cents: 2126, currency: 'usd' }],
    ['another currency', { cents: 2125, currency: 'eur' }],
  ])('confirms nothing when the payment is %s', (_case, paid) => {
    const before = state('pending', 'unpaid');
    expect(applyDepositPaid(before, { paid, due })).toEqual({
      kind: 'amount_mismatch',
      state: before,
    });
  });
  it('says already paid before it compares amounts', () => {
    const paid = state('confirmed', 'paid');
    expect(applyDepositPaid(paid, { paid: { cents: 1, currency: 'usd' }, due }).kind).toBe(
      'already_paid',
    );
  });
});
