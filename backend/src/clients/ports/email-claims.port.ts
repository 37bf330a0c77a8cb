/** A link that lets an address's owner take over the unconfirmed account that uses it. */
export interface EmailClaim {
  readonly clientId: string;
  readonly email: string;
}

/**
 * The take-over links (docs/security.md, "Taking over an unconfirmed account"), as keyed hashes.
 * Methods run in the UnitOfWork in progress.
 */
export abstract class EmailClaims {
  /** Keeps a new link (the account's earlier ones stay live), and deletes every expired one. */
  abstract keep(
    claim: EmailClaim & { linkHash: string; now: Date; expiresAt: Date },
  ): Promise<void>;
  /** The live link's claim, without using it; null when unknown or expired. */
  abstract find(linkHash: string, now: Date): Promise<EmailClaim | null>;
  /**
   * Uses the live link and drops the account's other links: null when it was used meanwhile, so
   * ten presses at once take the account over once.
   */
  abstract use(linkHash: string, now: Date): Promise<EmailClaim | null>;
}
