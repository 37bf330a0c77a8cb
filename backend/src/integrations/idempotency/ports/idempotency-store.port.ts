/** A key's first request, as the store holds it. */
export type KeyState =
  /** This request holds the key now; `lock` names its claim for `complete` and `release`. */
  | { readonly state: 'claimed'; readonly lock: string }
  /** Another request holds the key and has not answered yet. */
  | { readonly state: 'in_progress'; readonly requestHash: string }
  /** The key's first answer, to replay. */
  | {
      readonly state: 'completed';
      readonly requestHash: string;
      readonly status: number;
      /** The answer's body as it was sent (JSON text). */
      readonly body: string;
    }
  /** The key was released between two looks: try again. */
  | { readonly state: 'gone' };

export interface ClaimRequest {
  /** The route and the caller the key belongs to. */
  readonly scope: string;
  readonly key: string;
  readonly requestHash: string;
  readonly now: Date;
  /** When the key may be used afresh. */
  readonly expiresAt: Date;
  /** A key still in progress since before this is taken over. */
  readonly abandonedBefore: Date;
}

/**
 * The Idempotency-Key records. `claim` is one atomic step in the database, so of requests racing with
 * one key exactly one is told `claimed`.
 */
export abstract class IdempotencyStore {
  /** Claims the key for this request (new, expired or abandoned), or answers who holds it. */
  abstract claim(request: ClaimRequest): Promise<KeyState>;

  /** Keeps the first answer of the claim `lock`, for replays until the key expires. */
  abstract complete(
    scope: string,
    key: string,
    lock: string,
    answer: { status: number; body: string },
  ): Promise<void>;

  /** Lets the key go (the request failed on the server's side), so a retry runs afresh. */
  abstract release(scope: string, key: string, lock: string): Promise<void>;

  /** Deletes the keys expired at `now`; answers how many. */
  abstract deleteExpired(now: Date): Promise<number>;
}
