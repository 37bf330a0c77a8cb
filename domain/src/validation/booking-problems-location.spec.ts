import { BookingRequest, validateBooking } from './booking';
import { Raw } from './result';
import { BASE, CORPORATE, ctx, long, MOBILE, Said, says, saysTooLong } from './booking.fixture';

describe('validateBooking', () => {
  // Each row is one problem on an otherwise valid booking, with the exact answer: location, address,
  // company, group size, formats and lengths.
  it.each([
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
