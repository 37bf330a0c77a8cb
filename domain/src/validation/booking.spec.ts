import { MESSAGES } from '../messages';
import { slotProblemCode, slotProblemMessage, validateBooking } from './booking';
import { fail } from './checks';
import { SEED_CATALOG } from '../catalog';
import { BASE, CORPORATE, ctx, MOBILE, PACKAGE } from './booking.fixture';

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
});
