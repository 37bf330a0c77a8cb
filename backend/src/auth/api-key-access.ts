import type { ApiKeyScope } from '@esthetics/domain';

/** A live API key, as the guards see it: never the key itself. */
export interface ApiKeyIdentity {
  readonly id: string;
  readonly name: string;
  /** The first characters of the key (`esk_` and a few more), to tell keys apart in lists and logs. */
  readonly prefix: string;
  readonly scopes: readonly ApiKeyScope[];
}

/**
 * The server side of API keys, read by the guards: which live key a bearer string is. Bound by the
 * integrations module (integrations/api-keys), where keys are created and revoked.
 */
export abstract class ApiKeyAccess {
  /**
   * The live (not revoked) key `raw` is, or null for anything else (unknown, revoked, malformed). Notes
   * the key as used at `now` (at most once a minute per key, so busy keys do not write on each call).
   */
  abstract authenticate(raw: string, now: Date): Promise<ApiKeyIdentity | null>;
}
