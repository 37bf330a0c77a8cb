import { CORPORATE_PACKAGES } from './catalog';
import { MESSAGES } from './messages';
import {
  BookingRequest,
  FixedMessageCode,
  isValidEmail,
  MessageCode,
  LIMITS,
  normalizeEmail,
  normalizePhone,
  parseList,
  Raw,
  slotProblemCode,
  slotProblemMessage,
  text,
  validateAdminLogin,
  validateBooking,
  validateClientLogin,
  validateClientProfile,
  validateConsultation,
  validateContact,
  validateCorporateInquiry,
  corporateGroupSizeNote,
} from './validation';

const long = (n: number) => 'x'.repeat(n);

/** What a failure says: its code and its message. */
type Said = { readonly code: MessageCode; readonly message: string };
/** The catalogue's fixed message under its code. */
const says = (code: FixedMessageCode): Said => ({ code, message: MESSAGES[code] });
/** A length failure, its sentence spelled out so the test pins the wording. */
const saysTooLong = (message: string): Said => ({ code: 'tooLong', message });

describe('helpers', () => {
  it.each([
    ['  a b  ', 'a b'],
    ['', ''],
    [42, '42'],
    [0, '0'],
    [Number.NaN, ''],
    [Number.POSITIVE_INFINITY, ''],
    [null, ''],
    [undefined, ''],
    [true, ''],
    [{ a: 1 }, ''],
    [['a'], ''],
  ])('text(%p) === %p', (value, expected) => {
    expect(text(value)).toBe(expected);
  });

  it.each([
    ['a, b,, c ', ['a', 'b', 'c']],
    ['peanuts', ['peanuts']],
    ['', []],
    [' , ,', []],
    [
      [' a ', '', 'b'],
      ['a', 'b'],
    ],
    [
      ['x', 3, null, {}],
      ['x', '3'],
    ],
    [undefined, []],
    [null, []],
    [{ a: 1 }, []],
  ])('parseList(%p) -> %p', (input, expected) => {
    expect(parseList(input)).toEqual(expected);
  });

  it.each([
    ['jane@example.com', true],
    ['  jane@example.com ', true],
    ['jane.doe+spa@mail.example.co', true],
    ['jane@example', false],
    ['jane@', false],
    ['@example.com', false],
    ['jane doe@example.com', false],
    ['jane@@example.com', false],
    [`${long(250)}@a.co`, false],
  ])('isValidEmail(%p) === %p', (email, valid) => {
    expect(isValidEmail(email)).toBe(valid);
  });

  it('normalises e-mail to trimmed lower case', () => {
    expect(normalizeEmail('  Jane.Doe@Example.COM ')).toBe('jane.doe@example.com');
  });

  it.each([
    ['(301) 555-0123', '3015550123'],
    ['+1 301 555 0123', '3015550123'],
    ['1-301-555-0123', '3015550123'],
    ['301.555.0123', '3015550123'],
    ['+44 20 7946 0958', '442079460958'],
    ['555-0123', null],
    ['123456789012345678', null],
    ['call me', null],
    ['301-555-0123 ext 4', null],
    ['', null],
  ])('normalizePhone(%p) === %p', (phone, expected) => {
    expect(normalizePhone(phone)).toBe(expected);
  });

  it.each([
    ['invalid_date', MESSAGES.invalidDate],
    ['invalid_time', MESSAGES.invalidTime],
    ['past_date', MESSAGES.dateInPast],
    ['closed_day', MESSAGES.closedDay],
    ['off_grid', MESSAGES.offGridTime],
    ['past_time', MESSAGES.timeInPast],
    ['after_closing', MESSAGES.afterClosing],
  ] as const)('slotProblemMessage(%s) is %p', (problem, message) => {
    expect(slotProblemMessage(problem)).toBe(message);
  });

  it.each([
    ['invalid_date', 'invalidDate'],
    ['off_grid', 'offGridTime'],
    ['after_closing', 'afterClosing'],
  ] as const)('slotProblemCode(%s) is %p, the key of its message', (problem, code) => {
    expect(slotProblemCode(problem)).toBe(code);
    expect(MESSAGES[slotProblemCode(problem)]).toBe(slotProblemMessage(problem));
  });
});

describe('validateContact', () => {
  const OK = {
    name: 'Jane Doe',
    email: 'Jane@Example.com',
    subject: 'Hello',
    message: 'Do you do brows?',
  };

  it.each([
    ['name missing', { ...OK, name: undefined }],
    ['email empty', { ...OK, email: '' }],
    ['subject blank', { ...OK, subject: '   ' }],
    ['message missing', { ...OK, message: undefined }],
    ['name not text', { ...OK, name: { first: 'Jane' } }],
    ['everything missing', {}],
  ])('%s -> MESSAGES.contactRequired', (_label, raw) => {
    expect(validateContact(raw)).toEqual({
      ok: false,
      code: 'contactRequired',
      message: MESSAGES.contactRequired,
    });
  });

  it('refuses a malformed e-mail', () => {
    expect(validateContact({ ...OK, email: 'jane@' })).toEqual({
      ok: false,
      code: 'invalidEmail',
      message: MESSAGES.invalidEmail,
      field: 'email',
    });
  });

  it.each([
    ['name', 101, 'Name must be at most 100 characters.'],
    ['subject', 201, 'Subject must be at most 200 characters.'],
    ['message', 5001, 'Message must be at most 5000 characters.'],
  ])('refuses a %s of %p characters', (field, length, message) => {
    expect(validateContact({ ...OK, [field]: long(length) })).toEqual({
      ok: false,
      code: 'tooLong',
      message,
      field,
    });
  });

  it('accepts texts at their limits', () => {
    const r = validateContact({ ...OK, name: long(100), subject: long(200), message: long(5000) });
    expect(r.ok).toBe(true);
  });

  it('trims every field and lower-cases the e-mail', () => {
    expect(
      validateContact({
        name: ' Jane Doe ',
        email: ' Jane@Example.com ',
        subject: ' Hi ',
        message: ' Hello there ',
      }),
    ).toEqual({
      ok: true,
      value: { name: 'Jane Doe', email: 'jane@example.com', subject: 'Hi', message: 'Hello there' },
    });
  });
});

