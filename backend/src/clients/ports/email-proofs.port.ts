import { AppError } from '../../common/app-errors';

/** What the account holds of its address, its row locked until the transaction ends. */
export interface AccountEmail {
  readonly id: string;
  readonly firstName: string;
  readonly email: string;
  readonly phone: string;
  readonly verifiedAt: Date | null;
  /** When the current address became the account's (its creation when never changed). */
  readonly since: Date;
  readonly changed: boolean;
  readonly previousEmail: string | null;
  readonly lockedUntil: Date | null;
}

/** Why a proof is asked for: the account's own address, or a new one it moves to. */
export type ProofPurpose = 'verify' | 'change';

/** The one live proof of an account (a new one replaces it), as keyed hashes of its code and link. */
export interface ProofToKeep {
  readonly clientId: string;
  readonly email: string;
  readonly purpose: ProofPurpose;
  readonly codeHash: string;
  readonly linkHash: string;
  readonly now: Date;
  readonly expiresAt: Date;
}

/** A live proof, as a code try or a link finds it. */
export interface LiveProof {
  readonly clientId: string;
  readonly email: string;
  readonly purpose: ProofPurpose;
  readonly codeHash: string;
}

export type ProofTry =
  | { readonly kind: 'counted'; readonly proof: LiveProof; readonly tries: number }
  | { readonly kind: 'none' | 'expired' | 'used_up' };

/** The "this wasn't me" link mailed to the old address when a change is asked for. */
export interface ChangeAlert {
  readonly linkHash: string;
  readonly clientId: string;
  readonly oldEmail: string;
  /** Whether the old address was confirmed: a "this wasn't me" restores that, never more. */
  readonly oldVerified: boolean;
  readonly newEmail: string;
  readonly now: Date;
  readonly expiresAt: Date;
}

/**
 * Where the proofs of e-mail ownership live, and the account columns they change. Every rule that
 * concurrent requests could pass together is held by the statement that writes (a try counted by an
 * UPDATE whose WHERE holds the limit, a proof used by the DELETE that finds it), never by a read
 * followed by a write. Methods run in the UnitOfWork in progress.
 */
export abstract class EmailProofs {
  /** The account's address details, its row locked (FOR UPDATE); null when there is no account. */
  abstract lockAccount(clientId: string): Promise<AccountEmail | null>;

  /** lockAccount, or 404 (clientNotFound) when there is no account. */
  async lockExisting(clientId: string): Promise<AccountEmail> {
    const account = await this.lockAccount(clientId);
    if (!account) throw AppError.of('clientNotFound');
    return account;
  }
  /** The address a change waits to be confirmed for, if any. */
  abstract pendingChange(clientId: string, now: Date): Promise<string | null>;
  /** Whether a code is waiting for the account (sent, not expired, not used up). */
  abstract hasLiveProof(clientId: string, now: Date, maxTries: number): Promise<boolean>;
  /** Keeps the proof, replacing the account's previous one. */
  abstract keep(proof: ProofToKeep): Promise<void>;
  /** Counts one try against the account's live proof (never more than `maxTries`). */
  abstract countTry(clientId: string, now: Date, maxTries: number): Promise<ProofTry>;
  /** The live proof a link names, if it is still live. */
  abstract byLink(linkHash: string, now: Date): Promise<LiveProof | null>;
  /** Uses up the proof with this code hash: false when it was used or replaced meanwhile. */
  abstract use(clientId: string, codeHash: string): Promise<boolean>;
  /** Marks the account's address confirmed, if it still is `email`. */
  abstract markVerified(clientId: string, email: string, now: Date): Promise<boolean>;
  /**
   * Moves the account to a confirmed new address; 'email_taken' when another account has it. The
   * address before it is kept as `previous_email` when it was trusted (confirmed, and the account's
   * since registration or for 24 hours); else the one kept before stays, so two quick changes never
   * make an address of minutes the one the health code goes to.
   */
  abstract changeTo(clientId: string, email: string, now: Date): Promise<'changed' | 'email_taken'>;
  /**
   * Puts the old address back (confirmed only if it was), locks changes until `lockUntil` and drops
   * any proof.
   */
  abstract restore(
    clientId: string,
    old: { email: string; verified: boolean },
    lockUntil: Date,
    now: Date,
  ): Promise<'restored' | 'email_taken'>;
  abstract keepAlert(alert: ChangeAlert): Promise<void>;
  /**
   * Uses a live "this wasn't me" link (once), with the alerts of the changes asked for after it
   * (they came from the change it stops); an alert sent before it, to an older address, stays.
   */
  abstract useAlert(
    linkHash: string,
    now: Date,
  ): Promise<{ clientId: string; oldEmail: string; oldVerified: boolean; newEmail: string } | null>;
}
