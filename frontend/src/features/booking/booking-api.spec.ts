import { MESSAGES } from '@esthetics/domain';
import { createApiClient, type ApiClient, type Schemas } from '../../api/client';
import { withoutToken } from '../../api/request-options';
import {
  bookingAccepted,
  bookingFailed,
  checkoutFailed,
  checkoutOpened,
  freeTimesOf,
} from './booking-api';
import type { BookingPayload } from './booking-request';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function apiAnswering(answer: (request: Request) => Response | Promise<Response>) {
  const sent: Request[] = [];
  const fetch = async (input: RequestInfo | URL) => {
    sent.push(input as Request);
    return answer(input as Request);
  };
  return {
    api: createApiClient({ baseUrl: 'http://site.test', fetch: fetch as typeof globalThis.fetch }),
    sent,
  };
}

const payload = { first_name: 'Maya', services: ['eyebrow-wax'] } as BookingPayload;

/** The calls as the page's mutations and query make them (error answers thrown as ApiError). */
const submitBooking = (api: ApiClient, body: BookingPayload) =>
  api
    .POST('/api/bookings', { body: body as Schemas['CreateBookingDto'], ...withoutToken })
    .then(({ data }) => bookingAccepted(data), bookingFailed);

const startCheckout = (api: ApiClient, bookingId: string, origin: string) =>
  api
    .POST('/api/payments/create-session', {
      body: { booking_id: bookingId, origin_url: origin },
      ...withoutToken,
    })
    .then(({ data }) => checkoutOpened(data), checkoutFailed);

const readFreeTimes = async (api: ApiClient, date: string, duration: number) => {
  const { data } = await api.GET('/api/availability', {
    params: { query: { date, duration } },
    ...withoutToken,
  });
  if (!data) throw new Error('no answer');
  return freeTimesOf(data);
};
const created = {
  status: 'success',
  message: MESSAGES.bookingReceived,
  booking_id: 'b1',
  requires_payment: true,
  total_amount: 25,
  total_amount_cents: 2500,
  deposit_amount: 6.25,
  deposit_amount_cents: 625,
  total_duration: 15,
  appointment_date: '2026-12-01',
  appointment_time: '10:00',
  hold_expires_at: '2026-11-24T15:00:00.000Z',
};

