import { createApiClient } from '../../api/client';
import { checkPayment, reportCheckoutCancelled } from './check-payment';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function apiAnswering(answer: () => Response) {
  const sent: Request[] = [];
  const fetch = async (input: RequestInfo | URL) => {
    sent.push(input as Request);
    return answer();
  };
  return {
    api: createApiClient({ baseUrl: 'http://site.test', fetch: fetch as typeof globalThis.fetch }),
    sent,
  };
}

const answer = {
  status: 'success',
  payment_status: 'paid',
  session_id: 'cs_1',
  amount_total: 2750,
  currency: 'usd',
  booking_id: 'b1',
};

describe('checkPayment', () => {
  it('turns an OK status answer into the state machine event', async () => {
    const { api, sent } = apiAnswering(() => json(200, answer));
    await expect(checkPayment(api, 'cs 1')).resolves.toEqual({ type: 'answer', answer });
    expect(new URL(sent[0].url).pathname).toBe('/api/payments/status/cs%201');
  });

  it('is a failure on a non-OK answer or a network error', async () => {
    await expect(
      checkPayment(apiAnswering(() => json(404, { message: 'no' })).api, 'x'),
    ).resolves.toEqual({
      type: 'failed',
    });
    const offline = apiAnswering(() => {
      throw new TypeError('offline');
    });
    await expect(checkPayment(offline.api, 'x')).resolves.toEqual({ type: 'failed' });
  });
});

describe('reportCheckoutCancelled', () => {
  it('posts the booking id and never throws', async () => {
    const { api, sent } = apiAnswering(() => json(202, { received: true }));
    await reportCheckoutCancelled(api, 'b1');
    expect(new URL(sent[0].url).pathname).toBe('/api/payments/checkout-cancelled');
    await expect(sent[0].json()).resolves.toEqual({ booking_id: 'b1' });
    const offline = apiAnswering(() => {
      throw new TypeError('offline');
    });
    await expect(reportCheckoutCancelled(offline.api, 'b1')).resolves.toBeUndefined();
  });
});