describe('validateClientProfile (registration and profile update)', () => {
  const OK = {
    first_name: 'Jane',
    last_name: 'Doe',
    email: 'Jane@Example.com',
    phone: '(301) 555-0123',
  };

  it.each([
    ['first name', { ...OK, first_name: '' }],
    ['last name', { ...OK, last_name: '  ' }],
    ['email', { ...OK, email: undefined }],
    ['phone', { ...OK, phone: null }],
  ])('missing %s -> MESSAGES.requiredFields', (_label, raw) => {
    expect(validateClientProfile(raw)).toEqual({
      ok: false,
      code: 'requiredFields',
      message: MESSAGES.requiredFields,
    });
  });

  it('refuses a malformed e-mail', () => {
    expect(validateClientProfile({ ...OK, email: 'jane.example.com' })).toEqual({
      ok: false,
      code: 'invalidEmail',
      message: MESSAGES.invalidEmail,
      field: 'email',
    });
  });

  it('refuses a phone that is not a number', () => {
    expect(validateClientProfile({ ...OK, phone: '555' })).toEqual({
      ok: false,
      code: 'invalidPhone',
      message: MESSAGES.invalidPhone,
      field: 'phone',
    });
  });

  it.each([
    ['1990-02-30', {}],
    ['30/01/1990', {}],
    ['1899-12-31', {}],
    ['2026-03-03', { today: '2026-03-02' }],
  ])('refuses the date of birth %p (context %p)', (dob, context) => {
    expect(validateClientProfile({ ...OK, date_of_birth: dob }, context)).toEqual({
      ok: false,
      code: 'invalidDateOfBirth',
      message: MESSAGES.invalidDateOfBirth,
      field: 'date_of_birth',
    });
  });

  it.each([
    ['1900-01-01', {}],
    ['2026-03-02', { today: '2026-03-02' }],
    ['2030-01-01', {}],
  ])('accepts the date of birth %p (context %p)', (dob, context) => {
    const r = validateClientProfile({ ...OK, date_of_birth: dob }, context);
    expect(r).toMatchObject({ ok: true, value: { date_of_birth: dob } });
  });

  it('refuses an emergency phone that is not a number', () => {
    expect(validateClientProfile({ ...OK, emergency_contact_phone: 'mom' })).toEqual({
      ok: false,
      code: 'invalidEmergencyPhone',
      message: MESSAGES.invalidEmergencyPhone,
      field: 'emergency_contact_phone',
    });
  });

  it.each([
    ['first_name', 'First name must be at most 100 characters.'],
    ['last_name', 'Last name must be at most 100 characters.'],
    ['emergency_contact_name', 'Emergency contact name must be at most 100 characters.'],
  ])('refuses a %s over 100 characters', (field, message) => {
    expect(validateClientProfile({ ...OK, [field]: long(101) })).toEqual({
      ok: false,
      code: 'tooLong',
      message,
      field,
    });
  });

  it('normalises the required fields and nulls the empty optional ones', () => {
    expect(
      validateClientProfile({
        ...OK,
        date_of_birth: '',
        emergency_contact_name: '  ',
        emergency_contact_phone: '',
      }),
    ).toEqual({
      ok: true,
      value: {
        first_name: 'Jane',
        last_name: 'Doe',
        email: 'jane@example.com',
        phone: '3015550123',
        date_of_birth: null,
        emergency_contact_name: null,
        emergency_contact_phone: null,
      },
    });
  });

  it('keeps and normalises the optional fields when given', () => {
    expect(
      validateClientProfile(
        {
          first_name: ' Jane ',
          last_name: ' Doe ',
          email: 'JANE@example.com',
          phone: '+1 301 555 0123',
          date_of_birth: '1990-05-17',
          emergency_contact_name: ' John Doe ',
          emergency_contact_phone: '(240) 555-0199',
        },
        { today: '2026-03-02' },
      ),
    ).toEqual({
      ok: true,
      value: {
        first_name: 'Jane',
        last_name: 'Doe',
        email: 'jane@example.com',
        phone: '3015550123',
        date_of_birth: '1990-05-17',
        emergency_contact_name: 'John Doe',
        emergency_contact_phone: '2405550199',
      },
    });
  });
});

describe('validateClientLogin', () => {
  it.each([
    ['no e-mail', { phone: '3015550123' }],
    ['no phone', { email: 'jane@example.com' }],
    ['blank both', { email: ' ', phone: ' ' }],
  ])('%s -> asks for both', (_label, raw) => {
    expect(validateClientLogin(raw)).toEqual({
      ok: false,
      code: 'clientLoginRequired',
      message: MESSAGES.clientLoginRequired,
    });
  });

  it.each([
    ['a malformed e-mail', { email: 'jane', phone: '3015550123' }],
    ['a malformed phone', { email: 'jane@example.com', phone: '123' }],
  ])('%s answers like any wrong pair', (_label, raw) => {
    expect(validateClientLogin(raw)).toEqual({
      ok: false,
      code: 'clientLoginFailed',
      message: MESSAGES.clientLoginFailed,
    });
  });

  it('normalises e-mail and phone so any spelling finds the client', () => {
    expect(
      validateClientLogin({ email: ' Jane@Example.com ', phone: '+1 (301) 555-0123' }),
    ).toEqual({
      ok: true,
      value: { email: 'jane@example.com', phone: '3015550123' },
    });
  });
});

describe('validateAdminLogin', () => {
  it.each([
    ['no username', { password: 'secret' }],
    ['blank username', { username: '  ', password: 'secret' }],
    ['no password', { username: 'admin' }],
    ['empty password', { username: 'admin', password: '' }],
    ['a password that is not text', { username: 'admin', password: 12345 }],
  ])('%s -> asks for both', (_label, raw) => {
    expect(validateAdminLogin(raw)).toEqual({
      ok: false,
      code: 'adminLoginRequired',
      message: MESSAGES.adminLoginRequired,
    });
  });

  it.each([
    ['username', { username: long(101), password: 'secret' }],
    ['password', { username: 'admin', password: long(201) }],
  ])('an over-long %s answers MESSAGES.adminLoginFailed', (_label, raw) => {
    expect(validateAdminLogin(raw)).toEqual({
      ok: false,
      code: 'adminLoginFailed',
      message: MESSAGES.adminLoginFailed,
    });
  });

  it('trims the username but keeps the password exactly as typed', () => {
    expect(validateAdminLogin({ username: ' admin ', password: ' s3cret ' })).toEqual({
      ok: true,
      value: { username: 'admin', password: ' s3cret ' },
    });
  });

  it('accepts a username and password at their limits', () => {
    expect(validateAdminLogin({ username: long(100), password: long(200) }).ok).toBe(true);
  });
});

