import { HEALTH_CODE_DIGITS } from '@esthetics/domain';
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A new one-time code: HEALTH_CODE_DIGITS random digits (leading zeros kept). */
export const newHealthCode = (): string =>
  String(randomInt(0, 10 ** HEALTH_CODE_DIGITS)).padStart(HEALTH_CODE_DIGITS, '0');

/** A new per-code salt: 128 random bits, in hex. */
export const newSalt = (): string => randomBytes(16).toString('hex');

/**
 * What is stored of a code: an HMAC-SHA256 keyed with the server's secret over the code's salt and
 * digits, in hex. Without the secret, a stored hash cannot be tried against the million codes.
 */
export function hashHealthCode(secret: string, salt: string, code: string): string {
  return createHmac('sha256', secret).update(`health-code:${salt}:${code}`).digest('hex');
}

/** Whether `code` is the one `hash` was made from (compared in constant time). */
export function healthCodeMatches(
  secret: string,
  salt: string,
  code: string,
  hash: string,
): boolean {
  const given = Buffer.from(hashHealthCode(secret, salt, code), 'hex');
  const kept = Buffer.from(hash, 'hex');
  return given.length === kept.length && timingSafeEqual(given, kept);
}
