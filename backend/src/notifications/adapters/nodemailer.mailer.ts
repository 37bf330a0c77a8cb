import { Injectable, Logger } from '@nestjs/common';
import { chmodSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import nodemailer, { SendMailOptions, Transporter } from 'nodemailer';
import { MailMessage, Mailer } from '../ports/mailer.port';

/**
 * The text of an .eml file as a reader sees it, for a search: quoted-printable soft breaks joined and
 * escapes decoded, and each base64 part decoded and added.
 */
export function emlSearchText(raw: string): string {
  const qp = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  const base64Parts = (raw.match(/(?:^[A-Za-z0-9+/=]{16,}\r?\n)+/gm) ?? []).map((part) =>
    Buffer.from(part.replace(/\s+/g, ''), 'base64').toString('utf8'),
  );
  return [qp, ...base64Parts].join('\n').toLowerCase();
}

/** The invitation's METHOD (REQUEST, or CANCEL when it withdraws one), for the mail's content type. */
const icsMethod = (ics: string): string => /^METHOD:([A-Z-]+)\r?$/m.exec(ics)?.[1] ?? 'REQUEST';

function toMail(m: MailMessage): SendMailOptions {
  return {
    from: m.from,
    to: [...m.to],
    subject: m.subject,
    text: m.text,
    html: m.html,
    ...(m.ics
      ? { icalEvent: { method: icsMethod(m.ics), filename: 'appointment.ics', content: m.ics } }
      : {}),
  };
}

/** SMTP through nodemailer (SMTP_URL). */
@Injectable()
export class SmtpMailer extends Mailer {
  private readonly transport: Transporter;

  constructor(smtpUrl: string) {
    super();
    // Timeouts well inside the 5-minute claim on a message, so another replica never sends it too.
    const url = new URL(smtpUrl);
    const secure = url.protocol === 'smtps:';
    this.transport = nodemailer.createTransport({
      host: url.hostname,
      port: Number(url.port || (secure ? 465 : 587)),
      secure,
      ...(url.username
        ? {
            auth: {
              user: decodeURIComponent(url.username),
              pass: decodeURIComponent(url.password),
            },
          }
        : {}),
      connectionTimeout: 30_000,
      greetingTimeout: 30_000,
      socketTimeout: 60_000,
    });
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail(toMail(message));
  }
}

/**
 * The embedded default: each message as an .eml file in DATA_DIR/outbox, and a log line. The files
 * carry live pay links: the folder is 700 and each file 600.
 */
@Injectable()
export class FileOutboxMailer extends Mailer {
  private readonly logger = new Logger('Mail');
  private readonly transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });

  constructor(private readonly dir: string) {
    super();
  }

  async send(message: MailMessage): Promise<void> {
    const info = await this.transport.sendMail(toMail(message));
    mkdirSync(this.dir, { recursive: true, mode: 0o700 });
    chmodSync(this.dir, 0o700);
    const file = path.join(
      this.dir,
      `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`,
    );
    writeFileSync(file, info.message as Buffer, { mode: 0o600, flag: 'wx' });
    this.logger.log(`E-mail written to ${file}`);
  }

  /** Deletes the .eml files that mention any of `needles` (case-insensitive). */
  override forget(needles: readonly string[]): Promise<number> {
    const wanted = needles.map((n) => n.trim().toLowerCase()).filter((n) => n.length >= 5);
    let files: string[];
    try {
      files = readdirSync(this.dir).filter((f) => f.endsWith('.eml'));
    } catch {
      return Promise.resolve(0);
    }
    let erased = 0;
    for (const name of files) {
      const file = path.join(this.dir, name);
      let text: string;
      try {
        text = emlSearchText(readFileSync(file, 'utf8'));
      } catch {
        continue; // Gone meanwhile.
      }
      if (wanted.some((n) => text.includes(n))) {
        rmSync(file, { force: true });
        erased += 1;
      }
    }
    if (erased > 0) this.logger.log(`${erased} e-mail file(s) erased from the outbox folder`);
    return Promise.resolve(erased);
  }
}
