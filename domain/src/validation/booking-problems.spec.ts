import { BookingRequest, validateBooking } from './booking';
import { Raw } from './result';
import { BASE, ctx, MOBILE, PACKAGE, Said, says } from './booking.fixture';

describe('validateBooking', () => {
  // Each row is one problem on an otherwise valid booking, with the exact answer: contact fields,
  // services and packages, date and time.
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
  ] as [string, Raw<BookingRequest>, Raw<BookingRequest>, Said, string | undefined][])(
    '%s',
    (_label, base, patch, said, field) => {
      expect(validateBooking({ ...base, ...patch }, ctx)).toEqual({ ok: false, ...said, field });
    },
  );
});