describe('submitBooking', () => {
  it('asks for the deposit when the server requires payment', async () => {
    const { api, sent } = apiAnswering(() => json(201, created));
    await expect(submitBooking(api, payload)).resolves.toEqual({
      kind: 'requires_payment',
      booking: created,
    });
    expect(sent[0].method).toBe('POST');
    expect(new URL(sent[0].url).pathname).toBe('/api/bookings');
    await expect(sent[0].json()).resolves.toEqual(payload);
  });

  it('shows the success message when nothing is due', async () => {
    const { api } = apiAnswering(() => json(201, { ...created, requires_payment: false }));
    await expect(submitBooking(api, payload)).resolves.toEqual({
      kind: 'booked',
      message: created.message,
    });
  });

  it('reports a time taken meanwhile (409) with the server message', async () => {
    const { api } = apiAnswering(() =>
      json(409, { status: 'error', message: MESSAGES.slotTaken, detail: MESSAGES.slotTaken }),
    );
    await expect(submitBooking(api, payload)).resolves.toEqual({
      kind: 'slot_taken',
      message: MESSAGES.slotTaken,
    });
  });

  it('puts a refusal naming a field beside that field', async () => {
    const { api } = apiAnswering(() =>
      json(400, {
        status: 'error',
        message: MESSAGES.afterClosing,
        detail: MESSAGES.afterClosing,
        field: 'preferred_time',
      }),
    );
    await expect(submitBooking(api, payload)).resolves.toEqual({
      kind: 'error',
      message: MESSAGES.afterClosing,
      control: 'time',
    });
  });

  it("otherwise reads 'Error: ' and the detail, the message or 'Unknown error'", async () => {
    const withDetail = apiAnswering(() =>
      json(429, { status: 'error', message: 'm', detail: 'Too many' }),
    );
    await expect(submitBooking(withDetail.api, payload)).resolves.toEqual({
      kind: 'error',
      message: 'Error: Too many',
    });
    const withMessage = apiAnswering(() => json(400, { message: 'Bad thing' }));
    await expect(submitBooking(withMessage.api, payload)).resolves.toEqual({
      kind: 'error',
      message: 'Error: Bad thing',
    });
    const bare = apiAnswering(() => new Response('oops', { status: 500 }));
    await expect(submitBooking(bare.api, payload)).resolves.toEqual({
      kind: 'error',
      message: MESSAGES.bookingError(MESSAGES.unknownError),
    });
  });

  it('names the reason of a network failure', async () => {
    const { api } = apiAnswering(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(submitBooking(api, payload)).resolves.toEqual({
      kind: 'error',
      message: MESSAGES.bookingNetworkError('Failed to fetch'),
    });
  });
});

describe('startCheckout', () => {
  it('sends the booking and the origin, and answers the checkout URL', async () => {
    const { api, sent } = apiAnswering(() =>
      json(201, { status: 'success', checkout_url: 'https://pay.test/cs_1', session_id: 'cs_1' }),
    );
    await expect(startCheckout(api, 'b1', 'http://site.test')).resolves.toEqual({
      ok: true,
      checkoutUrl: 'https://pay.test/cs_1',
    });
    await expect(sent[0].json()).resolves.toEqual({
      booking_id: 'b1',
      origin_url: 'http://site.test',
    });
  });

  it("says 'Payment setup failed: ' with the detail, or 'Please try again later'", async () => {
    const refused = apiAnswering(() =>
      json(409, { status: 'error', message: 'Already paid', detail: 'Already paid' }),
    );
    await expect(startCheckout(refused.api, 'b1', 'o')).resolves.toEqual({
      ok: false,
      message: 'Payment setup failed: Already paid',
    });
    const bare = apiAnswering(() => new Response('', { status: 502 }));
    await expect(startCheckout(bare.api, 'b1', 'o')).resolves.toEqual({
      ok: false,
      message: 'Payment setup failed: Please try again later',
    });
  });

  it("says 'Please try again later' when the answer carries no checkout URL", async () => {
    const { api } = apiAnswering(() => json(201, { status: 'success' }));
    await expect(startCheckout(api, 'b1', 'o')).resolves.toEqual({
      ok: false,
      message: MESSAGES.paymentSetupFailed(),
    });
  });

  it('asks the client to contact us when the call itself fails', async () => {
    const { api } = apiAnswering(() => {
      throw new TypeError('offline');
    });
    await expect(startCheckout(api, 'b1', 'o')).resolves.toEqual({
      ok: false,
      message: MESSAGES.paymentSetupException,
    });
  });
});

describe('readFreeTimes', () => {
  it('asks for the date and duration and keeps the free times only', async () => {
    const { api, sent } = apiAnswering(() =>
      json(200, {
        status: 'success',
        date: '2026-12-01',
        duration: 75,
        slots: [
          { time: '09:00', available: false },
          { time: '10:00', available: true },
          { time: '11:00', available: true },
        ],
      }),
    );
    await expect(readFreeTimes(api, '2026-12-01', 75)).resolves.toEqual(['10:00', '11:00']);
    const url = new URL(sent[0].url);
    expect(url.pathname).toBe('/api/availability');
    expect(Object.fromEntries(url.searchParams)).toEqual({ date: '2026-12-01', duration: '75' });
  });

  it('fails when the times cannot be read (the form offers to try again)', async () => {
    const { api } = apiAnswering(() => json(400, { message: 'bad date' }));
    await expect(readFreeTimes(api, 'x', 60)).rejects.toThrow('bad date');
  });
});
