import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { Answer, FakeIds, Form, stripeError } from './fake-stripe-answers';
import { CardKind, FakeCustomers } from './fake-stripe-customers';
import { FakeCharge, FakeIntents } from './fake-stripe-intents';
import { FakeRefund, FakeRefunds } from './fake-stripe-refunds';
import { FakeSession, FakeSessions } from './fake-stripe-sessions';

export type { CardKind } from './fake-stripe-customers';
export type { FakeRefund } from './fake-stripe-refunds';
export type { FakeSession } from './fake-stripe-sessions';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  /** Form fields (a GET's query) as Stripe's SDK encodes them, e.g. "metadata[booking_id]". */
  form: Form;
}

/**
 * How the next requests fail: `api_error` answers 500 before doing anything; `lost_response` does
 * the work, then drops the connection before answering (the case only an idempotency key makes safe).
 */
export type Outage = 'api_error' | 'lost_response';

/** A POST's first answer under its Idempotency-Key, replayed as it was to the same request. */
interface Replay {
  request: string;
  status: number;
  body: string;
}

/**
 * Plays Stripe's HTTP API for the calls the app makes: Checkout Sessions (create, retrieve, expire,
 * paid by `markPaid`), Customers and their saved cards, PaymentIntents charged off-session, Refunds.
 * Honours idempotency keys as Stripe does (same key and parameters, same answer, nothing done twice).
 */
export class FakeStripe {
  readonly requests: RecordedRequest[] = [];
  private readonly ids = new FakeIds();
  /** Customers and their cards, for tests to look at. */
  readonly wallet = new FakeCustomers(this.ids);
  /** PaymentIntents and their charges, for tests to look at. */
  readonly payments = new FakeIntents(this.ids, this.wallet);
  private readonly refundBook = new FakeRefunds(this.ids, this.payments);
  private readonly checkout = new FakeSessions(this.ids, this.wallet, this.payments);
  private readonly replays = new Map<string, Replay>();
  private readonly outages: Outage[] = [];
  private server: Server | null = null;
  private url: string | null = null;
  private requestCount = 0;

  /** Checkout Sessions by id. */
  get sessions(): Map<string, FakeSession> {
    return this.checkout.sessions;
  }

  /** Refunds created, in order (a replayed idempotency key creates none). */
  get refunds(): FakeRefund[] {
    return this.refundBook.refunds;
  }

  /** Refunds as the app's next calls find them: pending ones and settling them. */
  get refundBank(): FakeRefunds {
    return this.refundBook;
  }

  /**
   * A webhook event as Stripe would send it about `object` (a PaymentIntent, a Charge, a
   * SetupIntent...), for tests to sign and post.
   */
  event(type: string, object: unknown): { id: string; type: string; data: { object: unknown } } {
    return { id: this.ids.next('evt'), type, data: { object: structuredClone(object) } };
  }

  /** Every attempt to take money, in order, succeeded and failed. */
  get charges(): FakeCharge[] {
    return this.payments.charges;
  }

  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => this.answer(req, res, body));
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.url;
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

  /** Stripe's SDK pointed at this fake (started), as the app's adapter points it. */
  client(config: Stripe.StripeConfig = {}): Stripe {
    if (!this.url) throw new Error('Start the Stripe fake first');
    const url = new URL(this.url);
    return new Stripe('sk_test_fake', {
      host: url.hostname,
      port: Number(url.port),
      protocol: 'http',
      ...config,
    });
  }

  /**
   * What a customer paying on Stripe's page would do: the session completes and its PaymentIntent
   * succeeds with a new card (`card`: how that card answers later off-session charges), saved to the
   * session's customer when the session asked for future off-session use.
   */
  markPaid(id: string, card: CardKind = 'succeeds'): FakeSession {
    return this.checkout.complete(id, card);
  }

  /** A card saved to a customer, as if set up earlier: its PaymentMethod id. */
  attachCard(customerId: string, kind: CardKind): string {
    if (!this.wallet.customers.has(customerId)) throw new Error(`No customer ${customerId}`);
    return this.wallet.newCard(kind, customerId).id;
  }

  /** The next `count` requests fail as `how` says, whatever they are. */
  failNext(count: number, how: Outage = 'api_error'): void {
    for (let i = 0; i < count; i++) this.outages.push(how);
  }

  private answer(req: IncomingMessage, res: ServerResponse, body: string): void {
    const url = new URL(req.url ?? '/', 'http://fake');
    const method = req.method ?? '';
    const form = Object.fromEntries(new URLSearchParams(method === 'GET' ? url.search : body));
    this.requests.push({ method, path: url.pathname, headers: req.headers, form });
    const outage = this.outages.shift();
    if (outage === 'api_error') {
      const [status, error] = stripeError(500, {
        type: 'api_error',
        message: 'An unknown error occurred',
      });
      return this.send(res, status, JSON.stringify(error));
    }
    const key = req.headers['idempotency-key'];
    const reply = this.idempotent(method, url.pathname, form, typeof key === 'string' ? key : null);
    if (outage === 'lost_response') {
      res.socket?.destroy();
      return;
    }
    this.send(res, reply.status, reply.body, reply.replayed);
  }

  /**
   * Stripe's idempotency: a POST with a key used before answers what it answered then, without
   * doing it again; the same key with other parameters is refused. GETs ignore keys.
   */
  private idempotent(
    method: string,
    path: string,
    form: Form,
    key: string | null,
  ): { status: number; body: string; replayed: boolean } {
    const request = JSON.stringify([method, path, Object.entries(form).sort()]);
    const earlier = method === 'POST' && key ? this.replays.get(key) : undefined;
    if (earlier && earlier.request !== request) {
      const [status, body] = stripeError(400, {
        type: 'idempotency_error',
        message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
      });
      return { status, body: JSON.stringify(body), replayed: false };
    }
    if (earlier) return { ...earlier, replayed: true };
    const [status, answer] = this.handle(method, path, form, key);
    const body = JSON.stringify(answer);
    if (method === 'POST' && key && status < 500) this.replays.set(key, { request, status, body });
    return { status, body, replayed: false };
  }

  private handle(method: string, path: string, form: Form, key: string | null): Answer {
    return (
      this.checkout.route(method, path, form) ??
      this.wallet.route(method, path, form) ??
      this.payments.route(method, path, form) ??
      this.refundBook.route(method, path, form, key) ??
      stripeError(404, {
        type: 'invalid_request_error',
        message: `Unrecognized request URL (${method}: ${path}).`,
      })
    );
  }

  private send(res: ServerResponse, status: number, body: string, replayed = false): void {
    res.writeHead(status, {
      'content-type': 'application/json',
      'request-id': `req_fake_${++this.requestCount}`,
      ...(replayed ? { 'idempotent-replayed': 'true' } : {}),
    });
    res.end(body);
  }
}
