/**
 * Every form that takes an e-mail address takes a plain one only (see isValidEmail): an address with
 * a display name or a second recipient would have the business write to someone other than the
 * address it stores.
 */
import { validateClientLogin, validateClientProfile } from './accounts';
import { validateBooking } from './booking';
import { JANE_AT_TEN } from './booking.fixture';
import { fail } from './checks';
import { validateContact } from './contact';
import { validateCorporateInquiry } from './corporate';
import { SEED_CATALOG } from '../catalog';

const NOW = new Date('2026-03-02T14:00:00Z');

const BOOKING = { ...JANE_AT_TEN, services: ['classic-european-facial'] };
const PROFILE = {
  first_name: 'Jane',
  last_name: 'Doe',
  email: 'jane@example.com',
  phone: '3015550123',
};
const CONTACT = { name: 'Jane', email: 'jane@example.com', subject: 'Hi', message: 'Hello there' };
const INQUIRY = {
  companyName: 'Acme',
  contactName: 'Pat',
  email: 'pat@acme.com',
  phone: '3015550100',
};

const BAD = [
  'x<evil@evil.example>',
  'a,b@evil.example',
  'Jane <jane@example.com>',
  '"a"@b.example',
];

describe.each(BAD)('the address %p', (email) => {
  it('is refused by the booking form, as the e-mail and as the calendar e-mail', () => {
    expect(validateBooking({ ...BOOKING, email }, { catalog: SEED_CATALOG, now: NOW })).toEqual(
      fail('invalidEmail', 'email'),
    );
    expect(
      validateBooking(
        { ...BOOKING, add_to_calendar: true, client_calendar_email: email },
        { catalog: SEED_CATALOG, now: NOW },
      ),
    ).toEqual(fail('invalidCalendarEmail', 'client_calendar_email'));
  });

  it('is refused by registration and the profile', () => {
    expect(validateClientProfile({ ...PROFILE, email })).toEqual(fail('invalidEmail', 'email'));
  });

  it('never logs anyone in', () => {
    expect(validateClientLogin({ email, phone: PROFILE.phone })).toEqual(fail('clientLoginFailed'));
  });

  it('is refused by the contact form', () => {
    expect(validateContact({ ...CONTACT, email })).toEqual(fail('invalidEmail', 'email'));
  });

  it('is refused by the corporate inquiry', () => {
    expect(
      validateCorporateInquiry({ ...INQUIRY, email }, { catalog: SEED_CATALOG, now: NOW }),
    ).toEqual(fail('invalidEmail', 'email'));
  });
});

it('the same forms accept a plain address', () => {
  const email = "o'brien+spa@mail.example.ie";
  expect(validateBooking({ ...BOOKING, email }, { catalog: SEED_CATALOG, now: NOW }).ok).toBe(true);
  expect(
    validateBooking(
      { ...BOOKING, add_to_calendar: true, client_calendar_email: email },
      { catalog: SEED_CATALOG, now: NOW },
    ).ok,
  ).toBe(true);
  expect(validateClientProfile({ ...PROFILE, email }).ok).toBe(true);
  expect(validateClientLogin({ email, phone: PROFILE.phone }).ok).toBe(true);
  expect(validateContact({ ...CONTACT, email }).ok).toBe(true);
  expect(
    validateCorporateInquiry({ ...INQUIRY, email }, { catalog: SEED_CATALOG, now: NOW }).ok,
  ).toBe(true);
});
