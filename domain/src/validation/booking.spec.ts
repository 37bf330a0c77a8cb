import { MESSAGES } from '../messages';
import { BookingRequest, slotProblemCode, slotProblemMessage, validateBooking } from './booking';
import { FixedMessageCode, MessageCode, Raw } from './result';
import { fail } from './checks';
import { SEED_CATALOG } from '../catalog';

const long = (n: number) => 'x'.repeat(n);

/** What a failure says: its code and its message. */
type Said = { readonly code: MessageCode; readonly message: string };
/** The catalogue's fixed message under its code. */
const says = (code: FixedMessageCode): Said => ({ code, message: MESSAGES[code] });
/** A length failure, its sentence spelled out so the test pins the wording. */
const saysTooLong = (message: string): Said => ({ code: 'tooLong', message });

describe('slot problems', () => {
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

describe('validateBooking', () => {
  /** Monday 2026-03-02, 09:00 in New York. */
  const NOW = new Date('2026-03-02T14:00:00Z');
  const ctx = { catalog: SEED_CATALOG, now: NOW };
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
        // The facial's 10 minutes of cleanup after it (never shown nor charged).
        blockedUntil: new Date('2026-03-10T15:25:00Z'),
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
    expect(validateBooking(raw, { catalog: SEED_CATALOG, now })).toEqual(
      fail('timeInPast', 'preferred_time'),
    );
    expect(validateBooking(raw, { catalog: SEED_CATALOG, now, timeZone: 'UTC' })).toEqual(
      fail('dateInPast', 'preferred_date'),
    );
  });

  it.each([
    ["the horizon's last day, 12 months ahead", '2027-03-02', true],
    ['the day after it', '2027-03-03', false],
    ['2100-06-01', '2100-06-01', false],
    ['9999-12-31', '9999-12-31', false],
  ])('takes a date up to 12 months ahead: %s -> %p', (_label, date, ok) => {
    const result = validateBooking({ ...BASE, preferred_date: date }, ctx);
    if (ok) expect(result.ok).toBe(true);
    else
      expect(result).toEqual({
        ok: false,
        code: 'dateBeyondHorizon',
        message: 'We take bookings up to 12 months ahead. Please choose an earlier date.',
        field: 'preferred_date',
      });
  });

  it('takes the horizon the business sets', () => {
    const near = { ...ctx, horizonMonths: 1 };
    expect(validateBooking({ ...BASE, preferred_date: '2026-04-02' }, near).ok).toBe(true);
    expect(validateBooking({ ...BASE, preferred_date: '2026-04-03' }, near)).toEqual({
      ok: false,
      code: 'dateBeyondHorizon',
      message: MESSAGES.dateBeyondHorizon(1),
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
    ['time off the grid', BASE, { preferred_time: '09:10' }, says('offGridTime'), 'preferred_time'],
    ['a Sunday', BASE, { preferred_date: '2026-03-08' }, says('closedDay'), 'preferred_time'],
    [
      'today, already past',
      BASE,
      { preferred_date: '2026-03-02', preferred_time: '09:00' },
      says('timeInPast'),
      'preferred_time',
    ],
    [
      'Saturday 16:45 (closing at 17:00)',
      BASE,
      { preferred_date: '2026-03-07', preferred_time: '16:45' },
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
      [{ preferred_time: '09:10' }, says('corporateCompanyRequired'), 'company_name'],
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
      [{ preferred_time: '16:45' }, says('afterClosing'), 'preferred_time'],
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