describe('validateBooking', () => {
  /** Monday 2026-03-02, 09:00 in New York. */
  const NOW = new Date('2026-03-02T14:00:00Z');
  const ctx = { now: NOW };
  const BASE: Raw<BookingRequest> = {
    first_name: 'Jane',
    last_name: 'Doe',
    email: 'Jane.Doe@Example.com',
    phone: '(301) 555-0123',
    services: ['classic-european-facial'],
    add_ons: ['led-light-therapy'],
    preferred_date: '2026-03-10',
    preferred_time: '10:00',
    service_location: 'clinic',
    notes: '',
    add_to_calendar: false,
    client_calendar_email: '',
    mobile_address: '',
    group_size: 1,
    company_name: '',
    total_price: 0,
    total_duration: 0,
    package_id: '',
    is_package_booking: false,
  };
  const MOBILE = {
    ...BASE,
    service_location: 'mobile',
    services: ['mobile-express-facial'],
    add_ons: [],
    mobile_address: '12 Oak St, Bethesda, MD',
  };
  const CORPORATE = {
    ...BASE,
    service_location: 'corporate',
    services: ['corporate-wellness-day'],
    add_ons: [],
    company_name: 'Acme Corp',
    mobile_address: '1 Corporate Plaza, Baltimore, MD',
    group_size: 3,
  };
  const PACKAGE = {
    ...BASE,
    is_package_booking: true,
    package_id: 'facial-trio',
    services: ['classic-european-facial', 'signature-glow-facial'],
    add_ons: [],
  };

  it('accepts a clinic booking and computes its price and times from the catalog', () => {
    expect(validateBooking(BASE, ctx)).toEqual({
      ok: true,
      value: {
        firstName: 'Jane',
        lastName: 'Doe',
        email: 'jane.doe@example.com',
        phone: '3015550123',
        location: 'clinic',
        serviceIds: ['classic-european-facial'],
        addOnIds: ['led-light-therapy'],
        packageId: null,
        groupSize: 1,
        date: '2026-03-10',
        time: '10:00',
        notes: null,
        serviceAddress: null,
        companyName: null,
        addToCalendar: false,
        calendarEmail: null,
        price: expect.objectContaining({
          subtotalCents: 11000,
          serviceChargeCents: 0,
          totalCents: 11000,
          depositCents: 2750,
          durationMinutes: 75,
        }),
        // 2026-03-10 is after the spring change: 10:00 EDT is 14:00Z.
        startsAt: new Date('2026-03-10T14:00:00Z'),
        endsAt: new Date('2026-03-10T15:15:00Z'),
      },
    });
  });

  it('ignores the client total_price and total_duration', () => {
    const r = validateBooking({ ...BASE, total_price: 1, total_duration: 5 }, ctx);
    expect(r).toMatchObject({
      ok: true,
      value: {
        price: { totalCents: 11000, depositCents: 2750, durationMinutes: 75 },
        endsAt: new Date('2026-03-10T15:15:00Z'),
      },
    });
  });

  it('places a Saturday before the spring change in EST', () => {
    const r = validateBooking({ ...BASE, preferred_date: '2026-03-07' }, ctx);
    expect(r).toMatchObject({ ok: true, value: { startsAt: new Date('2026-03-07T15:00:00Z') } });
  });

  it('accepts a mobile booking with its address, travel fee and service charge', () => {
    expect(validateBooking(MOBILE, ctx)).toMatchObject({
      ok: true,
      value: {
        location: 'mobile',
        serviceAddress: '12 Oak St, Bethesda, MD',
        companyName: null,
        price: {
          travelFeeCents: 2500,
          serviceChargeCents: 2610,
          totalCents: 17110,
          depositCents: 4278,
        },
      },
    });
  });

  it('accepts a corporate booking, charging the minimum persons', () => {
    expect(validateBooking(CORPORATE, ctx)).toMatchObject({
      ok: true,
      value: {
        location: 'corporate',
        companyName: 'Acme Corp',
        serviceAddress: '1 Corporate Plaza, Baltimore, MD',
        groupSize: 3,
        price: {
          servicesCents: 75000,
          totalCents: 88500,
          depositCents: 22125,
          durationMinutes: 240,
        },
        endsAt: new Date('2026-03-10T18:00:00Z'),
      },
    });
  });

  it('accepts a package booking priced at the package budget', () => {
    expect(validateBooking(PACKAGE, ctx)).toMatchObject({
      ok: true,
      value: {
        packageId: 'facial-trio',
        serviceIds: ['classic-european-facial', 'signature-glow-facial'],
        price: {
          servicesCents: 24000,
          serviceChargeCents: 4320,
          totalCents: 28320,
          depositCents: 7080,
          durationMinutes: 135,
        },
      },
    });
  });

  it('takes a package id without is_package_booking as a package booking', () => {
    const r = validateBooking({ ...PACKAGE, is_package_booking: false }, ctx);
    expect(r).toMatchObject({ ok: true, value: { packageId: 'facial-trio' } });
  });

  it('takes only the boolean true as is_package_booking', () => {
    const r = validateBooking({ ...BASE, is_package_booking: 'true' }, ctx);
    expect(r).toMatchObject({ ok: true, value: { packageId: null } });
  });

  it('drops the address of a clinic booking and the company of a mobile one', () => {
    expect(
      validateBooking({ ...BASE, mobile_address: '1 Main St', company_name: 'Acme' }, ctx),
    ).toMatchObject({
      ok: true,
      value: { serviceAddress: null, companyName: null },
    });
    expect(validateBooking({ ...MOBILE, company_name: 'Acme' }, ctx)).toMatchObject({
      ok: true,
      value: { companyName: null },
    });
  });

  it.each([
    [{ service_location: '' }, 'clinic'],
    [{ service_location: undefined }, 'clinic'],
    [{ group_size: undefined }, 1],
    [{ group_size: null }, 1],
    [{ group_size: '' }, 1],
    [{ group_size: '3' }, 3],
    [{ group_size: ' 50 ' }, 50],
    [{ add_ons: null }, []],
    [{ add_ons: undefined }, []],
  ])('defaults and reads %p', (patch, expected) => {
    const r = validateBooking({ ...BASE, ...patch }, ctx);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const key = Object.keys(patch)[0];
    const actual =
      key === 'service_location'
        ? r.value.location
        : key === 'group_size'
          ? r.value.groupSize
          : r.value.addOnIds;
    expect(actual).toEqual(expected);
  });

  it('keeps trimmed notes', () => {
    const r = validateBooking({ ...BASE, notes: '  Unscented products, please  ' }, ctx);
    expect(r).toMatchObject({ ok: true, value: { notes: 'Unscented products, please' } });
  });

  it.each([
    [{ add_to_calendar: true }, 'jane.doe@example.com'],
    [{ add_to_calendar: true, client_calendar_email: ' Cal@Example.com ' }, 'cal@example.com'],
    [{ add_to_calendar: false, client_calendar_email: 'not-an-email' }, null],
    [{ add_to_calendar: 'yes', client_calendar_email: 'not-an-email' }, null],
  ])('calendar %p -> %p', (patch, calendarEmail) => {
    const r = validateBooking({ ...BASE, ...patch }, ctx);
    expect(r).toMatchObject({
      ok: true,
      value: { calendarEmail, addToCalendar: patch.add_to_calendar === true },
    });
  });

  it('judges "today" in the business zone, or the zone it is given', () => {
    // 22:00 on Tuesday 2026-03-10 in New York, already Wednesday in UTC.
    const now = new Date('2026-03-11T02:00:00Z');
    const raw = { ...BASE, preferred_time: '17:00' };
    expect(validateBooking(raw, { now })).toEqual({
      ok: false,
      code: 'timeInPast',
      message: MESSAGES.timeInPast,
      field: 'preferred_time',
    });
    expect(validateBooking(raw, { now, timeZone: 'UTC' })).toEqual({
      ok: false,
      code: 'dateInPast',
      message: MESSAGES.dateInPast,
      field: 'preferred_date',
    });
  });

  // Each row is one problem on an otherwise valid booking, with the exact answer.
  it.each([
    // Required contact fields
    [
      'first name missing',
      BASE,
      { first_name: undefined },
      says('bookingRequiredFields'),
      undefined,
    ],
    ['last name blank', BASE, { last_name: '   ' }, says('bookingRequiredFields'), undefined],
    ['email empty', BASE, { email: '' }, says('bookingRequiredFields'), undefined],
    ['phone null', BASE, { phone: null }, says('bookingRequiredFields'), undefined],
    [
      'first name not text',
      BASE,
      { first_name: { a: 1 } },
      says('bookingRequiredFields'),
      undefined,
    ],
    // Services and packages
    ['services empty', BASE, { services: [] }, says('selectService'), 'services'],
    ['services missing', BASE, { services: undefined }, says('selectService'), 'services'],
    ['services null', BASE, { services: null }, says('selectService'), 'services'],
    ['services a string', BASE, { services: 'x' }, says('unknownService'), 'services'],
    [
      'services an object',
      BASE,
      { services: { id: 'back-facial' } },
      says('unknownService'),
      'services',
    ],
    [
      'services with an empty id',
      BASE,
      { services: ['back-facial', ''] },
      says('unknownService'),
      'services',
    ],
    ['services with a number', BASE, { services: [7] }, says('unknownService'), 'services'],
    ['an unknown service', BASE, { services: ['gold-facial'] }, says('unknownService'), 'services'],
    [
      'a service twice',
      BASE,
      { services: ['back-facial', 'back-facial'] },
      says('duplicateService'),
      'services',
    ],
    [
      'a mobile service at the clinic',
      BASE,
      { services: ['mobile-express-facial'] },
      says('serviceNotAtLocation'),
      'services',
    ],
    [
      'a clinic service on a mobile booking',
      MOBILE,
      { services: ['back-facial'] },
      says('serviceNotAtLocation'),
      'services',
    ],
    [
      'package mode without a package',
      BASE,
      { is_package_booking: true },
      says('selectPackage'),
      'package_id',
    ],
    [
      'package without services',
      PACKAGE,
      { services: [] },
      says('selectPackageService'),
      'services',
    ],
    [
      'an unknown package',
      PACKAGE,
      { package_id: 'platinum' },
      says('unknownPackage'),
      'package_id',
    ],
    [
      'a service outside the package',
      PACKAGE,
      { services: ['eyebrow-wax'] },
      says('serviceNotInPackage'),
      'services',
    ],
    ['add-ons a string', BASE, { add_ons: 'led-light-therapy' }, says('unknownAddOn'), 'add_ons'],
    ['an unknown add-on', BASE, { add_ons: ['gold-leaf'] }, says('unknownAddOn'), 'add_ons'],
    [
      'an add-on twice',
      BASE,
      { add_ons: ['extractions', 'extractions'] },
      says('unknownAddOn'),
      'add_ons',
    ],
    // Date and time
    ['date missing', BASE, { preferred_date: undefined }, says('selectDate'), 'preferred_date'],
    ['date blank', BASE, { preferred_date: ' ' }, says('selectDate'), 'preferred_date'],
    [
      'date not a date',
      BASE,
      { preferred_date: '03/10/2026' },
      says('invalidDate'),
      'preferred_date',
    ],
    [
      'date impossible',
      BASE,
      { preferred_date: '2026-02-30' },
      says('invalidDate'),
      'preferred_date',
    ],
    [
      'date yesterday',
      BASE,
      { preferred_date: '2026-03-01' },
      says('dateInPast'),
      'preferred_date',
    ],
    ['time missing', BASE, { preferred_time: undefined }, says('selectTime'), 'preferred_time'],
    ['time empty', BASE, { preferred_time: '' }, says('selectTime'), 'preferred_time'],
    ['time malformed', BASE, { preferred_time: '9:00' }, says('invalidTime'), 'preferred_time'],
    ['time off the grid', BASE, { preferred_time: '09:30' }, says('offGridTime'), 'preferred_time'],
    ['a Sunday', BASE, { preferred_date: '2026-03-08' }, says('closedDay'), 'preferred_time'],
    [
      'today, already past',
      BASE,
      { preferred_date: '2026-03-02', preferred_time: '09:00' },
      says('timeInPast'),
      'preferred_time',
    ],
    [
      'Saturday 17:00',
      BASE,
      { preferred_date: '2026-03-07', preferred_time: '17:00' },
      says('afterClosing'),
      'preferred_time',
    ],
    [
      'past closing once add-ons count',
      BASE,
      { services: ['full-body-wax'], preferred_time: '17:00' },
      says('afterClosing'),
      'preferred_time',
    ],
    // Location, address, company, group size
    [
      'an unknown location',
      BASE,
      { service_location: 'spa' },
      says('invalidLocation'),
      'service_location',
    ],
    [
      'mobile without address',
      MOBILE,
      { mobile_address: '' },
      says('mobileAddressRequired'),
      'mobile_address',
    ],
    [
      'mobile with a blank address',
      MOBILE,
      { mobile_address: '   ' },
      says('mobileAddressRequired'),
      'mobile_address',
    ],
    [
      'corporate without company',
      CORPORATE,
      { company_name: '' },
      says('corporateCompanyRequired'),
      'company_name',
    ],
    [
      'corporate without address',
      CORPORATE,
      { mobile_address: undefined },
      says('corporateAddressRequired'),
      'mobile_address',
    ],
    [
      'corporate without participants',
      CORPORATE,
      { group_size: undefined },
      says('corporateParticipantsRequired'),
      'group_size',
    ],
    [
      'corporate with empty participants',
      CORPORATE,
      { group_size: '' },
      says('corporateParticipantsRequired'),
      'group_size',
    ],
    [
      'corporate with 0 participants',
      CORPORATE,
      { group_size: 0 },
      says('corporateParticipantsRequired'),
      'group_size',
    ],
    [
      'corporate with -4 participants',
      CORPORATE,
      { group_size: -4 },
      says('corporateParticipantsRequired'),
      'group_size',
    ],
    [
      'corporate with "abc" participants',
      CORPORATE,
      { group_size: 'abc' },
      says('groupSizeRange'),
      'group_size',
    ],
    [
      'corporate with 51 participants',
      CORPORATE,
      { group_size: 51 },
      says('groupSizeRange'),
      'group_size',
    ],
    ['group size "abc"', BASE, { group_size: 'abc' }, says('groupSizeRange'), 'group_size'],
    ['group size 0', BASE, { group_size: 0 }, says('groupSizeRange'), 'group_size'],
    ['group size -1', BASE, { group_size: -1 }, says('groupSizeRange'), 'group_size'],
    ['group size 51', BASE, { group_size: 51 }, says('groupSizeRange'), 'group_size'],
    [
      'group size given as an object',
      BASE,
      { group_size: {} },
      says('groupSizeRange'),
      'group_size',
    ],
    [
      'group size given as a boolean',
      BASE,
      { group_size: true },
      says('groupSizeRange'),
      'group_size',
    ],
    ['group size 2.5', BASE, { group_size: 2.5 }, says('groupSizeRange'), 'group_size'],
    ['group size "2.5"', BASE, { group_size: '2.5' }, says('groupSizeRange'), 'group_size'],
    // Formats and lengths
    ['a malformed email', BASE, { email: 'jane@' }, says('invalidEmail'), 'email'],
    ['a phone that is not a number', BASE, { phone: 'call me' }, says('invalidPhone'), 'phone'],
    ['a phone too short', BASE, { phone: '555-0123' }, says('invalidPhone'), 'phone'],
    [
      'a malformed calendar email',
      BASE,
      { add_to_calendar: true, client_calendar_email: 'nope' },
      says('invalidCalendarEmail'),
      'client_calendar_email',
    ],
    [
      'first name too long',
      BASE,
      { first_name: long(101) },
      saysTooLong('First name must be at most 100 characters.'),
      'first_name',
    ],
    [
      'last name too long',
      BASE,
      { last_name: long(101) },
      saysTooLong('Last name must be at most 100 characters.'),
      'last_name',
    ],
    [
      'notes too long',
      BASE,
      { notes: long(2001) },
      saysTooLong('Notes must be at most 2000 characters.'),
      'notes',
    ],
    [
      'address too long',
      MOBILE,
      { mobile_address: long(301) },
      saysTooLong('Service address must be at most 300 characters.'),
      'mobile_address',
    ],
    [
      'company too long',
      CORPORATE,
      { company_name: long(201) },
      saysTooLong('Company name must be at most 200 characters.'),
      'company_name',
    ],
  ] as [string, Raw<BookingRequest>, Raw<BookingRequest>, Said, string | undefined][])(
    '%s',
    (_label, base, patch, said, field) => {
      expect(validateBooking({ ...base, ...patch }, ctx)).toEqual({ ok: false, ...said, field });
    },
  );

  describe('reports problems in the order of the booking form', () => {
    // Start with everything wrong, then fix one problem at a time: each step shows the next problem.
    const STEPS: [Raw<BookingRequest>, Said, string | undefined][] = [
      [{}, says('bookingRequiredFields'), undefined],
      [{ first_name: 'Jane', last_name: 'Doe' }, says('selectPackage'), 'package_id'],
      [{ package_id: 'platinum' }, says('selectPackageService'), 'services'],
      [{ services: ['back-facial', 'back-facial'] }, says('selectDate'), 'preferred_date'],
      [{ preferred_date: '2026-02-30' }, says('invalidDate'), 'preferred_date'],
      [{ preferred_date: '2026-03-01' }, says('dateInPast'), 'preferred_date'],
      [{ preferred_date: '2026-03-08' }, says('selectTime'), 'preferred_time'],
      [{ preferred_time: '09:30' }, says('corporateCompanyRequired'), 'company_name'],
      [{ company_name: 'Acme' }, says('corporateAddressRequired'), 'mobile_address'],
      [{ mobile_address: '1 Main St' }, says('corporateParticipantsRequired'), 'group_size'],
      [{ group_size: 'abc' }, says('groupSizeRange'), 'group_size'],
      [{ group_size: 3 }, says('invalidEmail'), 'email'],
      [{ email: 'jane@example.com' }, says('invalidPhone'), 'phone'],
      [{ phone: '3015550123' }, says('invalidCalendarEmail'), 'client_calendar_email'],
      [
        { client_calendar_email: '' },
        saysTooLong('Notes must be at most 2000 characters.'),
        'notes',
      ],
      [{ notes: '' }, says('unknownPackage'), 'package_id'],
      [{ package_id: 'facial-trio' }, says('duplicateService'), 'services'],
      [{ services: ['back-facial'] }, says('serviceNotInPackage'), 'services'],
      [{ services: ['classic-european-facial'] }, says('serviceNotAtLocation'), 'services'],
      [{ service_location: 'clinic' }, says('unknownAddOn'), 'add_ons'],
      [{ add_ons: [] }, says('closedDay'), 'preferred_time'],
      [{ preferred_date: '2026-03-07' }, says('offGridTime'), 'preferred_time'],
      [{ preferred_time: '17:00' }, says('afterClosing'), 'preferred_time'],
    ];
    const ALL_WRONG: Raw<BookingRequest> = {
      first_name: '',
      last_name: '',
      email: 'not-an-email',
      phone: 'call me',
      services: [],
      preferred_date: '',
      preferred_time: '',
      service_location: 'corporate',
      company_name: '',
      mobile_address: '',
      group_size: '',
      is_package_booking: true,
      package_id: '',
      add_ons: ['gold-leaf'],
      add_to_calendar: true,
      client_calendar_email: 'nope',
      notes: long(2001),
      total_price: -1,
      total_duration: -1,
    };
    let raw = ALL_WRONG;
    const rows = STEPS.map(([fix, said, field], i) => {
      raw = { ...raw, ...fix };
      return [i + 1, said.code, said, raw, field] as const;
    });

    it.each(rows)('step %p: %s', (_step, _code, said, stepRaw, field) => {
      expect(validateBooking(stepRaw, ctx)).toEqual({ ok: false, ...said, field });
    });

    it('and, once everything is fixed, accepts the booking', () => {
      const fixed = { ...raw, preferred_time: '10:00' };
      expect(validateBooking(fixed, ctx)).toMatchObject({
        ok: true,
        value: {
          location: 'clinic',
          packageId: 'facial-trio',
          groupSize: 3,
          serviceAddress: null,
          companyName: null,
          calendarEmail: 'jane@example.com',
          // Package budget 24000 + 18% (package, group of 3) = 28320; deposit 7080.
          price: { totalCents: 28320, depositCents: 7080, durationMinutes: 60 },
          startsAt: new Date('2026-03-07T15:00:00Z'),
        },
      });
    });
  });
});

