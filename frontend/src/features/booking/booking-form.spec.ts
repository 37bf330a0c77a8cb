import { MESSAGES, SEED_CATALOG, servicesAt, type ServiceLocation } from '@esthetics/domain';
import {
  bookingFormReducer,
  checkBookingForm,
  EMPTY_BOOKING_FORM,
  formFromQuery,
  selectableServices,
  summaryOf,
  toBookingRequest,
  type BookingAction,
  type BookingFormState,
  type BookingTextField,
} from './booking-form';

const run = (...actions: BookingAction[]): BookingFormState =>
  actions.reduce(bookingFormReducer, EMPTY_BOOKING_FORM);

// Monday 23 November 2026, 10:30 in Maryland.
const NOW = new Date('2026-11-23T15:30:00Z');
const TUESDAY = '2026-11-24';

const contact: BookingAction[] = [
  { type: 'text', field: 'firstName', value: 'Maya' },
  { type: 'text', field: 'lastName', value: 'Lee' },
  { type: 'text', field: 'email', value: 'maya@example.com' },
  { type: 'text', field: 'phone', value: '(301) 555-0123' },
];
const text = (field: BookingTextField, value: string): BookingAction => ({
  type: 'text',
  field,
  value,
});

/** The contact details, then `service` (at `location`), and the date and time when given. */
function choosing(
  service: string,
  { location, date, time }: { location?: ServiceLocation; date?: string; time?: string } = {},
): BookingAction[] {
  const actions: BookingAction[] = [...contact];
  if (location) actions.push({ type: 'location', location });
  actions.push({ type: 'toggleService', id: service });
  if (date) actions.push({ type: 'date', date });
  if (time) actions.push({ type: 'time', time });
  return actions;
}

const facialAt10 = choosing('classic-european-facial', { date: TUESDAY, time: '10:00' });

describe('the booking form modes (spec section 4)', () => {
  it('switching to package clears the chosen services and books at the clinic', () => {
    const s = run(
      { type: 'location', location: 'mobile' },
      { type: 'toggleService', id: 'mobile-express-facial' },
      { type: 'mode', mode: 'package' },
    );
    expect(s).toMatchObject({ mode: 'package', serviceIds: [], location: 'clinic' });
  });

  it('cancelling the package clears it and its services', () => {
    const s = run(
      { type: 'package', id: 'facial-trio' },
      { type: 'toggleService', id: 'anti-aging-facial' },
      { type: 'package', id: null },
    );
    expect(s).toMatchObject({ mode: 'package', packageId: null, serviceIds: [] });
    expect(selectableServices(s)).toEqual([]);
  });

  it('choosing another package clears the services chosen for the first', () => {
    const s = run(
      { type: 'package', id: 'facial-trio' },
      { type: 'toggleService', id: 'anti-aging-facial' },
      { type: 'package', id: 'bridal-prep' },
    );
    expect(s).toMatchObject({ packageId: 'bridal-prep', serviceIds: [] });
  });

  it('leaving package mode cancels the package', () => {
    const s = run(
      { type: 'package', id: 'facial-trio' },
      { type: 'toggleService', id: 'anti-aging-facial' },
      { type: 'mode', mode: 'services' },
    );
    expect(s).toMatchObject({ mode: 'services', packageId: null, serviceIds: [] });
  });

  it("limits package services to the package's allowed list (every clinic service for the deluxe)", () => {
    const trio = run({ type: 'package', id: 'facial-trio' });
    expect(selectableServices(trio).map((s) => s.id)).not.toContain('brazilian-wax');
    expect(
      run({ type: 'package', id: 'facial-trio' }, { type: 'toggleService', id: 'brazilian-wax' })
        .serviceIds,
    ).toEqual([]);
    const deluxe = run({ type: 'package', id: 'glow-up-deluxe' });
    expect(selectableServices(deluxe)).toEqual(servicesAt(SEED_CATALOG, 'clinic'));
  });

  it('filters the services by location and drops those not offered at the new one', () => {
    const s = run(
      { type: 'toggleService', id: 'classic-european-facial' },
      { type: 'location', location: 'corporate' },
    );
    expect(s.serviceIds).toEqual([]);
    expect(selectableServices(s).every((x) => x.location === 'corporate')).toBe(true);
    expect(run({ type: 'toggleService', id: 'corporate-wellness-day' }).serviceIds).toEqual([]);
  });

  it('a new date clears the chosen time; toggling a service twice removes it', () => {
    const s = run(...facialAt10, { type: 'date', date: '2026-11-25' });
    expect(s.time).toBe('');
    expect(
      run(
        { type: 'toggleService', id: 'eyebrow-wax' },
        { type: 'toggleService', id: 'eyebrow-wax' },
      ).serviceIds,
    ).toEqual([]);
  });

  it('prefills only the empty contact fields', () => {
    const s = run(
      { type: 'text', field: 'email', value: 'other@example.com' },
      {
        type: 'prefill',
        contact: {
          firstName: 'Maya',
          lastName: 'Lee',
          email: 'maya@example.com',
          phone: '3015550123',
        },
      },
    );
    expect(s).toMatchObject({ firstName: 'Maya', email: 'other@example.com', phone: '3015550123' });
  });
});

describe('links into the form', () => {
  it('?service= chooses that service at its location', () => {
    expect(formFromQuery(new URLSearchParams('service=mobile-bridal-preparation'))).toMatchObject({
      mode: 'services',
      location: 'mobile',
      serviceIds: ['mobile-bridal-preparation'],
    });
  });
  it('?package= chooses that package', () => {
    expect(formFromQuery(new URLSearchParams('package=waxing-maintenance'))).toMatchObject({
      mode: 'package',
      packageId: 'waxing-maintenance',
    });
  });
  it('ignores unknown ids', () => {
    expect(formFromQuery(new URLSearchParams('service=nope&package=none'))).toEqual(
      EMPTY_BOOKING_FORM,
    );
  });
});

describe('the summary and the request', () => {
  it('is empty until something priceable is chosen', () => {
    expect(summaryOf(EMPTY_BOOKING_FORM)).toBeNull();
    expect(summaryOf(run({ type: 'mode', mode: 'package' }))).toBeNull();
  });

  it('prices a clinic facial with an add-on: no service charge, 25% deposit', () => {
    const s = summaryOf(run(...facialAt10, { type: 'toggleAddOn', id: 'led-light-therapy' }));
    expect(s).toMatchObject({
      totalCents: 11000,
      depositCents: 2750,
      balanceCents: 8250,
      durationMinutes: 75,
    });
  });

  it('prices a group per person with the service charge', () => {
    const s = summaryOf(
      run(
        { type: 'location', location: 'mobile' },
        { type: 'toggleService', id: 'mobile-group-session' },
        { type: 'text', field: 'groupSize', value: '4' },
      ),
    );
    // 4 x $80 + $50 travel = $370, + 18% = $436.60
    expect(s).toMatchObject({ subtotalCents: 37000, serviceChargeCents: 6660, totalCents: 43660 });
  });

  it('sends the spec payload, with the package fields only in package mode', () => {
    const request = toBookingRequest(
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
      toBookingRequest(run({ type: 'text', field: 'groupSize', value: '' })).group_size,
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
    expect(checkBookingForm(run(...actions), NOW)).toEqual({ message, control });
  });

  it('passes a complete form', () => {
    expect(checkBookingForm(run(...facialAt10), NOW)).toBeNull();
  });
});
