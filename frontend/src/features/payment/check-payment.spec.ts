import { QueryObserver } from '@tanstack/react-query';
import { createApiClient } from '../../api/client';
import { createAppQueryClient, FRESH_READ } from '../../api/query-client';
import { withoutToken } from '../../api/request-options';
import { paymentCheckEvent } from './check-payment';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A status query like the success page's, over a fetch answering `answers` in turn; `check` refetches it. */
function statusQuery(...answers: (() => Response)[]) {
  const sent: Request[] = [];
  const fetch = async (input: RequestInfo | URL) => {
    sent.push(input as Request);
    const answer = answers[sent.length - 1];
    if (!answer) throw new Error('no more answers');
    return answer();
  };
  const api = createApiClient({
    baseUrl: 'http://site.test',
    fetch: fetch as typeof globalThis.fetch,
  });
  const client = createAppQueryClient(() => undefined);
  // As openapi-react-query's queryFn reads it (its CommonJS build has no default export for ts-jest).
  const observer = new QueryObserver(client, {
    queryKey: ['get', '/api/payments/status/{sessionId}', 'cs 1'],
    queryFn: async ({ signal }) =>
      (
        await api.GET('/api/payments/status/{sessionId}', {
          params: { path: { sessionId: 'cs 1' } },
          signal,
          ...withoutToken,
        })
      ).data,
    enabled: false,
    ...FRESH_READ,
  });
  return { check: async () => paymentCheckEvent(await observer.refetch()), sent };
}

const answer = {
  status: 'complete',
  payment_status: 'paid',
  session_id: 'cs_1',
  amount_total: 2750,
  currency: 'usd',
  booking_id: 'b1',
  booking_status: 'cancelled',
  refund_due: true,
  refund_reason: 'booking_cancelled',
};

describe('a status check of the success page', () => {
  it('turns an OK status answer into the state machine event', async () => {
    const { check, sent } = statusQuery(() => json(200, answer));
    await expect(check()).resolves.toEqual({ type: 'answer', answer });
    expect(new URL(sent[0].url).pathname).toBe('/api/payments/status/cs%201');
  });

  it('is a failure on a non-OK answer or a network error, even after an answered check', async () => {
    const { check, sent } = statusQuery(
      () => json(404, { message: 'no' }),
      () => json(200, { ...answer, payment_status: 'unpaid' }),
      () => {
        throw new TypeError('offline');
      },
    );
    await expect(check()).resolves.toEqual({ type: 'failed' });
    await expect(check()).resolves.toMatchObject({ type: 'answer' });
    await expect(check()).resolves.toEqual({ type: 'failed' });
    expect(sent).toHaveLength(3);
  });
});