describe('validateConsultation', () => {
  it('accepts an empty form: every field is optional', () => {
    expect(validateConsultation({})).toEqual({
      ok: true,
      value: {
        skin_type: null,
        skin_concerns: [],
        current_skincare_routine: null,
        products_currently_using: [],
        previous_treatments: [],
        allergies: [],
        medications: [],
        medical_conditions: [],
        pregnant_or_nursing: false,
        skin_goals: [],
        treatment_preferences: [],
        budget_range: null,
        sun_exposure: null,
        smoking_status: null,
        alcohol_consumption: null,
      },
    });
  });

  it('accepts a full form, splitting comma lists and dropping empties', () => {
    expect(
      validateConsultation({
        skin_type: 'Combination',
        skin_concerns: ['Acne', 'Redness', 'Acne'],
        current_skincare_routine: '  Cleanser, moisturiser  ',
        products_currently_using: 'CeraVe cleanser, SPF 50',
        previous_treatments: ['Chemical peel'],
        allergies: 'peanuts, , latex ',
        medications: 'Accutane,,',
        medical_conditions: '',
        pregnant_or_nursing: true,
        skin_goals: 'Clear skin, glow',
        treatment_preferences: 'Facials, LED light therapy',
        budget_range: '$75-$125',
        sun_exposure: 'Moderate',
        smoking_status: 'Never',
        alcohol_consumption: 'Occasional',
      }),
    ).toEqual({
      ok: true,
      value: {
        skin_type: 'Combination',
        skin_concerns: ['Acne', 'Redness'],
        current_skincare_routine: 'Cleanser, moisturiser',
        products_currently_using: ['CeraVe cleanser', 'SPF 50'],
        previous_treatments: ['Chemical peel'],
        allergies: ['peanuts', 'latex'],
        medications: ['Accutane'],
        medical_conditions: [],
        pregnant_or_nursing: true,
        skin_goals: ['Clear skin', 'glow'],
        treatment_preferences: ['Facials', 'LED light therapy'],
        budget_range: '$75-$125',
        sun_exposure: 'Moderate',
        smoking_status: 'Never',
        alcohol_consumption: 'Occasional',
      },
    });
  });

  it.each([
    ['skin_type', 'oily', 'Please choose a valid option for skin type.'],
    ['budget_range', '$1000', 'Please choose a valid option for budget range.'],
    ['sun_exposure', 'Extreme', 'Please choose a valid option for sun exposure.'],
    ['smoking_status', 'Sometimes', 'Please choose a valid option for smoking status.'],
    ['alcohol_consumption', 'Daily', 'Please choose a valid option for alcohol consumption.'],
    ['skin_concerns', ['Acne', 'Freckles'], 'Please choose a valid option for skin concerns.'],
    ['treatment_preferences', 'Botox', 'Please choose a valid option for treatment preferences.'],
  ])('refuses %s = %p', (field, value, message) => {
    expect(validateConsultation({ [field]: value })).toEqual({
      ok: false,
      code: 'invalidOption',
      message,
      field,
    });
  });

  it.each([
    ['allergies', 'Allergies'],
    ['medications', 'Medications'],
    ['skin_goals', 'Skin goals'],
    ['products_currently_using', 'Products currently using'],
  ])('refuses more than 50 %s', (field, label) => {
    const items = Array.from({ length: 51 }, (_, i) => `item ${i}`).join(', ');
    expect(validateConsultation({ [field]: items })).toEqual({
      ok: false,
      code: 'tooManyItems',
      message: `${label} can have at most 50 entries.`,
      field,
    });
  });

  it('accepts exactly 50 entries of 200 characters', () => {
    const items = Array.from({ length: 50 }, () => long(200));
    expect(validateConsultation({ allergies: items }).ok).toBe(true);
  });

  it.each([
    ['previous_treatments', 'Previous treatments must be at most 200 characters.'],
    ['medical_conditions', 'Medical conditions must be at most 200 characters.'],
  ])('refuses a %s entry over 200 characters', (field, message) => {
    expect(validateConsultation({ [field]: ['ok', long(201)] })).toEqual({
      ok: false,
      code: 'tooLong',
      message,
      field,
    });
  });

  it('refuses a skincare routine over 2000 characters', () => {
    expect(validateConsultation({ current_skincare_routine: long(2001) })).toEqual({
      ok: false,
      code: 'tooLong',
      message: 'Current skincare routine must be at most 2000 characters.',
      field: 'current_skincare_routine',
    });
  });

  it.each([['true'], [1], ['yes']])(
    'reads pregnant_or_nursing %p as false: only true is true',
    (value) => {
      const r = validateConsultation({ pregnant_or_nursing: value });
      expect(r).toMatchObject({ ok: true, value: { pregnant_or_nursing: false } });
    },
  );
});

