import request from 'supertest';
import { MESSAGES } from '@esthetics/domain';
import { useTestApp } from '../support/harness';
import { uniqueEmail, weekdays } from '../support/test-app';

const HOUR = 60 * 60 * 1000;

describe('bookings', () => {
  const t = useTestApp();
  /** A distinct open weekday per booking, so tests do not book each other's slots. */
  const nextDate = weekdays();

  it('stores a clinic booking pending with a 24-hour hold, priced by the server', async () => {
    const date = nextDate();
    const res = await t.book({
      preferred_date: date,
      add_ons: ['led-light-therapy'],
      total_price: 0.01,
    });
    expect(res.body).toMatchObject({
      status: 'success',
      message: MESSAGES.bookingReceived,
      requires_payment: true,
      total_amount: 110,
      total_amount_cents: 11000,
      deposit_amount: 27.5,
      deposit_amount_cents: 2750,
      total_duration: 75,
      appointment_date: date,
      appointment_time: '10:00',
      hold_expires_at: new Date(t.clock.now().getTime() + 24 * HOUR).toISOString(),
    });
    expect(res.body.booking_id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it.each([
    [
      'mobile with travel fee and service charge',
      {
        service_location: 'mobile',
        services: ['mobile-express-facial'],
        mobile_address: '1 Main St, Bethesda MD',
      },
      171.1,
      42.78,
      45,
    ],
    [
      'mobile group at the minimum of 3',
      {
        service_location: 'mobile',
        services: ['mobile-group-session'],
        mobile_address: '2 Oak Ave',
        group_size: 2,
      },
      342.2,
      85.55,
      90,
    ],
    [
      'corporate per person',
      {
        service_location: 'corporate',
        services: ['corporate-executive-session'],
        company_name: 'Acme',
        mobile_address: '100 Corporate Dr',
        group_size: 3,
      },
      708,
      177,
      60,
    ],
    [
      'package deal',
      {
        is_package_booking: true,
        package_id: 'facial-trio',
        services: ['classic-european-facial', 'signature-glow-facial'],
      },
      283.2,
      70.8,
      135,
    ],
  ])('prices a %s booking', async (_name, overrides, total, deposit, duration) => {
    const res = await t.book({ preferred_date: nextDate(), ...overrides });
    expect(res.body.total_amount).toBe(total);
    expect(res.body.deposit_amount).toBe(deposit);
    expect(res.body.total_duration).toBe(duration);
  });

  it.each([
    [{ first_name: '' }, MESSAGES.bookingRequiredFields],
    [{ services: [] }, MESSAGES.selectService],
    [{ is_package_booking: true, package_id: '' }, MESSAGES.selectPackage],
    [
      { is_package_booking: true, package_id: 'facial-trio', services: [] },
      MESSAGES.selectPackageService,
    ],
    [{ preferred_date: '' }, MESSAGES.selectDate],
    [{ preferred_date: '2026-11-20' }, MESSAGES.dateInPast],
    [{ preferred_time: '' }, MESSAGES.selectTime],
    [
      { service_location: 'corporate', services: ['corporate-executive-session'] },
      MESSAGES.corporateCompanyRequired,
    ],
    [
      {
        service_location: 'corporate',
        services: ['corporate-executive-session'],
        company_name: 'Acme',
      },
      MESSAGES.corporateAddressRequired,
    ],
    [
      {
        service_location: 'corporate',
        services: ['corporate-executive-session'],
        company_name: 'Acme',
        mobile_address: 'x',
        group_size: '',
      },
      MESSAGES.corporateParticipantsRequired,
    ],
    [
      { service_location: 'mobile', services: ['mobile-express-facial'] },
      MESSAGES.mobileAddressRequired,
    ],
    [{ group_size: 51 }, MESSAGES.groupSizeRange],
    [{ services: ['no-such-service'] }, MESSAGES.unknownService],
    [{ services: 'classic-european-facial' }, MESSAGES.unknownService],
    [{ preferred_date: '2026-11-29' }, MESSAGES.closedDay],
    [{ preferred_time: '10:10' }, MESSAGES.offGridTime],
    [{ preferred_date: '2026-11-28', preferred_time: '16:45' }, MESSAGES.afterClosing],
    [{ email: 'not-an-email' }, MESSAGES.invalidEmail],
  ])('refuses %j with 400 and the message', async (overrides, message) => {
    const res = await t.postBooking(overrides);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ status: 'error', message, detail: message });
  });

  it('gives bookings to the account with the same confirmed e-mail and phone, never to another phone', async () => {
    const email = uniqueEmail('repeat');
    const a = await t.postBooking({ email, preferred_date: nextDate() });
    const b = await t.postBooking({ email: email.toUpperCase(), preferred_date: nextDate() });
    expect(a.status).toBe(201);
    expect(b.status).toBe(201);
    // Booking made no account: logging in with the booking's details fails, registering works.
    const noAccount = await request(t.http)
      .post('/api/clients/login')
      .send({ email, phone: '3015550123' });
    expect(noAccount.status).toBe(401);
    const registered = await request(t.http)
      .post('/api/clients/register')
      .send({ first_name: 'Ana', last_name: 'Lopez', email, phone: '301.555.0123' });
    expect(registered.status).toBe(201);
    const token = registered.body.token as string;
    const id = registered.body.client.id as string;
    await t.confirmEmail({ client: { id, email }, token });
    // Someone else using this e-mail with another phone does not reach the account.
    await t.book({ email, phone: '202-555-0199', preferred_date: nextDate() });
    const later = await t.postBooking({ email, preferred_date: nextDate() });
    const list = await request(t.http)
      .get(`/api/clients/${id}/appointments`)
      .set('Authorization', `Bearer ${token}`);
    expect(list.body.appointments.map((x: { id: string }) => x.id).sort()).toEqual(
      [a.body.booking_id, b.body.booking_id, later.body.booking_id].sort(),
    );
  });
});
