import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { AppConfig } from '../config/app-config';

/**
 * The secrets of e-mail ownership (docs/security.md): a 6-digit code to type, and 256-bit tokens for
 * the links. What is stored of each is an HMAC-SHA256 keyed with the server's secret, so a stored
 * hash cannot be tried against the million codes without it.
 */
export type EmailSecretKind = 'code' | 'link' | 'alert' | 'claim';

export const newEmailCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

export const newLinkToken = (): string => randomBytes(32).toString('base64url');

/** A code is hashed with its account's id: the same digits hash differently for each account. */
export function hashEmailSecret(secret: string, kind: EmailSecretKind, value: string): string {
  return createHmac('sha256', secret).update(`email-proof:${kind}:${value}`).digest('hex');
}

/** Whether `given` (a hex hash) is `kept`, compared in constant time. */
export function sameHash(given: string, kept: string): boolean {
  const a = Buffer.from(given, 'hex');
  const b = Buffer.from(kept, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** hashEmailSecret with the server's secret. */
export function secretHash(config: AppConfig, kind: EmailSecretKind, value: string): string {
  if (!config.jwtSecret) throw new Error('JWT secret not resolved');
  return hashEmailSecret(config.jwtSecret, kind, value);
}
