import { createHash } from 'node:crypto';

/** The request header that names a retryable request, and the answer header that marks a replay. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const REPLAYED_HEADER = 'Idempotent-Replayed';

/** How long a key's first answer is kept and replayed. */
export const KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;
/**
 * A key still "in progress" this long after it was claimed belongs to a request that died with its
 * process (a crash between claim and answer): the next request with the key runs afresh.
 */
export const ABANDONED_AFTER_MS = 2 * 60 * 1000;

/**
 * Long enough that a random key cannot be guessed (anonymous callers share a route's key space, and a
 * replay also needs the identical body), short enough to index; characters safe in any header and log.
 */
const KEY_FORMAT = /^[A-Za-z0-9._:-]{16,255}$/;

export function isValidIdempotencyKey(key: string): boolean {
  return KEY_FORMAT.test(key);
}

/** JSON with every object's keys sorted, so the same body written in another key order is the same. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item)).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, item]) => `${JSON.stringify(k)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** The sha256 (hex) of a request body's canonical JSON: what "the same body" means. */
export function requestHash(body: unknown): string {
  return createHash('sha256').update(canonicalJson(body)).digest('hex');
}

/**
 * Whether an answer is kept and replayed. Every 2xx and 4xx is (Stripe's rule: the same request gets
 * the same answer, a taken time included; a new attempt takes a new key), except 429, which says
 * "later". A 5xx is the server's failure, not the request's: the key is released so a retry runs.
 */
export function isStoredStatus(status: number): boolean {
  return status >= 200 && status < 500 && status !== 429;
}
