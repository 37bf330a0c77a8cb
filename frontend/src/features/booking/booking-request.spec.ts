import { MESSAGES, SEED_CATALOG } from '@esthetics/domain';
import { checkBookingForm, toBookingRequest } from './booking-request';
import { choosing, contact, facialAt10, NOW, run, text, TUESDAY } from './booking-actions.fixture';
import type { BookingAction } from './booking-form';

describe('the request', () => {
  it('sends the spec payload, with the package fields only in package mode', () => {
    const request = toBookingRequest(
      SEED_CATALOG,
      run(
        ...contact,
        { type: 'package', id: 'facial-trio' },
        { type: 'toggleService', id: 'anti-aging-facial' },
      ),
    );
    expect(request).toMatchObject({
      first_name: 'Maya',
      services: ['anti-aging-facial'],
      service_location: 'clinic',
      mobile_address: '',
      company_name: '',
      group_size: 1,
      package_id: 'facial-trio',
      is_package_booking: true,
      add_to_calendar: false,
      client_calendar_email: '',
    });
    expect(request.total_price).toBe(283.2); // $240 + 18%
  });

  it('leaves out an empty group size', () => {
    expect(
      toBookingRequest(SEED_CATALOG, run({ type: 'text', field: 'groupSize', value: '' }))
        .group_size,
    ).toBeUndefined();
  });
});

describe('checkBookingForm: every booking message, beside its field', () => {
  const corporateAt10 = choosing('corporate-executive-session', {
    location: 'corporate',
    date: TUESDAY,
    time: '10:00',
  });
  const cases: [string, BookingAction[], string, string][] = [
    [
      'no name',
      facialAt10.filter((a) => !(a.type === 'text' && a.field === 'firstName')),
      MESSAGES.bookingRequiredFields,
      'firstName',
    ],
    [
      'no phone',
      facialAt10.filter((a) => !(a.type === 'text' && a.field === 'phone')),
      MESSAGES.bookingRequiredFields,
      'phone',
    ],
    ['no service', contact, MESSAGES.selectService, 'services'],
    [
      'package mode without a package',
      [...contact, { type: 'mode', mode: 'package' }],
      MESSAGES.selectPackage,
      'package',
    ],
    [
      'a package without services',
      [...contact, { type: 'package', id: 'facial-trio' }],
      MESSAGES.selectPackageService,
      'services',
    ],
    ['no date', choosing('eyebrow-wax'), MESSAGES.selectDate, 'date'],
    ['a past date', choosing('eyebrow-wax', { date: '2026-11-20' }), MESSAGES.dateInPast, 'date'],
    ['no time', choosing('eyebrow-wax', { date: TUESDAY }), MESSAGES.selectTime, 'time'],
    [
      'a Sunday',
      choosing('eyebrow-wax', { date: '2026-11-29', time: '10:00' }),
      MESSAGES.closedDay,
      'time',
    ],
    [
      'corporate without a company',
      corporateAt10,
      MESSAGES.corporateCompanyRequired,
      'companyName',
    ],
    [
      'corporate without an address',
      [...corporateAt10, text('companyName', 'Acme')],
      MESSAGES.corporateAddressRequired,
      'address',
    ],
    [
      'corporate without participants',
      [
        ...corporateAt10,
        text('companyName', 'Acme'),
        text('address', '1 Main St'),
        text('groupSize', ''),
      ],
      MESSAGES.corporateParticipantsRequired,
      'groupSize',
    ],
    [
      'mobile without an address',
      choosing('mobile-express-facial', { location: 'mobile', date: TUESDAY, time: '10:00' }),
      MESSAGES.mobileAddressRequired,
      'address',
    ],
    [
      'a group of 51',
      [...facialAt10, text('groupSize', '51')],
      MESSAGES.groupSizeRange,
      'groupSize',
    ],
    [
      'a group of 2.5',
      [...facialAt10, text('groupSize', '2.5')],
      MESSAGES.groupSizeRange,
      'groupSize',
    ],
    ['a bad email', [...facialAt10, text('email', 'maya@')], MESSAGES.invalidEmail, 'email'],
    ['a bad phone', [...facialAt10, text('phone', '555')], MESSAGES.invalidPhone, 'phone'],
    [
      'a bad calendar email',
      [...facialAt10, { type: 'addToCalendar', value: true }, text('calendarEmail', 'nope')],
      MESSAGES.invalidCalendarEmail,
      'calendarEmail',
    ],
    [
      'a time that has passed',
      choosing('eyebrow-wax', { date: '2026-11-23', time: '09:00' }),
      MESSAGES.timeInPast,
      'time',
    ],
    [
      'services running past closing',
      choosing('full-body-wax', { date: '2026-11-28', time: '16:00' }),
      MESSAGES.afterClosing,
      'time',
    ],
  ];

  it.each(cases)('%s', (_label, actions, message, control) => {
    expect(checkBookingForm(SEED_CATALOG, run(...actions), NOW)).toEqual({ message, control });
  });

  it('passes a complete form', () => {
    expect(checkBookingForm(SEED_CATALOG, run(...facialAt10), NOW)).toBeNull();
  });
});
