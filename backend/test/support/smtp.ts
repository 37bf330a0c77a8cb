import { AddressInfo } from 'node:net';
import PostalMime, { Email } from 'postal-mime';
import { SMTPServer } from 'smtp-server';

export interface Received {
  readonly envelopeTo: string[];
  readonly mail: Email;
  readonly raw: string;
}

/** A real SMTP server in the test process. `refuseFirst` answers the first message with 451. */
export class TestSmtpServer {
  readonly received: Received[] = [];
  private server: SMTPServer;
  private refusals: number;

  constructor(options: { refuseFirst?: number } = {}) {
    this.refusals = options.refuseFirst ?? 0;
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          if (this.refusals > 0) {
            this.refusals -= 1;
            const error = Object.assign(new Error('Mailbox busy, try again later'), {
              responseCode: 451,
            });
            return callback(error);
          }
          const raw = Buffer.concat(chunks).toString('utf8');
          const envelopeTo = session.envelope.rcptTo.map((r) => r.address);
          void PostalMime.parse(raw).then((mail) => {
            this.received.push({ envelopeTo, mail, raw });
            callback();
          }, callback);
        });
      },
    });
  }

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.server.address() as AddressInfo;
    return `smtp://127.0.0.1:${port}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
