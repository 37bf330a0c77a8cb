import createClient, { type Client } from 'openapi-fetch';
import type { components, operations, paths } from './schema';

export type { components, operations, paths };
export type Schemas = components['schemas'];
export type ApiClient = Client<paths>;

/** The request header that makes a POST safe to retry, and the answer header that marks a replay. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const REPLAYED_HEADER = 'Idempotent-Replayed';

export interface ApiClientOptions {
  /** The site's address, e.g. `https://booking.example.com` (the API is under `/api`). */
  baseUrl: string;
  /** An API key (`esk_...`), sent as `Authorization: Bearer <key>`. */
  apiKey?: string;
  /** Or a session token (the admin's or a client's, from their login), sent the same way. */
  token?: string;
  /** Another `fetch` (tests, proxies). */
  fetch?: typeof fetch;
  /** More headers for every request. */
  headers?: Record<string, string>;
}

/**
 * A typed client of the API: every path, parameter, body and answer as the OpenAPI spec says
 * (openapi-fetch). With `apiKey` or `token`, every request carries it as a bearer token.
 *
 * ```ts
 * const api = createApiClient({ baseUrl: 'https://booking.example.com', apiKey: 'esk_...' });
 * const { data, error } = await api.GET('/api/catalog');
 * ```
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  if (options.apiKey && options.token)
    throw new Error('Give either an apiKey or a token, not both');
  const credential = options.apiKey ?? options.token;
  return createClient<paths>({
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    headers: {
      ...options.headers,
      ...(credential ? { Authorization: `Bearer ${credential}` } : {}),
    },
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
}

/** A new Idempotency-Key: a random UUID. Make one per operation, and reuse it for its retries. */
export function newIdempotencyKey(): string {
  return globalThis.crypto.randomUUID();
}

/**
 * The `params` of an idempotent POST: `api.POST('/api/bookings', { body, params: idempotent(key) })`.
 * Keep `key` to retry the same operation; a retry then answers the first answer and changes nothing.
 */
export function idempotent(key: string = newIdempotencyKey()): {
  header: { [IDEMPOTENCY_KEY_HEADER]: string };
} {
  return { header: { [IDEMPOTENCY_KEY_HEADER]: key } };
}

/** Whether an answer is the replay of an earlier one with the same Idempotency-Key. */
export function isReplay(response: Response): boolean {
  return response.headers.get(REPLAYED_HEADER) === 'true';
}

/** Whether an attempt is worth retrying with the same key: no answer, a 5xx, a 429 or a 409 "in progress". */
export function isRetryable(result: { response?: Response; error?: unknown }): boolean {
  const status = result.response?.status;
  if (status === undefined) return true;
  if (status >= 500 || status === 429) return true;
  const code = (result.error as { code?: unknown } | undefined)?.code;
  return status === 409 && code === 'idempotencyKeyInProgress';
}

/**
 * Sends an idempotent POST with retries: one key for every attempt, so however many are sent the
 * server acts once. `send` gets the `params` to pass; a network failure, a 5xx, a 429 or a 409 "in
 * progress" is retried after `delayMs` (doubling), up to `attempts` in all.
 *
 * ```ts
 * const { data } = await withRetries((params) => api.POST('/api/contact', { body, params }));
 * ```
 */
export async function withRetries<R extends { response: Response; error?: unknown }>(
  send: (params: ReturnType<typeof idempotent>) => Promise<R>,
  options: { key?: string; attempts?: number; delayMs?: number } = {},
): Promise<R> {
  const params = idempotent(options.key);
  const attempts = options.attempts ?? 5;
  let delay = options.delayMs ?? 500;
  for (let attempt = 1; ; attempt++) {
    let result: R | undefined;
    try {
      result = await send(params);
      if (!isRetryable(result) || attempt >= attempts) return result;
    } catch (e) {
      if (attempt >= attempts) throw e;
    }
    await new Promise((resolve) => setTimeout(resolve, delay));
    delay *= 2;
  }
}
