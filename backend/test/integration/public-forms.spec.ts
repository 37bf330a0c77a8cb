import { MESSAGES } from '@esthetics/domain';
import request from 'supertest';
import { useTestApp } from '../support/harness';
import { inquiryPayload, uniqueEmail } from '../support/test-app';
import { expectAnswer } from '../support/answers';

type Row = { id: string } & Record<string, unknown>;

const byId = (rows: Row[], id: string) => rows.find((r) => r.id === id);

describe('public routes', () => {
  const t = useTestApp();

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
        expectAnswer(res, 400, {
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
        expectAnswer(res, 400, {
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
});