describe('validateCorporateInquiry', () => {
  const OK = {
    companyName: 'Acme Corp',
    contactName: 'Pat Lee',
    email: 'Pat@Acme.com',
    phone: '(410) 555-0100',
  };
  /** 2 March 2026, 9:00 in Maryland. */
  const CTX = { now: new Date('2026-03-02T14:00:00Z') };

  it.each([
    ['companyName', { ...OK, companyName: '' }],
    ['contactName', { ...OK, contactName: '  ' }],
    ['email', { ...OK, email: undefined }],
    ['phone', { ...OK, phone: null }],
  ])('missing %s -> MESSAGES.requiredFields', (_label, raw) => {
    expect(validateCorporateInquiry(raw, CTX)).toEqual({
      ok: false,
      code: 'requiredFields',
      message: MESSAGES.requiredFields,
    });
  });

  it('accepts the required fields alone, with the defaults', () => {
    expect(validateCorporateInquiry(OK, CTX)).toEqual({
      ok: true,
      value: {
        companyName: 'Acme Corp',
        contactName: 'Pat Lee',
        email: 'pat@acme.com',
        phone: '4105550100',
        eventType: null,
        groupSize: null,
        preferredDate: null,
        eventDuration: null,
        specialRequirements: null,
        packageType: 'custom',
        selectedPackage: null,
      },
    });
  });

  it('keeps the catalog copy of the selected package, never the client one', () => {
    const r = validateCorporateInquiry(
      {
        ...OK,
        eventType: 'team_building',
        groupSize: 12,
        preferredDate: '2026-04-15',
        eventDuration: ' 3 hours ',
        specialRequirements: ' Fragrance-free, please ',
        packageType: 'custom',
        selectedPackage: { id: 'team_building', priceRange: '$1 per person', minGuests: 1 },
        submissionType: 'corporate_booking_inquiry',
        submittedAt: '2026-03-02T14:00:00.000Z',
      },
      CTX,
    );
    expect(r).toEqual({
      ok: true,
      value: {
        companyName: 'Acme Corp',
        contactName: 'Pat Lee',
        email: 'pat@acme.com',
        phone: '4105550100',
        eventType: 'team_building',
        groupSize: 12,
        preferredDate: '2026-04-15',
        eventDuration: '3 hours',
        specialRequirements: 'Fragrance-free, please',
        packageType: 'team_building',
        selectedPackage: CORPORATE_PACKAGES[0],
      },
    });
    if (r.ok) expect(r.value.selectedPackage?.priceRange).toBe('$75-95 per person');
  });

  it.each([
    'team_building',
    'staff_appreciation',
    'corporate_wellness',
    'executive_retreat',
    'client_event',
    'holiday_party',
    'other',
  ])('accepts the event type %s', (eventType) => {
    expect(validateCorporateInquiry({ ...OK, eventType }, CTX)).toMatchObject({
      ok: true,
      value: { eventType },
    });
  });

  it.each([
    ['', null],
    [undefined, null],
    [null, null],
    [1, 1],
    ['12', 12],
    [1000, 1000],
  ])('reads groupSize %p as %p (no upper bound)', (groupSize, expected) => {
    expect(validateCorporateInquiry({ ...OK, groupSize }, CTX)).toMatchObject({
      ok: true,
      value: { groupSize: expected },
    });
  });

  it.each([
    ['packageType given', { packageType: 'executive_retreat' }, 'executive_retreat'],
    ['packageType empty', { packageType: '' }, 'custom'],
    [
      'selectedPackage wins',
      { packageType: 'custom', selectedPackage: { id: 'staff_appreciation' } },
      'staff_appreciation',
    ],
    ['selectedPackage null', { selectedPackage: null }, 'custom'],
  ])('%s -> packageType %p', (_label, patch, packageType) => {
    expect(validateCorporateInquiry({ ...OK, ...patch }, CTX)).toMatchObject({
      ok: true,
      value: { packageType },
    });
  });

  it.each([
    ['a malformed email', { email: 'pat@acme' }, says('invalidEmail'), 'email'],
    ['a malformed phone', { phone: '12' }, says('invalidPhone'), 'phone'],
    ['an unknown event type', { eventType: 'wedding' }, says('invalidEventType'), 'eventType'],
    ['group size 0', { groupSize: 0 }, says('invalidGroupSize'), 'groupSize'],
    ['group size -5', { groupSize: -5 }, says('invalidGroupSize'), 'groupSize'],
    ['group size 12.5', { groupSize: 12.5 }, says('invalidGroupSize'), 'groupSize'],
    ['group size given as an object', { groupSize: {} }, says('invalidGroupSize'), 'groupSize'],
    ['group size "abc"', { groupSize: 'abc' }, says('invalidGroupSize'), 'groupSize'],
    [
      'an impossible date',
      { preferredDate: '2026-02-30' },
      says('invalidPreferredDate'),
      'preferredDate',
    ],
    [
      'a date in another format',
      { preferredDate: 'next Friday' },
      says('invalidPreferredDate'),
      'preferredDate',
    ],
    [
      'an unknown selected package',
      { selectedPackage: { id: 'gold' } },
      says('unknownCorporatePackage'),
      'selectedPackage',
    ],
    [
      'a selected package without id',
      { selectedPackage: {} },
      says('unknownCorporatePackage'),
      'selectedPackage',
    ],
    [
      'a selected package as text',
      { selectedPackage: 'team_building' },
      says('unknownCorporatePackage'),
      'selectedPackage',
    ],
    [
      'an unknown packageType',
      { packageType: 'gold' },
      says('unknownCorporatePackage'),
      'packageType',
    ],
    [
      'company name too long',
      { companyName: long(201) },
      saysTooLong('Company name must be at most 200 characters.'),
      'companyName',
    ],
    [
      'contact name too long',
      { contactName: long(101) },
      saysTooLong('Contact name must be at most 100 characters.'),
      'contactName',
    ],
    [
      'event duration too long',
      { eventDuration: long(101) },
      saysTooLong('Event duration must be at most 100 characters.'),
      'eventDuration',
    ],
    [
      'special requirements too long',
      { specialRequirements: long(5001) },
      saysTooLong('Special requirements must be at most 5000 characters.'),
      'specialRequirements',
    ],
  ])('refuses %s', (_label, patch, said, field) => {
    expect(validateCorporateInquiry({ ...OK, ...patch }, CTX)).toEqual({
      ok: false,
      ...said,
      field,
    });
  });
});

