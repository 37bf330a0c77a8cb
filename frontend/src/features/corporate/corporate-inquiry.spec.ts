import { CORPORATE_PACKAGES, MESSAGES, SEED_CATALOG } from '@esthetics/domain';
import { createApiClient } from '../../api/client';

const TEST_BASE = 'http://site.test';
import {
  corporatePayload,
  EMPTY_CORPORATE_FIELDS,
  sendCorporateInquiry,
  type CorporateFields,
  type CorporatePackage,
} from './corporate-inquiry';

const fields: CorporateFields = {
  ...EMPTY_CORPORATE_FIELDS,
  companyName: 'Acme Corp',
  contactName: 'Jordan Lee',
  email: 'jordan@acme.example',
  phone: '(301) 555-0199',
};
const wellness = CORPORATE_PACKAGES.find((p) => p.id === 'corporate_wellness') as CorporatePackage;
const now = new Date('2026-03-01T15:04:05.000Z');
const BUSINESS = { phone: '(301) 555-0142', timeZone: 'America/New_York', catalog: SEED_CATALOG };

describe('corporatePayload', () => {
  it('sends a custom request with no package by default, stamped with its type and time', () => {
    expect(corporatePayload(fields, null, now)).toEqual({
      companyName: 'Acme Corp',
      contactName: 'Jordan Lee',
      email: 'jordan@acme.example',
      phone: '(301) 555-0199',
      eventType: undefined,
      groupSize: undefined,
      preferredDate: undefined,
      eventDuration: undefined,
      specialRequirements: undefined,
      packageType: 'custom',
      selectedPackage: null,
      submissionType: 'corporate_booking_inquiry',
      submittedAt: '2026-03-01T15:04:05.000Z',
    });
  });

  it('carries the whole selected package and its id as the package type', () => {
    const payload = corporatePayload(fields, wellness, now);
    expect(payload.packageType).toBe('corporate_wellness');
    expect(payload.selectedPackage).toEqual(wellness);
  });

  it('sends the group size as a number and the optional fields that were filled', () => {
    const payload = corporatePayload(
      {
        ...fields,
        eventType: 'holiday_party',
        groupSize: '24',
        preferredDate: '2026-12-15',
        eventDuration: '3 hours',
        specialRequirements: 'Vegan snacks',
      },
      null,
      now,
    );
    expect(payload).toMatchObject({
      eventType: 'holiday_party',
      groupSize: 24,
      preferredDate: '2026-12-15',
      eventDuration: '3 hours',
      specialRequirements: 'Vegan snacks',
    });
  });
});

describe('sendCorporateInquiry', () => {
  const answer = (status: number, body: unknown) => {
    const sent: Request[] = [];
    const fetch = (async (input: RequestInfo | URL) => {
      sent.push(input as Request);
      return new Response(JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      });
    }) as typeof globalThis.fetch;
    return { client: createApiClient({ baseUrl: TEST_BASE, fetch }), sent };
  };

  it.each(['companyName', 'contactName', 'email', 'phone'] as const)(
    'shows MESSAGES.requiredFields and sends nothing without %s',
    async (field) => {
      const { client, sent } = answer(201, {});
      const payload = corporatePayload({ ...fields, [field]: '' }, null, now);
      await expect(sendCorporateInquiry(client, payload, BUSINESS)).resolves.toEqual({
        ok: false,
        text: MESSAGES.requiredFields,
        field,
        fields: [field],
      });
      expect(sent).toHaveLength(0);
    },
  );

  it('marks every missing required field, the first one carrying the message', async () => {
    const { client, sent } = answer(201, {});
    const payload = corporatePayload(
      { ...EMPTY_CORPORATE_FIELDS, email: 'a@b.example' },
      null,
      now,
    );
    await expect(sendCorporateInquiry(client, payload, BUSINESS)).resolves.toEqual({
      ok: false,
      text: MESSAGES.requiredFields,
      field: 'companyName',
      fields: ['companyName', 'contactName', 'phone'],
    });
    expect(sent).toHaveLength(0);
  });

  it("refuses a preferred date before today in the business's time zone and sends nothing", async () => {
    const { client, sent } = answer(201, {});
    // 10:04 on 1 March in Maryland.
    const past = corporatePayload({ ...fields, preferredDate: '2026-02-28' }, null, now);
    await expect(sendCorporateInquiry(client, past, BUSINESS)).resolves.toEqual({
      ok: false,
      text: MESSAGES.preferredDateInPast,
      field: 'preferredDate',
      fields: ['preferredDate'],
    });
    expect(sent).toHaveLength(0);
    // 1 March, just before midnight in Maryland, is 2 March in UTC: the 1st is still today.
    const lateNow = new Date('2026-03-02T04:59:00.000Z');
    const today = corporatePayload({ ...fields, preferredDate: '2026-03-01' }, null, lateNow);
    await expect(
      sendCorporateInquiry(
        answer(201, { status: 'success', message: 'Thanks' }).client,
        today,
        BUSINESS,
      ),
    ).resolves.toEqual({ ok: true, message: 'Thanks' });
  });

  it('posts to /api/corporate-inquiry and shows the server message on success', async () => {
    const { client, sent } = answer(201, { status: 'success', message: 'Thank you!', id: 'x' });
    const payload = corporatePayload(fields, wellness, now);
    await expect(sendCorporateInquiry(client, payload, BUSINESS)).resolves.toEqual({
      ok: true,
      message: 'Thank you!',
    });
    expect(new URL(sent[0].url).pathname).toBe('/api/corporate-inquiry');
    await expect(sent[0].json()).resolves.toMatchObject({
      selectedPackage: { id: 'corporate_wellness', name: 'Corporate Wellness Day' },
      submissionType: 'corporate_booking_inquiry',
    });
  });

  it("shows the refusal's message, or MESSAGES.corporateInquiryFailed", async () => {
    const payload = corporatePayload(fields, null, now);
    await expect(
      sendCorporateInquiry(answer(400, { message: 'No.' }).client, payload, BUSINESS),
    ).resolves.toEqual({ ok: false, text: 'No.', fields: [] });
    await expect(sendCorporateInquiry(answer(500, {}).client, payload, BUSINESS)).resolves.toEqual({
      ok: false,
      text: MESSAGES.corporateInquiryFailed,
      fields: [],
    });
    await expect(
      sendCorporateInquiry(
        answer(400, { message: MESSAGES.preferredDateInPast, field: 'preferredDate' }).client,
        payload,
        BUSINESS,
      ),
    ).resolves.toEqual({
      ok: false,
      text: MESSAGES.preferredDateInPast,
      field: 'preferredDate',
      fields: ['preferredDate'],
    });
  });

  it('names the phone number on a network failure', async () => {
    const fetch = (() => Promise.reject(new TypeError('offline'))) as typeof globalThis.fetch;
    const payload = corporatePayload(fields, null, now);
    await expect(
      sendCorporateInquiry(createApiClient({ baseUrl: TEST_BASE, fetch }), payload, BUSINESS),
    ).resolves.toEqual({
      ok: false,
      text: MESSAGES.corporateNetworkError('(301) 555-0142'),
      fields: [],
    });
    await expect(
      sendCorporateInquiry(createApiClient({ baseUrl: TEST_BASE, fetch }), payload, {
        ...BUSINESS,
        phone: undefined,
      }),
    ).resolves.toEqual({ ok: false, text: MESSAGES.networkError, fields: [] });
  });
});
