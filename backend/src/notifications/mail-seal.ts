import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * The body of a mail that carries a secret (a one-time code, a link that proves an address) is kept
 * in the outbox only encrypted, until it is delivered: AES-256-GCM under a key derived from the
 * server's secret. The row's readable body says what it is instead (docs/security.md, "Secrets in
 * mail").
 */

/** What a sealed mail's readable body says in the outbox, the admin's console and an export. */
export const SEALED_BODY =
  '(holds a one-time code or link: kept encrypted until sent, then erased)';

export interface MailBody {
  readonly text: string;
  readonly html: string;
}

function keyOf(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'outbox-seal', 'mail body', 32));
}

/** The body encrypted, as one base64 text (IV, tag and ciphertext). */
export function sealMailBody(secret: string, body: MailBody): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), iv);
  const data = Buffer.concat([cipher.update(JSON.stringify(body), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), data]).toString('base64');
}

/** The body a sealed text holds (throws when it was not sealed with this secret). */
export function unsealMailBody(secret: string, sealed: string): MailBody {
  const raw = Buffer.from(sealed, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  const text = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString(
    'utf8',
  );
  return JSON.parse(text) as MailBody;
}