describe('validateCorporateInquiry: the preferred date is today or later in Maryland', () => {
  const OK = {
    companyName: 'Acme Corp',
    contactName: 'Pat Lee',
    email: 'pat@acme.com',
    phone: '(410) 555-0100',
  };
  const PAST = {
    ok: false,
    code: 'preferredDateInPast',
    message: MESSAGES.preferredDateInPast,
    field: 'preferredDate',
  };
  const at = (iso: string, preferredDate: string, timeZone?: string) =>
    validateCorporateInquiry({ ...OK, preferredDate }, { now: new Date(iso), timeZone });

  it('accepts today and refuses yesterday', () => {
    // 2 March 2026, 9:00 in Maryland.
    expect(at('2026-03-02T14:00:00Z', '2026-03-02')).toMatchObject({
      ok: true,
      value: { preferredDate: '2026-03-02' },
    });
    expect(at('2026-03-02T14:00:00Z', '2026-03-03')).toMatchObject({ ok: true });
    expect(at('2026-03-02T14:00:00Z', '2026-03-01')).toEqual(PAST);
    expect(at('2026-03-02T14:00:00Z', '2025-12-31')).toEqual(PAST);
  });

  it("uses Maryland's date around midnight, not the server's (UTC)", () => {
    // 23:30 on 2 March in Maryland is already 3 March in UTC: 2 March is still today.
    expect(at('2026-03-03T04:30:00Z', '2026-03-02')).toMatchObject({ ok: true });
    expect(at('2026-03-03T04:30:00Z', '2026-03-01')).toEqual(PAST);
    // 00:30 on 3 March in Maryland: 2 March has passed.
    expect(at('2026-03-03T05:30:00Z', '2026-03-02')).toEqual(PAST);
    expect(at('2026-03-03T05:30:00Z', '2026-03-03')).toMatchObject({ ok: true });
    // Summer time (UTC-4): 23:59 on 1 July in Maryland.
    expect(at('2026-07-02T03:59:00Z', '2026-07-01')).toMatchObject({ ok: true });
    expect(at('2026-07-02T04:00:00Z', '2026-07-01')).toEqual(PAST);
  });

  it("follows the business's own time zone when it is another", () => {
    // 21:30 on 2 March in Los Angeles, 00:30 on 3 March in Maryland.
    expect(at('2026-03-03T05:30:00Z', '2026-03-02', 'America/Los_Angeles')).toMatchObject({
      ok: true,
    });
  });

  it('checks the format before the date', () => {
    expect(at('2026-03-02T14:00:00Z', '2020-02-30')).toEqual({
      ok: false,
      code: 'invalidPreferredDate',
      message: MESSAGES.invalidPreferredDate,
      field: 'preferredDate',
    });
  });

  it('asks nothing of an inquiry without a date', () => {
    expect(at('2026-03-02T14:00:00Z', '')).toMatchObject({
      ok: true,
      value: { preferredDate: null },
    });
  });
});

