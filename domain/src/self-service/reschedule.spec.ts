import fc from 'fast-check';
import { APPOINTMENT_STATUSES, AppointmentStatus } from '../appointment-status';
import { HOUR_MS } from '../policy';
import { DEFAULT_SCHEDULE, weekHours } from '../schedule';
import { fail, failWith } from '../validation/checks';
import { rescheduleTerms, validateReschedule } from './reschedule';
import { at, START, before, appointment } from './appointment.fixture';

/** Thursday 2026-03-05, 10:00 in New York (EST). */
const NOW = at('2026-03-05T15:00:00Z');
const PHONE = '(301) 555-0123';

describe('rescheduleTerms', () => {
  it('lets the client move with 24 hours of notice, the deposit moving with the booking', () => {
    expect(rescheduleTerms(appointment(), { now: NOW, by: 'client' })).toEqual({
      ok: true,
      value: {
        depositCents: 2125,
        message:
          'You can move this appointment to another free time at no charge, up to 24 hours before it starts. Your deposit of $21.25 moves with it.',
      },
    });
  });

  it('says nothing of a deposit when none was paid', () => {
    const terms = rescheduleTerms(appointment({ status: 'pending', paymentStatus: 'unpaid' }), {
      now: NOW,
      by: 'client',
    });
    expect(terms).toEqual({
      ok: true,
      value: {
        depositCents: 0,
        message:
          'You can move this appointment to another free time at no charge, up to 24 hours before it starts.',
      },
    });
  });

  it.each([
    ['48 h ahead', 48 * HOUR_MS, true],
    ['24 h and 1 ms ahead', 24 * HOUR_MS + 1, true],
    ['exactly 24 h ahead', 24 * HOUR_MS, true],
    ['24 h less 1 ms ahead', 24 * HOUR_MS - 1, false],
    ['1 ms ahead', 1, false],
  ])('the client, %s: allowed %p', (_label, notice, allowed) => {
    expect(rescheduleTerms(appointment(), { now: before(notice), by: 'client' }).ok).toBe(allowed);
  });

  it('under 24 hours, tells the client to call, with the phone when it is known', () => {
    const now = before(HOUR_MS);
    expect(rescheduleTerms(appointment(), { now, by: 'client', phone: PHONE })).toEqual(
      failWith('rescheduleTooLateCall', [PHONE]),
    );
    expect(failWith('rescheduleTooLateCall', [PHONE]).message).toBe(
      'Appointments can be moved online until 24 hours before they start. Please call us at (301) 555-0123 to change this one.',
    );
    expect(rescheduleTerms(appointment(), { now, by: 'client' })).toEqual(
      fail('rescheduleTooLate'),
    );
  });

  it('from the start on, the client can do nothing online', () => {
    expect(rescheduleTerms(appointment(), { now: START, by: 'client' })).toEqual(
      fail('appointmentStarted'),
    );
    expect(rescheduleTerms(appointment(), { now: START, by: 'client', phone: PHONE })).toEqual(
      failWith('appointmentStartedCall', [PHONE]),
    );
  });

  it('lets the admin move an active appointment at any time, even after its start', () => {
    for (const now of [before(HOUR_MS), START, at('2026-03-11T00:00:00Z')]) {
      expect(rescheduleTerms(appointment(), { now, by: 'admin' })).toEqual({
        ok: true,
        value: {
          depositCents: 2125,
          message: 'The deposit of $21.25 paid online moves with the appointment.',
        },
      });
    }
    expect(
      rescheduleTerms(appointment({ status: 'pending', paymentStatus: 'unpaid' }), {
        now: START,
        by: 'admin',
      }),
    ).toEqual({
      ok: true,
      value: { depositCents: 0, message: 'No deposit was paid online for this appointment.' },
    });
  });

  it.each(['cancelled', 'completed', 'no_show'] as AppointmentStatus[])(
    'moves no %s appointment, for the client or the admin',
    (status) => {
      for (const by of ['client', 'admin'] as const) {
        expect(rescheduleTerms(appointment({ status }), { now: NOW, by })).toEqual(
          fail('appointmentNotActive'),
        );
      }
    },
  );

  it('allows the client exactly when the appointment is active and 24 hours or more away', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...APPOINTMENT_STATUSES),
        fc.integer({ min: -3 * 24 * HOUR_MS, max: 5 * 24 * HOUR_MS }),
        (status, notice) => {
          const allowed = rescheduleTerms(appointment({ status }), {
            now: before(notice),
            by: 'client',
          }).ok;
          const active = status === 'pending' || status === 'confirmed';
          expect(allowed).toBe(active && notice >= 24 * HOUR_MS);
        },
      ),
    );
  });
});

