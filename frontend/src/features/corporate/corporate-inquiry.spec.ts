import { CORPORATE_PACKAGES, MESSAGES } from '@esthetics/domain';
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
    "shows 'Please fill in all required fields' and sends nothing without %s",
    async (field) => {
      const { client, sent } = answer(201, {});
      const payload = corporatePayload({ ...fields, [field]: '' }, null, now);
      await expect(sendCorporateInquiry(client, payload, '(301) 555-0142')).resolves.toEqual({
        ok: false,
        message: MESSAGES.requiredFields,
      });
      expect(sent).toHaveLength(0);
    },
  );

  it('posts to /api/corporate-inquiry and shows the server message on success', async () => {
    const { client, sent } = answer(201, { status: 'success', message: 'Thank you!', id: 'x' });
    const payload = corporatePayload(fields, wellness, now);
    await expect(sendCorporateInquiry(client, payload, '(301) 555-0142')).resolves.toEqual({
      ok: true,
      message: 'Thank you!',
    });
    expect(new URL(sent[0].url).pathname).toBe('/api/corporate-inquiry');
    await expect(sent[0].json()).resolves.toMatchObject({
      selectedPackage: { id: 'corporate_wellness', name: 'Corporate Wellness Day' },
      submissionType: 'corporate_booking_inquiry',
    });
  });

  it("shows the refusal's message, or 'Failed to submit inquiry'", async () => {
    const payload = corporatePayload(fields, null, now);
    await expect(
      sendCorporateInquiry(answer(400, { message: 'No.' }).client, payload, 'x'),
    ).resolves.toEqual({ ok: false, message: 'No.' });
    await expect(sendCorporateInquiry(answer(500, {}).client, payload, 'x')).resolves.toEqual({
      ok: false,
      message: MESSAGES.corporateInquiryFailed,
    });
  });

  it('names the phone number on a network failure', async () => {
    const fetch = (() => Promise.reject(new TypeError('offline'))) as typeof globalThis.fetch;
    const payload = corporatePayload(fields, null, now);
    await expect(
      sendCorporateInquiry(
        createApiClient({ baseUrl: TEST_BASE, fetch }),
        payload,
        '(301) 555-0142',
      ),
    ).resolves.toEqual({ ok: false, message: MESSAGES.corporateNetworkError('(301) 555-0142') });
    await expect(
      sendCorporateInquiry(createApiClient({ baseUrl: TEST_BASE, fetch }), payload, undefined),
    ).resolves.toEqual({ ok: false, message: MESSAGES.networkError });
  });
});
