import { weekHours } from '../schedule';
import { fail, failWith } from './checks';
import { validateWaitlistEntry } from './waitlist';
import { SEED_CATALOG } from '../catalog';

/** Thursday 2026-03-05, 10:00 in New York (EST). */
const NOW = new Date('2026-03-05T15:00:00Z');
const context = { catalog: SEED_CATALOG, now: NOW };

const OK = {
  name: ' Maya Lee ',
  email: 'Maya@Example.com',
  phone: '(301) 555-0123',
  services: ['classic-european-facial', 'eyebrow-wax'],
  days: ['2026-03-07', '2026-03-06', '2026-03-06'],
  from: '10:00',
  to: '13:00',
};

describe('validateWaitlistEntry', () => {
  it('normalises a valid entry: contact details, days sorted and each once, the services’ duration', () => {
    expect(validateWaitlistEntry(OK, context)).toEqual({
      ok: true,
      value: {
        name: 'Maya Lee',
        email: 'maya@example.com',
        phone: '3015550123',
        serviceIds: ['classic-european-facial', 'eyebrow-wax'],
        days: ['2026-03-06', '2026-03-07'],
        from: '10:00',
        to: '13:00',
        durationMinutes: 75,
      },
    });
  });

  it.each([
    ['name missing', { ...OK, name: undefined }],
    ['email blank', { ...OK, email: ' ' }],
    ['phone missing', { ...OK, phone: undefined }],
    ['name not text', { ...OK, name: { first: 'Maya' } }],
  ])('%s -> requiredFields', (_label, raw) => {
    expect(validateWaitlistEntry(raw, context)).toEqual(fail('requiredFields'));
  });

  it.each([
    ['a malformed e-mail', { ...OK, email: 'maya@' }, fail('invalidEmail', 'email')],
    ['a malformed phone', { ...OK, phone: '555' }, fail('invalidPhone', 'phone')],
    [
      'a name too long',
      { ...OK, name: 'x'.repeat(101) },
      failWith('tooLong', ['Name', 100], 'name'),
    ],
    // Services
    ['no services', { ...OK, services: [] }, fail('waitlistServiceRequired', 'services')],
    [
      'services absent',
      { ...OK, services: undefined },
      fail('waitlistServiceRequired', 'services'),
    ],
    ['services not a list', { ...OK, services: 'eyebrow-wax' }, fail('unknownService', 'services')],
    [
      'an unknown service',
      { ...OK, services: ['gold-facial'] },
      fail('unknownService', 'services'),
    ],
    [
      'a service twice',
      { ...OK, services: ['eyebrow-wax', 'eyebrow-wax'] },
      fail('duplicateService', 'services'),
    ],
    // Days
    ['no days', { ...OK, days: [] }, fail('waitlistDayRequired', 'days')],
    ['days absent', { ...OK, days: undefined }, fail('waitlistDayRequired', 'days')],
    ['days not a list', { ...OK, days: '2026-03-06' }, fail('invalidDate', 'days')],
    ['a blank day', { ...OK, days: ['2026-03-06', ''] }, fail('invalidDate', 'days')],
    ['a day that does not exist', { ...OK, days: ['2026-02-30'] }, fail('invalidDate', 'days')],
    ['a day not YYYY-MM-DD', { ...OK, days: ['03/06/2026'] }, fail('invalidDate', 'days')],
    ['a past day', { ...OK, days: ['2026-03-06', '2026-03-04'] }, fail('dateInPast', 'days')],
    ['a closed day (Sunday)', { ...OK, days: ['2026-03-08'] }, fail('closedDay', 'days')],
    [
      'too many days',
      { ...OK, days: Array.from({ length: 51 }, () => '2026-03-06') },
      failWith('tooManyItems', ['Days', 50], 'days'),
    ],
    // Time range
    ['no earliest time', { ...OK, from: '' }, fail('waitlistTimeRequired', 'from')],
    ['no latest time', { ...OK, to: undefined }, fail('waitlistTimeRequired', 'to')],
    ['an earliest time off the half hours', { ...OK, from: '10:15' }, fail('offGridTime', 'from')],
    ['a latest time that is no time', { ...OK, to: '24:00' }, fail('offGridTime', 'to')],
    ['a time not written HH:MM', { ...OK, from: '8:00' }, fail('offGridTime', 'from')],
    ['a range the wrong way round', { ...OK, from: '14:00' }, fail('waitlistTimeOrder', 'to')],
  ])('refuses %s', (_label, raw, failure) => {
    expect(validateWaitlistEntry(raw, context)).toEqual(failure);
  });

  it('accepts any half hour, so an owner who opens at 7:30 or closes at 20:00 is waited for', () => {
    const entry = validateWaitlistEntry({ ...OK, from: '07:30', to: '19:30' }, context);
    expect(entry.ok && [entry.value.from, entry.value.to]).toEqual(['07:30', '19:30']);
  });

  it('accepts today and a range of one start time', () => {
    const entry = validateWaitlistEntry(
      { ...OK, days: ['2026-03-05'], from: '17:00', to: '17:00' },
      context,
    );
    expect(entry.ok && [entry.value.days, entry.value.from, entry.value.to]).toEqual([
      ['2026-03-05'],
      '17:00',
      '17:00',
    ]);
  });

  it('reads today in the business time zone', () => {
    // 03:00 UTC on 2026-03-06 is still the evening of 2026-03-05 in New York.
    const lateEvening = { catalog: SEED_CATALOG, now: new Date('2026-03-06T03:00:00Z') };
    expect(validateWaitlistEntry({ ...OK, days: ['2026-03-05'] }, lateEvening).ok).toBe(true);
  });

  it('keeps within the booking horizon (12 months unless set)', () => {
    const within = { ...context, horizonMonths: 1 };
    expect(validateWaitlistEntry({ ...OK, days: ['2026-04-04'] }, within).ok).toBe(true);
    expect(validateWaitlistEntry({ ...OK, days: ['2026-04-06'] }, within)).toEqual(
      failWith('dateBeyondHorizon', [1], 'days'),
    );
    expect(validateWaitlistEntry({ ...OK, days: ['2027-03-20'] }, context)).toEqual(
      failWith('dateBeyondHorizon', [12], 'days'),
    );
  });

  it('follows the configured opening hours', () => {
    const hours = weekHours([{ weekday: 0, opens: '10:00', closes: '14:00' }]);
    expect(validateWaitlistEntry({ ...OK, days: ['2026-03-08'] }, { ...context, hours }).ok).toBe(
      true,
    );
    expect(validateWaitlistEntry({ ...OK, days: ['2026-03-09'] }, { ...context, hours })).toEqual(
      fail('closedDay', 'days'),
    );
  });
});
