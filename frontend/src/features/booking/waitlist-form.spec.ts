import { MESSAGES, SEED_CATALOG, weekHours } from '@esthetics/domain';
import { EMPTY_BOOKING_FORM } from './booking-form';
import {
  checkWaitlistForm,
  toWaitlistRequest,
  rangeTimes,
  waitlistFormFrom,
  waitlistFormReducer,
  type WaitlistFormState,
} from './waitlist-form';

// A Tuesday, well ahead of `now`.
const DAY = '2026-12-01';
const now = new Date('2026-11-24T15:00:00Z');
const FACIAL = ['classic-european-facial'];

const valid: WaitlistFormState = {
  name: 'Maya Lee',
  email: 'maya@example.com',
  phone: '(301) 555-0123',
  days: [DAY],
  from: '10:00',
  to: '13:00',
};

describe('the waitlist form', () => {
  it('opens with what the booking form holds: contact details, the chosen day, the whole day', () => {
    const booking = {
      ...EMPTY_BOOKING_FORM,
      firstName: ' Maya ',
      lastName: 'Lee ',
      email: 'maya@example.com',
      phone: '301 555 0123',
      date: DAY,
    };
    expect(waitlistFormFrom(booking)).toEqual({
      name: 'Maya Lee',
      email: 'maya@example.com',
      phone: '301 555 0123',
      days: [DAY],
      from: '09:00',
      to: '19:00',
    });
    expect(waitlistFormFrom(EMPTY_BOOKING_FORM)).toMatchObject({ name: '', days: [] });
    // The owner's own week: from her earliest opening to her latest closing.
    const early = rangeTimes(
      weekHours([
        { weekday: 2, opens: '07:30', closes: '12:00' },
        { weekday: 5, opens: '13:00', closes: '20:30' },
      ]),
    );
    expect(waitlistFormFrom(booking, early)).toMatchObject({ from: '07:30', to: '20:30' });
  });

  it('adds a day once and removes it', () => {
    const two = waitlistFormReducer(valid, { type: 'addDay', day: '2026-12-02' });
    expect(two.days).toEqual([DAY, '2026-12-02']);
    expect(waitlistFormReducer(two, { type: 'addDay', day: DAY })).toBe(two);
    expect(waitlistFormReducer(two, { type: 'addDay', day: '' })).toBe(two);
    expect(waitlistFormReducer(two, { type: 'removeDay', day: DAY }).days).toEqual(['2026-12-02']);
  });

  it('sends the request the API takes, trimmed, with the booking form services', () => {
    const state = waitlistFormReducer(
      { ...valid, name: ' Maya Lee ' },
      {
        type: 'range',
        end: 'to',
        time: '15:00',
      },
    );
    expect(toWaitlistRequest(state, FACIAL)).toEqual({
      name: 'Maya Lee',
      email: 'maya@example.com',
      phone: '(301) 555-0123',
      services: FACIAL,
      days: [DAY],
      from: '10:00',
      to: '15:00',
    });
  });

  it('passes a valid entry', () => {
    expect(checkWaitlistForm(valid, FACIAL, { now, catalog: SEED_CATALOG })).toBeNull();
  });

  it.each<[string, Partial<WaitlistFormState>, readonly string[], string, string]>([
    ['a missing phone', { phone: ' ' }, FACIAL, 'phone', MESSAGES.requiredFields],
    ['a missing name', { name: '' }, FACIAL, 'name', MESSAGES.requiredFields],
    ['a bad e-mail', { email: 'maya@' }, FACIAL, 'email', MESSAGES.invalidEmail],
    ['no service', {}, [], 'services', MESSAGES.waitlistServiceRequired],
    ['no day', { days: [] }, FACIAL, 'days', MESSAGES.waitlistDayRequired],
    ['a Sunday', { days: ['2026-11-29'] }, FACIAL, 'days', MESSAGES.closedDay],
    ['a past day', { days: ['2026-11-20'] }, FACIAL, 'days', MESSAGES.dateInPast],
    [
      'a range the wrong way',
      { from: '14:00', to: '10:00' },
      FACIAL,
      'to',
      MESSAGES.waitlistTimeOrder,
    ],
  ])(
    'puts %s beside its control, with the domain message',
    (_, change, services, control, message) => {
      expect(
        checkWaitlistForm({ ...valid, ...change }, services, { now, catalog: SEED_CATALOG }),
      ).toEqual({
        control,
        message,
      });
    },
  );
});
