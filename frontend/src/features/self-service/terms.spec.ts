import { MESSAGES } from '@esthetics/domain';
import { ApiError } from '../../api/errors';
import {
  amountLines,
  changeView,
  refusalOf,
  refusedNotes,
  termsChanged,
  type AppointmentChange,
  type CancellationTerms,
} from './terms';

const ZONE = 'America/New_York';

const terms = (over: Partial<CancellationTerms> = {}): CancellationTerms => ({
  rule: 'full_refund',
  paid_cents: 2125,
  refund_cents: 2125,
  credit_cents: 0,
  kept_cents: 0,
  fee_cents: 0,
  charge_cents: 0,
  message: MESSAGES.cancelFullRefund('$21.25'),
  ...over,
});

const change = (over: Partial<AppointmentChange> = {}): AppointmentChange => ({
  id: 'ch1',
  actor: 'client',
  actor_id: 'c1',
  at: '2026-11-20T15:30:00.000Z',
  kind: 'rescheduled',
  old_date: '2026-12-01',
  old_time: '10:00',
  new_date: '2026-12-02',
  new_time: '11:00',
  old_status: 'confirmed',
  new_status: 'confirmed',
  rule: null,
  refund_cents: 0,
  credit_cents: 0,
  kept_cents: 0,
  fee_cents: 0,
  charge_cents: 0,
  message: null,
  ...over,
});

const client = { kind: 'cancellation', reader: 'client' } as const;

describe('amountLines', () => {
  it('a full refund: what was paid and what goes back to the card', () => {
    expect(amountLines(terms(), client)).toEqual([
      { key: 'paid_cents', label: 'Deposit paid', amount: '$21.25' },
      { key: 'refund_cents', label: 'Refunded to your card', amount: '$21.25' },
    ]);
  });

  it('nothing paid and nothing owed: no lines (the message says so)', () => {
    expect(
      amountLines(terms({ rule: 'nothing_paid', paid_cents: 0, refund_cents: 0 }), client),
    ).toEqual([]);
  });

  it('a late cancellation: the fee, the deposit kept toward it, what may still be charged', () => {
    const late = terms({
      rule: 'late_fee',
      refund_cents: 0,
      fee_cents: 4250,
      kept_cents: 2125,
      charge_cents: 2125,
    });
    expect(amountLines(late, client).map((l) => [l.label, l.amount])).toEqual([
      ['Deposit paid', '$21.25'],
      ['Late cancellation fee', '$42.50'],
      ['Deposit kept toward the fee', '$21.25'],
      ['May still be charged', '$21.25'],
    ]);
  });

  it('a deposit kept as credit', () => {
    const credit = terms({ rule: 'deposit_credit', refund_cents: 0, credit_cents: 2125 });
    expect(amountLines(credit, client).map((l) => l.label)).toEqual([
      'Deposit paid',
      'Credit toward a future booking',
    ]);
  });

  it('a no-show, read in the console: the fee, and any excess is owed back to the client', () => {
    const noShow = {
      paid_cents: 9000,
      refund_cents: 500,
      credit_cents: 0,
      kept_cents: 8500,
      fee_cents: 8500,
      charge_cents: 0,
    };
    expect(
      amountLines(noShow, { kind: 'no_show', reader: 'admin' }).map((l) => [l.label, l.amount]),
    ).toEqual([
      ['Deposit paid', '$90.00'],
      ['Owed back to the client', '$5.00'],
      ['No-show fee', '$85.00'],
      ['Deposit kept toward the fee', '$85.00'],
    ]);
  });

  it('the console reads "the card", not "your card"', () => {
    expect(amountLines(terms(), { kind: 'cancellation', reader: 'admin' })[1].label).toBe(
      'Refunded to the card',
    );
  });
});

