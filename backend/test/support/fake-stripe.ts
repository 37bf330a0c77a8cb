import { createServer, IncomingMessage, Server } from 'node:http';
import { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  /** Form fields as Stripe's SDK encodes them, e.g. "line_items[0][price_data][unit_amount]". */
  form: Record<string, string>;
}

interface FakeSession {
  id: string;
  object: 'checkout.session';
  url: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  amount_total: number;
  currency: string;
  metadata: Record<string, string>;
  client_reference_id: string | null;
  customer_email: string | null;
  expires_at: number;
  payment_intent: string | null;
  success_url: string;
  cancel_url: string;
}

export interface FakeRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  reason: string | null;
  status: 'succeeded';
  /** The Idempotency-Key it was created with. */
  idempotency_key: string | null;
}

/**
 * Plays Stripe's HTTP API for the calls the app makes: create, retrieve and expire Checkout Sessions,
 * and refund a paid one's PaymentIntent. Honours idempotency keys as Stripe does (same key, same answer).
 */
export class FakeStripe {
  readonly requests: RecordedRequest[] = [];
  readonly sessions = new Map<string, FakeSession>();
  private readonly byIdempotencyKey = new Map<string, FakeSession>();
  /** Refunds created, in order (a replayed idempotency key creates none). */
  readonly refunds: FakeRefund[] = [];
  private readonly refundsByKey = new Map<string, FakeRefund>();
  private server: Server | null = null;
  private counter = 0;

  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        const url = new URL(req.url ?? '/', 'http://fake');
        const form = Object.fromEntries(new URLSearchParams(body));
        this.requests.push({
          method: req.method ?? '',
          path: url.pathname,
          headers: req.headers,
          form,
        });
        const [status, answer] = this.handle(req.method ?? '', url.pathname, form, req.headers);
        res.writeHead(status, {
          'content-type': 'application/json',
          'request-id': `req_${++this.counter}`,
        });
        res.end(JSON.stringify(answer));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** Stops answering (again: nothing). */
  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (!server) return;
    // Stripe's SDK keeps connections alive; close them so the server stops at once.
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** What a customer paying on Stripe's page would do. */
  markPaid(id: string): FakeSession {
    const s = this.sessions.get(id)!;
    s.status = 'complete';
    s.payment_status = 'paid';
    s.payment_intent = `pi_fake_${id}`;
    return s;
  }

  private handle(
    method: string,
    path: string,
    form: Record<string, string>,
    headers: IncomingMessage['headers'],
  ): [number, unknown] {
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const key = headers['idempotency-key'];
      if (typeof key === 'string' && this.byIdempotencyKey.has(key))
        return [200, this.byIdempotencyKey.get(key)];
      const id = `cs_test_fake_${++this.counter}`;
      const session: FakeSession = {
        id,
        object: 'checkout.session',
        url: `https://checkout.stripe.test/c/pay/${id}`,
        status: 'open',
        payment_status: 'unpaid',
        amount_total:
          Number(form['line_items[0][price_data][unit_amount]']) *
          Number(form['line_items[0][quantity]']),
        currency: form['line_items[0][price_data][currency]'],
        metadata: { booking_id: form['metadata[booking_id]'] },
        client_reference_id: form.client_reference_id ?? null,
        customer_email: form.customer_email ?? null,
        expires_at: Number(form.expires_at),
        payment_intent: null,
        success_url: form.success_url,
        cancel_url: form.cancel_url,
      };
      this.sessions.set(id, session);
      if (typeof key === 'string') this.byIdempotencyKey.set(key, session);
      return [200, session];
    }
    if (method === 'POST' && path === '/v1/refunds') return this.refund(form, headers);
    const match = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(path);
    const session = match ? this.sessions.get(match[1]) : undefined;
    if (!match || !session) {
      return [
        404,
        {
          error: {
            type: 'invalid_request_error',
            code: 'resource_missing',
            message: 'No such checkout.session',
          },
        },
      ];
    }
    if (method === 'POST' && match[2]) {
      if (session.status !== 'open') {
        return [
          400,
          {
            error: { type: 'invalid_request_error', message: 'Only open sessions can be expired.' },
          },
        ];
      }
      session.status = 'expired';
      return [200, session];
    }
    return [200, session];
  }

  /** A refund of a paid session's PaymentIntent, never more than was paid and not yet refunded. */
  private refund(
    form: Record<string, string>,
    headers: IncomingMessage['headers'],
  ): [number, unknown] {
    const key = headers['idempotency-key'];
    const replay = typeof key === 'string' ? this.refundsByKey.get(key) : undefined;
    if (replay) return [200, replay];
    const session = [...this.sessions.values()].find(
      (s) => s.payment_intent !== null && s.payment_intent === form.payment_intent,
    );
    if (!session) {
      return [
        404,
        {
          error: {
            type: 'invalid_request_error',
            code: 'resource_missing',
            message: 'No such payment_intent',
          },
        },
      ];
    }
    const refunded = this.refunds
      .filter((r) => r.payment_intent === form.payment_intent)
      .reduce((sum, r) => sum + r.amount, 0);
    const amount = form.amount ? Number(form.amount) : session.amount_total - refunded;
    if (amount <= 0 || amount > session.amount_total - refunded) {
      return [
        400,
        {
          error: {
            type: 'invalid_request_error',
            code: 'amount_too_large',
            message: 'Refund amount is greater than the unrefunded amount',
          },
        },
      ];
    }
    const refund: FakeRefund = {
      id: `re_fake_${++this.counter}`,
      object: 'refund',
      amount,
      currency: session.currency,
      payment_intent: form.payment_intent,
      reason: form.reason ?? null,
      status: 'succeeded',
      idempotency_key: typeof key === 'string' ? key : null,
    };
    this.refunds.push(refund);
    if (typeof key === 'string') this.refundsByKey.set(key, refund);
    return [200, refund];
  }
}
