import request from 'supertest';
import { WebhookDeliveryService } from '../../src/integrations/webhooks/webhook-delivery.service';
import { useTestApp, type Harness } from './harness';
import { WebhookReceiver } from './webhook-receiver';

/** The webhook tests' server settings: the receiver is on loopback, and the sweep is run by hand. */
export const PRIVATE_OK = { WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true', WEBHOOK_INTERVAL_MS: '0' };

/** One attempt in a delivery's history, as the API shows it. */
export interface DeliveryAttempt {
  attempt: number;
  at: string;
  http_status: number | null;
  duration_ms: number;
  error: string | null;
  response_excerpt: string | null;
}

/** A delivery as the log shows it. */
export interface Delivery {
  id: string;
  webhook_id: string;
  event: string;
  status: string;
  attempt: number;
  http_status: number | null;
  duration_ms: number | null;
  error: string | null;
  response_excerpt: string | null;
  next_attempt_at: string | null;
  erased_at: string | null;
  history: DeliveryAttempt[];
}

/**
 * Registers an endpoint through the admin API (the owner's token unless `auth` says otherwise):
 * answers its id and its secret (shown once).
 */
export async function register(
  t: Harness,
  url: string,
  events: string[],
  auth: { Authorization: string } = t.asAdmin(),
): Promise<{ id: string; secret: string }> {
  const res = await request(t.http)
    .post('/api/admin/webhooks')
    .set(auth)
    .send({ url, events, description: 'test' });
  expect(res.status).toBe(201);
  return { id: res.body.id, secret: res.body.secret };
}

/** An endpoint's delivery log, newest first. */
export async function deliveries(t: Harness, endpointId: string): Promise<Delivery[]> {
  const res = await request(t.http)
    .get(`/api/admin/webhooks/${endpointId}/deliveries`)
    .set(t.asAdmin());
  expect(res.status).toBe(200);
  return res.body.deliveries;
}

/** One pass of the webhook sweep. */
export const deliver = (t: Pick<Harness, 'app'>) => t.app.get(WebhookDeliveryService).deliverDue();

/**
 * A webhook receiver for the tests of one describe block: listening while the block runs, and before
 * each test emptied, with no endpoint registered.
 */
export function useReceiver(t: Pick<Harness, 'query'>): WebhookReceiver {
  const receiver = new WebhookReceiver();
  beforeAll(() => receiver.start());
  afterAll(() => receiver.stop());
  beforeEach(async () => {
    receiver.reset();
    await t.query(`DELETE FROM webhook_endpoints`);
  });
  return receiver;
}

/**
 * The app of the webhook specs (private receiver addresses allowed, the owner's address set, the
 * clock reset) and a receiver that starts each test with no endpoint and nothing received.
 */
export function useWebhookApp() {
  const t = useTestApp({
    env: { ...PRIVATE_OK, ADMIN_EMAIL: 'owner@example.com' },
    resetClock: true,
  });
  return { t, receiver: useReceiver(t) };
}