describe('corporateGroupSizeNote', () => {
  const wellness = { name: 'Corporate Wellness Day', minGuests: 12 };
  const NOTE =
    'Corporate Wellness Day is planned for at least 12 guests. You can still send your request: we will suggest what suits a smaller group.';

  it.each([
    [5, NOTE],
    ['11', NOTE],
    [1, NOTE],
    [12, null],
    ['40', null],
    ['', null],
    [undefined, null],
    [0, null],
    ['abc', null],
  ])('group of %p -> %p', (groupSize, note) => {
    expect(corporateGroupSizeNote(wellness, groupSize)).toBe(note);
  });

  it('says nothing without a package', () => {
    expect(corporateGroupSizeNote(null, 3)).toBeNull();
  });

  it('reads the minimum from the catalog package', () => {
    const executive = CORPORATE_PACKAGES.find((p) => p.id === 'executive_retreat')!;
    expect(corporateGroupSizeNote(executive, 5)).toBe(
      'Executive Retreat Package is planned for at least 6 guests. You can still send your request: we will suggest what suits a smaller group.',
    );
  });
});

describe('limits', () => {
  it('pins the length limits the messages quote', () => {
    expect(LIMITS).toMatchObject({
      name: 100,
      notes: 2000,
      address: 300,
      company: 200,
      listItem: 200,
      listItems: 50,
    });
  });
});
