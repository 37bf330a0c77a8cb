import type { AccountAddress } from '@esthetics/domain';

/** A new code to keep for a client, replacing any other, unless the client asked too often lately. */
export interface CodeToKeep {
  readonly clientId: string;
  /** The session that asked for it: only that session can confirm with it. */
  readonly sessionId: string;
  readonly hash: string;
  readonly salt: string;
  readonly now: Date;
  readonly expiresAt: Date;
  /** Requests since this time count against `limit` (one hour back). */
  readonly countSince: Date;
  readonly limit: number;
}

/** The kept code: or, over the limit, when the oldest counted request leaves the window. */
export type KeepResult = { readonly kept: true } | { readonly kept: false; readonly retryAt: Date };

/** A try counted against the session's live code, with what is needed to compare it. */
export type CountedTry =
  | {
      readonly kind: 'counted';
      readonly hash: string;
      readonly salt: string;
      readonly tries: number;
    }
  | { readonly kind: 'expired' | 'used_up' | 'none' };

/**
 * Where one-time codes and the sessions they confirm are kept. Every limit is enforced by the
 * statement that changes the row (an upsert or UPDATE whose WHERE holds the limit), never by a read
 * followed by a write, so concurrent requests and app replicas cannot pass it together.
 */
export abstract class HealthAccessStore {
  /** What the account holds of its address (the domain's healthCodeAddress picks where codes go). */
  abstract addressOf(clientId: string): Promise<AccountAddress | null>;
  /** Whether the client's session (open, theirs) has confirmed a code. */
  abstract isConfirmed(sessionId: string, clientId: string): Promise<boolean>;
  /** The expiry of the live code this session asked for (not expired, tries left), else null. */
  abstract liveCodeExpiry(
    clientId: string,
    sessionId: string,
    now: Date,
    maxTries: number,
  ): Promise<Date | null>;
  /** Keeps the code (replacing the client's previous one), counted against the hourly limit. */
  abstract keepCode(code: CodeToKeep): Promise<KeepResult>;
  /**
   * Counts one try against the session's live code (atomically: never more than `maxTries`) and
   * answers its hash to compare; or why there is no code to try.
   */
  abstract countTry(
    clientId: string,
    sessionId: string,
    now: Date,
    maxTries: number,
  ): Promise<CountedTry>;
  /**
   * Uses up the code with this hash (it cannot confirm twice) and marks the session confirmed; false
   * when the code was replaced or used meanwhile, or the session has ended.
   */
  abstract confirm(clientId: string, sessionId: string, hash: string, now: Date): Promise<boolean>;
}
