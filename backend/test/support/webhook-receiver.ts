import { createServer, IncomingHttpHeaders, Server } from 'node:http';
import { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

/** A webhook as the receiver got it: its path, headers and the raw body. */
export interface ReceivedWebhook {
  readonly path: string;
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
}

/** Verifies a received webhook as its receiver would, with the receiver's clock at `now`. */
export function verifyAt(now: Date, secret: string, w: ReceivedWebhook): unknown {
  const clock = jest.spyOn(Date, 'now').mockReturnValue(now.getTime());
  try {
    return new Webhook(secret).verify(w.body, {
      'webhook-id': String(w.headers['webhook-id']),
      'webhook-timestamp': String(w.headers['webhook-timestamp']),
      'webhook-signature': String(w.headers['webhook-signature']),
    });
  } finally {
    clock.mockRestore();
  }
}

/** What the receiver answers a request: a status and a body, after a wait. */
export interface ReceiverAnswer {
  status: number;
  body?: string;
  delayMs?: number;
}

/**
 * An HTTP server in the test process that plays a webhook endpoint: records every request and
 * answers from `answers` in turn (then 200 "ok"). Listens on 127.0.0.1 only.
 */
export class WebhookReceiver {
  readonly received: ReceivedWebhook[] = [];
  answers: ReceiverAnswer[] = [];
  private server: Server | null = null;

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        this.received.push({
          path: req.url ?? '',
          headers: req.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        });
        const answer = this.answers.shift() ?? { status: 200, body: 'ok' };
        setTimeout(() => res.writeHead(answer.status).end(answer.body ?? ''), answer.delayMs ?? 0);
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return this;
  }

  get port(): number {
    return (this.server!.address() as AddressInfo).port;
  }

  /** The URL through a host name that resolves to 127.0.0.1 (/etc/hosts), with `path`. */
  url(path = '/hooks'): string {
    return `http://localhost:${this.port}${path}`;
  }

  /** Forgets what was received and the answers still planned. */
  reset(): void {
    this.received.length = 0;
    this.answers = [];
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
