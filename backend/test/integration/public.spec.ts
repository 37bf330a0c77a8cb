import { MESSAGES } from '@esthetics/domain';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { useTestApp, withTestApp } from '../support/harness';
import { inquiryPayload, uniqueEmail } from '../support/test-app';

type Row = { id: string } & Record<string, unknown>;
const byId = (rows: Row[], id: string) => rows.find((r) => r.id === id);

describe('public routes', () => {
  const t = useTestApp();

  describe('site, catalog and health', () => {
    it('GET /api/site answers the business facts', async () => {
      const res = await request(t.http).get('/api/site');
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        status: 'success',
        name: 'Glow Esthetics',
        phone: '(301) 555-0142',
        social: '@glowesthetics.md',
        location: 'Maryland',
        time_zone: 'America/New_York',
      });
      expect(res.body.hours).toHaveLength(7);
      expect(res.body.hours[0]).toMatchObject({ day: 'Sunday', opens: null, closes: null });
      expect(res.body.hours[1]).toMatchObject({ day: 'Monday', opens: '09:00', closes: '19:00' });
      expect(res.body.hours[6]).toMatchObject({ day: 'Saturday', opens: '09:00', closes: '17:00' });
      expect(res.body.hours_text).toContainEqual({ days: 'Sunday', hours: 'Closed' });
      const policies = res.body.policies as Row[];
      expect(policies.length).toBeGreaterThan(0);
      expect(byId(policies, 'cancellation')).toMatchObject({
        title: 'Cancellation',
        text: expect.stringContaining('24 hours'),
      });
      expect(byId(policies, 'deposit')?.text).toContain('25%');
    });

    it('GET /api/catalog answers the whole catalog with prices in dollars and cents', async () => {
      const res = await request(t.http).get('/api/catalog');
      expect(res.status).toBe(200);
      const c = res.body;
      expect(c.status).toBe('success');

      // Spec section 9: 9 clinic facials, 8 waxing, 7 mobile, 4 corporate.
      expect(c.services).toHaveLength(28);
      const perCategory: Record<string, number> = {};
      for (const s of c.services) perCategory[s.category] = (perCategory[s.category] ?? 0) + 1;
      expect(perCategory).toEqual({ facial: 9, waxing: 8, mobile: 7, corporate: 4 });
      expect(new Set(c.services.map((s: Row) => s.id)).size).toBe(28);
      expect(c.add_ons).toHaveLength(5);
      expect(c.packages).toHaveLength(4);
      expect(c.corporate_packages).toHaveLength(4);
      expect(c.event_types.map((e: Row) => e.id)).toEqual([
        'team_building',
        'staff_appreciation',
        'corporate_wellness',
        'executive_retreat',
        'client_event',
        'holiday_party',
        'other',
      ]);

      expect(byId(c.services, 'classic-european-facial')).toMatchObject({
        name: 'Classic European Facial',
        category: 'facial',
        location: 'clinic',
        duration: 60,
        price: 85,
        price_cents: 8500,
        per_person: false,
        min_persons: 1,
        travel_fee: 0,
      });
      expect(byId(c.services, 'kids-facial-party')).toMatchObject({
        duration: 120,
        price: 25,
        price_cents: 2500,
        per_person: true,
        min_persons: 4,
      });
      expect(byId(c.services, 'full-body-wax')).toMatchObject({
        category: 'waxing',
        duration: 120,
        price: 300,
        price_cents: 30000,
      });
      expect(byId(c.services, 'mobile-express-facial')).toMatchObject({
        location: 'mobile',
        duration: 45,
        price: 120,
        travel_fee: 25,
        travel_fee_cents: 2500,
      });
      expect(byId(c.services, 'mobile-bridal-preparation')).toMatchObject({
        price: 250,
        travel_fee: 0,
      });
      expect(byId(c.services, 'mobile-group-session')).toMatchObject({
        price: 80,
        per_person: true,
        min_persons: 3,
        travel_fee: 50,
      });
      expect(byId(c.services, 'corporate-team-package')).toMatchObject({
        location: 'corporate',
        duration: 180,
        price: 120,
        per_person: true,
        min_persons: 8,
      });
      expect(byId(c.add_ons, 'led-light-therapy')).toEqual({
        id: 'led-light-therapy',
        name: 'LED Light Therapy',
        price: 25,
        price_cents: 2500,
        duration: 15,
      });
      expect(byId(c.add_ons, 'face-mask-upgrade')).toMatchObject({ price: 10, duration: 5 });
      expect(byId(c.packages, 'facial-trio')).toMatchObject({
        name: 'Facial Trio',
        budget: 240,
        budget_cents: 24000,
        savings: 15,
        validMonths: 6,
        maxServices: 3,
      });
      expect(byId(c.corporate_packages, 'team_building')).toMatchObject({
        name: 'Team Building Experience',
        minGuests: 8,
        priceRange: '$75-95 per person',
      });
      expect(c.consultation_options.skin_types).toContain('Combination');
      // Every money field agrees with its cents.
      for (const s of c.services) {
        expect(Math.round(s.price * 100)).toBe(s.price_cents);
        expect(Math.round(s.travel_fee * 100)).toBe(s.travel_fee_cents);
      }
    });

    it('GET /api/health answers ok with the database up', async () => {
      const res = await request(t.http).get('/api/health');
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ status: 'ok', info: { database: { status: 'up' } } });
    });
  });

  describe('contact', () => {
    it('stores a message as new and shows it to the admin', async () => {
      const email = uniqueEmail('Contact');
      const res = await request(t.http).post('/api/contact').send({
        name: 'Ana Lopez',
        email: email.toUpperCase(),
        subject: 'Question about facials',
        message: 'Which facial is best for sensitive skin?',
      });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        status: 'success',
        message: MESSAGES.contactSent,
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      });

      const list = await request(t.http).get('/api/admin/contacts').set(t.asAdmin());
      expect(list.status).toBe(200);
      expect(byId(list.body.messages, res.body.id)).toEqual({
        id: res.body.id,
        name: 'Ana Lopez',
        email: email.toLowerCase(),
        subject: 'Question about facials',
        message: 'Which facial is best for sensitive skin?',
        status: 'new',
        created_at: t.clock.now().toISOString(),
      });
    });

    it.each(['name', 'email', 'subject', 'message'])(
      'answers 400 when %s is missing and stores nothing',
      async (field) => {
        const before = await request(t.http).get('/api/admin/contacts').set(t.asAdmin());
        const body: Record<string, unknown> = {
          name: 'Ana',
          email: uniqueEmail(),
          subject: 'Hello',
          message: 'Hi there',
        };
        body[field] = '  ';
        const res = await request(t.http).post('/api/contact').send(body);
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({
          status: 'error',
          message: MESSAGES.contactRequired,
          detail: MESSAGES.contactRequired,
        });
        delete body[field];
        const absent = await request(t.http).post('/api/contact').send(body);
        expect(absent.status).toBe(400);
        expect(absent.body.message).toBe(MESSAGES.contactRequired);
        const after = await request(t.http).get('/api/admin/contacts').set(t.asAdmin());
        expect(after.body.total).toBe(before.body.total);
      },
    );

    it('answers 400 for an invalid e-mail', async () => {
      const res = await request(t.http)
        .post('/api/contact')
        .send({ name: 'Ana', email: 'nope', subject: 'Hello', message: 'Hi' });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(MESSAGES.invalidEmail);
    });
  });

  describe('corporate inquiry', () => {
    it("stores the spec's form submission with the catalog's package and shows it to the admin", async () => {
      const catalog = await request(t.http).get('/api/catalog');
      const chosen = byId(catalog.body.corporate_packages, 'corporate_wellness')!;
      const submittedAt = '2026-11-23T13:59:30.000Z';
      const email = uniqueEmail('Corp');
      const res = await request(t.http)
        .post('/api/corporate-inquiry')
        .send({
          companyName: 'Acme Corp',
          contactName: 'Jordan Lee',
          email,
          phone: '(301) 555-0199',
          eventType: 'corporate_wellness',
          groupSize: 15,
          preferredDate: '2026-12-15',
          eventDuration: '3 hours',
          specialRequirements: 'Quiet room, fragrance-free products.',
          packageType: 'custom',
          // The browser sends the whole package; a tampered price must not be stored.
          selectedPackage: { ...chosen, priceRange: '$1 per person' },
          submissionType: 'corporate_booking_inquiry',
          submittedAt,
        });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        status: 'success',
        message: MESSAGES.corporateInquiryReceived,
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      });

      const list = await request(t.http).get('/api/admin/corporate-inquiries').set(t.asAdmin());
      expect(list.status).toBe(200);
      expect(byId(list.body.inquiries, res.body.id)).toEqual({
        id: res.body.id,
        companyName: 'Acme Corp',
        contactName: 'Jordan Lee',
        email: email.toLowerCase(),
        phone: '3015550199',
        eventType: 'corporate_wellness',
        groupSize: 15,
        eventDuration: '3 hours',
        preferredDate: '2026-12-15',
        packageType: 'corporate_wellness',
        selectedPackage: chosen,
        specialRequirements: 'Quiet room, fragrance-free products.',
        status: 'new',
        submittedAt,
        created_at: t.clock.now().toISOString(),
      });
    });

    it('stores a bare inquiry as a custom package', async () => {
      const res = await request(t.http).post('/api/corporate-inquiry').send({
        companyName: 'Tiny LLC',
        contactName: 'Sam',
        email: uniqueEmail(),
        phone: '3015550100',
        selectedPackage: null,
        groupSize: '',
      });
      expect(res.status).toBe(201);
      const list = await request(t.http).get('/api/admin/corporate-inquiries').set(t.asAdmin());
      expect(byId(list.body.inquiries, res.body.id)).toMatchObject({
        packageType: 'custom',
        selectedPackage: null,
        groupSize: null,
        eventType: null,
        preferredDate: null,
        submittedAt: null,
        status: 'new',
      });
    });

    it.each(['companyName', 'contactName', 'email', 'phone'])(
      'answers 400 when %s is missing',
      async (field) => {
        const body = inquiryPayload();
        delete body[field];
        const res = await request(t.http).post('/api/corporate-inquiry').send(body);
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({
          status: 'error',
          message: MESSAGES.requiredFields,
        });
      },
    );

    it.each([
      [{ eventType: 'rave' }, MESSAGES.invalidEventType],
      [{ groupSize: 0 }, MESSAGES.invalidGroupSize],
      [{ groupSize: {} }, MESSAGES.invalidGroupSize],
      [{ preferredDate: '2026-13-01' }, MESSAGES.invalidPreferredDate],
      [{ selectedPackage: { id: 'free-spa' } }, MESSAGES.unknownCorporatePackage],
    ])('answers 400 for %j', async (overrides, message) => {
      const res = await request(t.http)
        .post('/api/corporate-inquiry')
        .send(inquiryPayload(overrides));
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    });
  });

  describe('bad input never answers 500', () => {
    it('answers 400 for malformed JSON', async () => {
      for (const path of ['/api/contact', '/api/bookings', '/api/clients/login']) {
        const res = await request(t.http)
          .post(path)
          .set('Content-Type', 'application/json')
          .send('{"name": "Ana",');
        expect({ path, status: res.status }).toEqual({ path, status: 400 });
        expect(res.body).toMatchObject({
          status: 'error',
          message: 'Request body is not valid JSON.',
        });
      }
    });

    it('answers 413 for a body over 100 kB', async () => {
      const res = await request(t.http)
        .post('/api/contact')
        .send({
          name: 'Ana',
          email: 'a@example.com',
          subject: 'Big',
          message: 'x'.repeat(200_000),
        });
      expect(res.status).toBe(413);
      expect(res.body).toMatchObject({ status: 'error', message: 'Request body is too large.' });
    });

    it('answers 400 for a JSON array or string body', async () => {
      const array = await request(t.http)
        .post('/api/contact')
        .set('Content-Type', 'application/json')
        .send('[{"name":"Ana"}]');
      expect(array.status).toBe(400);
      expect(array.body.status).toBe('error');
      const text = await request(t.http)
        .post('/api/bookings')
        .set('Content-Type', 'application/json')
        .send('"hello"');
      expect(text.status).toBe(400);
      // The parser's own text would quote the body back; the answer does not.
      expect(text.body).toMatchObject({
        status: 'error',
        message: 'Request body is not valid JSON.',
      });
      const arrayBooking = await request(t.http)
        .post('/api/bookings')
        .set('Content-Type', 'application/json')
        .send('[]');
      expect(arrayBooking.status).toBe(400);
      const number = await request(t.http)
        .post('/api/clients/register')
        .set('Content-Type', 'application/json')
        .send('42');
      expect(number.status).toBe(400);
    });

    it('answers 400 for a badly percent-encoded path, without echoing it', async () => {
      const res = await request(t.http).get('/api/clients/%FF/appointments').set(t.asAdmin());
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        status: 'error',
        message: 'The request could not be read.',
      });
    });

    it('answers 415 for a body in an unknown encoding', async () => {
      const res = await request(t.http)
        .post('/api/contact')
        .set('Content-Type', 'application/json; charset=klingon')
        .send('{}');
      expect(res.status).toBe(415);
      expect(res.body.status).toBe('error');
    });

    it('answers 400 for a body that is not JSON at all', async () => {
      const res = await request(t.http)
        .post('/api/contact')
        .set('Content-Type', 'text/plain')
        .send('name=Ana');
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(MESSAGES.contactRequired);
    });

    it.each([
      [{ services: 5 }],
      [{ group_size: {} }],
      [{ services: [{}] }],
      [{ add_ons: 'x' }],
      [{ preferred_date: 20261201 }],
      [{ preferred_time: ['10:00'] }],
      [{ email: { $ne: '' } }],
      [{ is_package_booking: 'yes', package_id: 7 }],
      [{ service_location: 'moon' }],
    ])('POST /api/bookings answers 400 for the wrong type %j', async (overrides) => {
      const res = await t.postBooking({ preferred_date: '2026-12-01', ...overrides });
      expect(res.status).toBe(400);
      expect(res.body.status).toBe('error');
      expect(typeof res.body.message).toBe('string');
    });

    it.each([
      ['/api/clients/register', { first_name: ['Ana'], last_name: {}, email: 5, phone: true }],
      ['/api/clients/login', { email: ['a@example.com'], phone: { x: 1 } }],
      ['/api/admin/login', { username: { $gt: '' }, password: { $gt: '' } }],
      ['/api/contact', { name: null, email: [], subject: {}, message: false }],
    ])('POST %s answers 400 for wrong types', async (path, body) => {
      const res = await request(t.http).post(path).send(body);
      expect(res.status).toBe(400);
      expect(res.body.status).toBe('error');
    });

    it('answers 404 for an unknown route and an unknown appointment id', async () => {
      const nope = await request(t.http).get('/api/nope');
      expect(nope.status).toBe(404);
      expect(nope.body).toMatchObject({ status: 'error', message: 'Not found' });
      const post = await request(t.http).post('/api/nope').send({});
      expect(post.status).toBe(404);

      const unknown = await request(t.http)
        .put(`/api/admin/appointments/${randomUUID()}/status`)
        .set(t.asAdmin())
        .send({ status: 'confirmed' });
      expect(unknown.status).toBe(404);
      expect(unknown.body).toMatchObject({
        status: 'error',
        message: MESSAGES.appointmentNotFound,
      });
    });
  });

  describe('HTTP hygiene', () => {
    it('sends the security headers', async () => {
      const res = await request(t.http).get('/api/site');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBeDefined();
      expect(res.headers['content-security-policy']).toBeDefined();
      expect(res.headers['x-powered-by']).toBeUndefined();
    });

    it('allows CORS for the site origin only', async () => {
      const ok = await request(t.http).get('/api/site').set('Origin', 'http://localhost:3000');
      expect(ok.headers['access-control-allow-origin']).toBe('http://localhost:3000');
      const evil = await request(t.http).get('/api/site').set('Origin', 'https://evil.example');
      expect(evil.status).toBe(200);
      expect(evil.headers['access-control-allow-origin']).toBeUndefined();
      // Every answer varies by Origin, asked from another site or not, so a cache keeps them apart.
      const sameSite = await request(t.http).get('/api/site');
      const page = await request(t.http).get('/about');
      for (const res of [ok, evil, sameSite, page]) {
        expect(res.headers.vary?.split(/\s*,\s*/)).toContain('Origin');
      }
      expect(sameSite.headers['access-control-allow-origin']).toBeUndefined();

      const preflight = await request(t.http)
        .options('/api/bookings')
        .set('Origin', 'http://localhost:3000')
        .set('Access-Control-Request-Method', 'POST')
        .set('Access-Control-Request-Headers', 'content-type');
      expect(preflight.status).toBeLessThan(300);
      expect(preflight.headers['access-control-allow-origin']).toBe('http://localhost:3000');
      const evilPreflight = await request(t.http)
        .options('/api/bookings')
        .set('Origin', 'https://evil.example')
        .set('Access-Control-Request-Method', 'POST');
      expect(evilPreflight.headers['access-control-allow-origin']).toBeUndefined();
    });

    it('echoes x-request-id, and makes one up when absent or unsafe', async () => {
      const given = await request(t.http).get('/api/site').set('x-request-id', 'req-abc_123');
      expect(given.headers['x-request-id']).toBe('req-abc_123');
      const errorAnswer = await request(t.http).get('/api/nope').set('x-request-id', 'req-404');
      expect(errorAnswer.headers['x-request-id']).toBe('req-404');
      const made = await request(t.http).get('/api/site');
      expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      const unsafe = await request(t.http).get('/api/site').set('x-request-id', 'bad id\u00e9');
      expect(unsafe.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    });
  });
});

describe('compression', () => {
  it('gzips answers for clients that accept it', () =>
    withTestApp({ admin: false }, async (t) => {
      const res = await request(t.http).get('/api/catalog').set('Accept-Encoding', 'gzip');
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(res.body.services.length).toBeGreaterThan(0);
    }));
});