describe('validateReschedule', () => {
  const client = { now: NOW, by: 'client' as const };

  it('places the new time in the business zone, for the appointment’s own duration', () => {
    expect(
      validateReschedule(appointment(), { date: '2026-03-11', time: '11:00' }, client),
    ).toEqual({
      ok: true,
      value: {
        date: '2026-03-11',
        time: '11:00',
        startsAt: at('2026-03-11T15:00:00Z'),
        endsAt: at('2026-03-11T16:00:00Z'),
        blockedUntil: at('2026-03-11T16:00:00Z'),
        depositCents: 2125,
        message:
          'You can move this appointment to another free time at no charge, up to 24 hours before it starts. Your deposit of $21.25 moves with it.',
      },
    });
  });

  it('moves across the spring change by the wall clock (Monday 09:00 EDT)', () => {
    const moved = validateReschedule(appointment(), { date: '2026-03-09', time: '09:00' }, client);
    expect(moved.ok && moved.value.startsAt).toEqual(at('2026-03-09T13:00:00Z'));
  });

  it('refuses first what the client may not do at all', () => {
    expect(
      validateReschedule(
        appointment(),
        { date: '2026-03-11', time: '11:00' },
        { now: before(HOUR_MS), by: 'client', phone: PHONE },
      ),
    ).toEqual(failWith('rescheduleTooLateCall', [PHONE]));
  });

  it.each([
    ['no date', { time: '11:00' }, fail('selectDate', 'date')],
    [
      'a date that does not exist',
      { date: '2026-02-30', time: '11:00' },
      fail('invalidDate', 'date'),
    ],
    ['no time', { date: '2026-03-11', time: ' ' }, fail('selectTime', 'time')],
    ['a past date', { date: '2026-03-04', time: '11:00' }, fail('dateInPast', 'date')],
    ['a Sunday', { date: '2026-03-08', time: '11:00' }, fail('closedDay', 'date')],
    ['a time off the grid', { date: '2026-03-11', time: '11:10' }, fail('offGridTime', 'time')],
    ['a time not HH:MM', { date: '2026-03-11', time: 'noon' }, fail('invalidTime', 'time')],
    [
      'a time already past today',
      { date: '2026-03-05', time: '09:00' },
      fail('timeInPast', 'time'),
    ],
    ['the current time', { date: '2026-03-10', time: '10:00' }, fail('rescheduleSameTime', 'time')],
  ])('refuses %s', (_label, raw, failure) => {
    expect(validateReschedule(appointment(), raw, client)).toEqual(failure);
  });

  it('checks closing time with the appointment’s duration', () => {
    const long = appointment({ totalDuration: 90 });
    expect(validateReschedule(long, { date: '2026-03-07', time: '16:00' }, client)).toEqual(
      fail('afterClosing', 'time'),
    );
    expect(validateReschedule(long, { date: '2026-03-07', time: '15:00' }, client).ok).toBe(true);
  });

  it('follows the configured opening hours', () => {
    const schedule = {
      ...DEFAULT_SCHEDULE,
      hours: weekHours([{ weekday: 0, opens: '10:00', closes: '14:00' }]),
    };
    expect(
      validateReschedule(
        appointment(),
        { date: '2026-03-08', time: '10:00' },
        { ...client, schedule },
      ).ok,
    ).toBe(true);
    expect(
      validateReschedule(
        appointment(),
        { date: '2026-03-09', time: '10:00' },
        { ...client, schedule },
      ),
    ).toEqual(fail('closedDay', 'date'));
  });

  it('keeps within the booking horizon (12 months unless set)', () => {
    const context = { ...client, horizonMonths: 1 };
    expect(
      validateReschedule(appointment(), { date: '2026-04-03', time: '10:00' }, context).ok,
    ).toBe(true);
    expect(
      validateReschedule(appointment(), { date: '2026-04-06', time: '10:00' }, context),
    ).toEqual(failWith('dateBeyondHorizon', [1], 'date'));
    expect(
      validateReschedule(appointment(), { date: '2027-03-05', time: '10:00' }, client).ok,
    ).toBe(true);
    expect(
      validateReschedule(appointment(), { date: '2027-03-08', time: '10:00' }, client),
    ).toEqual(failWith('dateBeyondHorizon', [12], 'date'));
  });

  it('lets the admin move a started appointment to a later bookable time, never into the past', () => {
    const admin = { now: at('2026-03-10T15:00:00Z'), by: 'admin' as const };
    expect(validateReschedule(appointment(), { date: '2026-03-10', time: '14:00' }, admin).ok).toBe(
      true,
    );
    expect(validateReschedule(appointment(), { date: '2026-03-10', time: '09:00' }, admin)).toEqual(
      fail('timeInPast', 'time'),
    );
  });
});
