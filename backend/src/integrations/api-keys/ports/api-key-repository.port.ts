import type { ApiKeyScope } from '@esthetics/domain';

/** A key as stored: never the key itself, only its hash (which never leaves the adapter's queries). */
export interface StoredApiKey {
  readonly id: string;
  readonly name: string;
  readonly prefix: string;
  readonly scopes: readonly ApiKeyScope[];
  readonly createdAt: Date;
  readonly lastUsedAt: Date | null;
}

export interface NewApiKey {
  readonly name: string;
  readonly prefix: string;
  readonly keyHash: string;
  readonly scopes: readonly ApiKeyScope[];
  readonly createdAt: Date;
}

/** The API keys, by the hash of each key. */
export abstract class ApiKeyRepository {
  abstract insert(key: NewApiKey): Promise<StoredApiKey>;
  /** The keys not revoked, newest first. */
  abstract listLive(): Promise<StoredApiKey[]>;
  /** Revokes a live key at `now`; false when no live key has that id (unknown, or revoked already). */
  abstract revoke(id: string, now: Date): Promise<boolean>;
  /** The live key with this hash, if any. */
  abstract findLiveByHash(keyHash: string): Promise<StoredApiKey | null>;
  /** Notes a use at `now`, unless one was noted after `notBefore` (one write a minute at most). */
  abstract touch(id: string, now: Date, notBefore: Date): Promise<void>;
}
