import request from 'supertest';
import { MESSAGES } from '@esthetics/domain';
import { useTestApp, withTestApp } from '../support/harness';
import { bookingPayload, startTestApp, uniqueEmail, weekdays } from '../support/test-app';

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

  it('answers 409 when the time is taken, and availability shows it', async () => {
    const date = nextDate();
    await t.book({ preferred_date: date, preferred_time: '13:00' });
    // 12:00 for 90 minutes overlaps 13:00-14:00.
    const overlapping = await t.postBooking({
      preferred_date: date,
      preferred_time: '12:00',
      services: ['anti-aging-facial'],
    });
    expect(overlapping.status).toBe(409);
    expect(overlapping.body.message).toBe(MESSAGES.slotTaken);
    // The facial's 10 minutes of cleanup keep 14:00 (13:00-14:10 is blocked); right after them is fine.
    const inCleanup = await t.postBooking({ preferred_date: date, preferred_time: '14:00' });
    expect(inCleanup.status).toBe(409);
    await t.book({ preferred_date: date, preferred_time: '14:15' });

    const slots = await request(t.http).get('/api/availability').query({ date, duration: 60 });
    expect(slots.status).toBe(200);
    // Starts every 15 minutes (the fresh install's step): 13:00-14:10 and 14:15-15:25 are blocked
    // (each facial and its 10 minutes of cleanup), so an hour from 12:15 to 15:15 runs into them; from
    // 18:15 it runs past closing at 19:00.
    const taken = slots.body.slots
      .filter((s: { available: boolean }) => !s.available)
      .map((s: { time: string }) => s.time);
    expect(taken).toEqual([
      '12:15',
      '12:30',
      '12:45',
      '13:00',
      '13:15',
      '13:30',
      '13:45',
      '14:00',
      '14:15',
      '14:30',
      '14:45',
      '15:00',
      '15:15',
      '18:15',
      '18:30',
      '18:45',
    ]);
    expect(slots.body.slots[0]).toEqual({ time: '09:00', available: true });
  });

  it('gives exactly one 201 and nineteen 409 for 20 simultaneous bookings of one slot', async () => {
    const date = nextDate();
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.postBooking({ preferred_date: date, preferred_time: '11:00' }),
      ),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
  });

  it('frees the slot of a hold that ran out unpaid', async () => {
    const date = nextDate();
    await t.book({ preferred_date: date, preferred_time: '15:00' });
    const again = await t.postBooking({ preferred_date: date, preferred_time: '15:00' });
    expect(again.status).toBe(409);

    t.clock.advance(24 * HOUR);
    const slots = await request(t.http).get('/api/availability').query({ date, duration: 60 });
    expect(slots.body.slots.find((s: { time: string }) => s.time === '15:00').available).toBe(true);
    await t.book({ preferred_date: date, preferred_time: '15:00' });
    t.clock.advance(-24 * HOUR);
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

  it.each([
    [{}, MESSAGES.selectDate],
    [{ date: '2026-02-30' }, MESSAGES.invalidDate],
    [{ date: '2026-12-01', duration: 'abc' }, 'duration must be a whole number of minutes'],
    [{ date: '2026-12-01', duration: 0 }, 'duration must be at least 1 minute'],
  ])('availability refuses %j', async (query, message) => {
    const res = await request(t.http).get('/api/availability').query(query);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('shows a Sunday as closed and a Saturday with no start after 16:00 for an hour', async () => {
    const sunday = await request(t.http).get('/api/availability').query({ date: '2026-12-06' });
    expect(sunday.body.slots.every((s: { available: boolean }) => !s.available)).toBe(true);
    const saturday = await request(t.http)
      .get('/api/availability')
      .query({ date: '2026-12-05', duration: 60 });
    const free = saturday.body.slots
      .filter((s: { available: boolean }) => s.available)
      .map((s: { time: string }) => s.time);
    // Every 15 minutes from 09:00; an hour's service ends by 17:00 when it starts at 16:00 at the latest.
    expect(free[0]).toBe('09:00');
    expect(free[free.length - 1]).toBe('16:00');
    expect(free).toHaveLength(29);
    expect(sunday.body.slots).toEqual([]);
  });

  it("answers a bad availability query with 400, the domain's code and message, and its field", async () => {
    const date = nextDate();
    const cases: [string, string, string, string][] = [
      ['', `date=${date}&duration=abc`, 'durationNotWhole', 'duration'],
      ['', `date=${date}&duration=1.5`, 'durationNotWhole', 'duration'],
      ['', `date=${date}&duration=1e2`, 'durationNotWhole', 'duration'],
      ['', `date=${date}&duration=`, 'durationNotWhole', 'duration'],
      ['', `date=${date}&duration=60&duration=30`, 'durationNotWhole', 'duration'],
      ['', `date=${date}&duration=0`, 'durationTooShort', 'duration'],
      ['', `date=${date}&duration=-30`, 'durationTooShort', 'duration'],
      ['720', `date=${date}&duration=721`, 'durationTooLong', 'duration'],
      ['', 'duration=60', 'selectDate', 'date'],
      ['', 'date=&duration=60', 'selectDate', 'date'],
      ['', 'date=2026-02-30', 'invalidDate', 'date'],
      ['', `date=${date}&date=${date}`, 'invalidDate', 'date'],
    ];
    for (const [limit, query, code, field] of cases) {
      const res = await request(t.http).get(`/api/availability?${query}`);
      const template = MESSAGES[code as keyof typeof MESSAGES];
      const message =
        typeof template === 'function'
          ? (template as (max: number) => string)(Number(limit))
          : template;
      expect({ query, status: res.status, body: res.body }).toEqual({
        query,
        status: 400,
        body: { status: 'error', code, message, detail: message, field },
      });
    }
    const given = await request(t.http).get(`/api/availability?date=${date}&duration= 090 `);
    expect([given.status, given.body.duration]).toEqual([200, 90]);
    const defaulted = await request(t.http).get(`/api/availability?date=${date}`);
    expect([defaulted.status, defaulted.body.duration]).toEqual([200, 60]);
  });
});

describe('two app instances on one database', () => {
  it('let exactly one of many simultaneous bookings of a slot succeed', () =>
    withTestApp({ admin: false }, async (a) => {
      const b = await startTestApp({ database: a.database, clock: a.clock });
      try {
        const results = await Promise.all(
          Array.from({ length: 10 }, (_, i) =>
            request((i % 2 ? a : b).http)
              .post('/api/bookings')
              .send(bookingPayload({ preferred_date: '2026-12-21', preferred_time: '09:00' })),
          ),
        );
        expect(results.filter((r) => r.status === 201)).toHaveLength(1);
        expect(results.filter((r) => r.status === 409)).toHaveLength(9);
      } finally {
        await b.close({ keepData: true });
      }
    }));
});