describe('changeView', () => {
  it('a move by the client: from the old time to the new, in the business time zone', () => {
    expect(changeView(change(), ZONE)).toEqual({
      id: 'ch1',
      what: 'Moved',
      who: 'The client',
      when: 'Friday, November 20, 2026 at 10:30 AM EST',
      from: 'Tuesday, December 1, 2026 at 10:00 AM EST',
      to: 'Wednesday, December 2, 2026 at 11:00 AM EST',
      amounts: [],
      message: null,
    });
  });

  it('a cancellation: the statuses and the money, with what the policy said', () => {
    const view = changeView(
      change({
        kind: 'cancelled',
        old_date: null,
        old_time: null,
        new_date: null,
        new_time: null,
        new_status: 'cancelled',
        rule: 'full_refund',
        refund_cents: 2125,
        message: MESSAGES.cancelFullRefund('$21.25'),
      }),
      ZONE,
    );
    expect(view).toMatchObject({
      what: 'Cancelled',
      from: 'Confirmed',
      to: 'Cancelled',
      message: MESSAGES.cancelFullRefund('$21.25'),
    });
    // A recorded change does not keep what was paid: only where the money went.
    expect(view.amounts).toEqual([
      { key: 'refund_cents', label: 'Refunded to the card', amount: '$21.25' },
    ]);
  });

  it('a no-show marked by the admin names the admin and the fee; a status change has no money', () => {
    const noShow = changeView(
      change({
        kind: 'no_show',
        actor: 'admin',
        actor_id: 'admin',
        new_status: 'no_show',
        fee_cents: 8500,
        kept_cents: 2125,
        charge_cents: 6375,
      }),
      ZONE,
    );
    expect(noShow).toMatchObject({ what: 'Marked no-show', who: 'Admin (admin)', to: 'No-show' });
    expect(noShow.amounts.map((l) => l.label)).toEqual([
      'No-show fee',
      'Deposit kept toward the fee',
      'May still be charged',
    ]);
    const status = changeView(
      change({
        kind: 'status',
        actor: 'admin',
        actor_id: null,
        new_status: 'completed',
        fee_cents: 1,
      }),
      ZONE,
    );
    expect(status).toMatchObject({ what: 'Status set', who: 'Admin', from: 'Confirmed' });
    expect(status.to).toBe('Completed');
    expect(status.amounts).toEqual([]);
  });
});

describe('refusalOf', () => {
  it("keeps the server's code, field and message", () => {
    const error = new ApiError(409, MESSAGES.slotTaken, 'time', 'error', undefined, 'slotTaken');
    expect(refusalOf(error, MESSAGES.rescheduleFailed)).toEqual({
      code: 'slotTaken',
      field: 'time',
      message: MESSAGES.slotTaken,
    });
  });

  it('falls back to the given message when the answer has none; no answer is a network error', () => {
    expect(refusalOf(new ApiError(502, ''), MESSAGES.cancelFailed).message).toBe(
      MESSAGES.cancelFailed,
    );
    expect(refusalOf(new TypeError('Failed to fetch'), MESSAGES.cancelFailed)).toEqual({
      code: null,
      field: null,
      message: MESSAGES.networkError,
    });
  });

  it('tells changed cancellation terms apart from other refusals by the code', () => {
    const changed = new ApiError(409, 'x', 'rule', 'error', undefined, 'cancelTermsChanged');
    const started = new ApiError(409, 'x', undefined, 'error', undefined, 'appointmentStarted');
    expect(termsChanged(refusalOf(changed, ''))).toBe(true);
    expect(termsChanged(refusalOf(started, ''))).toBe(false);
  });
});

describe('refusedNotes', () => {
  it('says why each button not offered is not, each reason once', () => {
    const late = { allowed: false, message: MESSAGES.rescheduleTooLate };
    const cancel = { allowed: true, message: MESSAGES.cancelLateFee('$42.50') };
    expect(refusedNotes([late, cancel])).toEqual([MESSAGES.rescheduleTooLate]);
    const started = { allowed: false, message: MESSAGES.appointmentStarted };
    expect(refusedNotes([started, started])).toEqual([MESSAGES.appointmentStarted]);
    expect(refusedNotes([cancel])).toEqual([]);
  });
});
