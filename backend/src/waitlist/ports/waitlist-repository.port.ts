import { WaitlistCandidate } from '@esthetics/domain';

/** A stored waitlist entry. `joinedAt` orders who is offered a time first. */
export interface WaitlistEntry extends WaitlistCandidate {
  readonly name: string;
  readonly email: string;
  readonly phone: string;
  /** The secret of its leave link (long and random). */
  readonly leaveToken: string;
  readonly leftAt: Date | null;
  /** When it booked a time through an offer; it then waits no more. */
  readonly bookedAt: Date | null;
}

export type NewWaitlistEntry = Omit<WaitlistEntry, 'leftAt' | 'bookedAt'>;

/** open: held for its entry until expiresAt; claimed: booked; expired; withdrawn: its entry left. */
export type WaitlistOfferStatus = 'open' | 'claimed' | 'expired' | 'withdrawn';

export interface WaitlistOffer {
  readonly id: string;
  readonly entryId: string;
  /** The freed time: calendar date and start time in the business time zone. */
  readonly date: string;
  readonly time: string;
  readonly status: WaitlistOfferStatus;
  readonly offeredAt: Date;
  readonly expiresAt: Date;
  readonly claimedAt: Date | null;
  /** The booking its claim made. */
  readonly appointmentId: string | null;
}

export interface NewWaitlistOffer {
  readonly id: string;
  readonly entryId: string;
  readonly date: string;
  readonly time: string;
  /** SHA-256 (hex) of the secret in its claim link; the secret itself is only in the e-mail. */
  readonly tokenHash: string;
  readonly offeredAt: Date;
  readonly expiresAt: Date;
}

export interface OfferWithEntry {
  readonly offer: WaitlistOffer;
  readonly entry: WaitlistEntry;
}

/** An entry as the admin's day list shows it, with its open offer if any. */
export interface EntryWithOffer {
  readonly entry: WaitlistEntry;
  readonly openOffer: WaitlistOffer | null;
}

/**
 * The waitlist's storage. Methods that lock ("within the transaction in progress") are meant to be
 * called inside a UnitOfWork.
 */
export abstract class WaitlistRepository {
  abstract add(entry: NewWaitlistEntry): Promise<void>;
  /** Takes the freed time's lock until the transaction in progress ends (one offer-maker per time). */
  abstract lockSlot(date: string, time: string): Promise<void>;
  abstract hasOpenOffer(date: string, time: string): Promise<boolean>;
  /**
   * Entries still waiting (not left, not booked) that include `date`, have no open offer and were
   * never offered this time. The domain's matchWaitlist decides which of them it suits.
   */
  abstract candidatesFor(date: string, time: string): Promise<WaitlistEntry[]>;
  /**
   * Stores an open offer; false, storing nothing, when a constraint refuses it (the time or the
   * entry got an open offer meanwhile, or the entry was offered this time already).
   */
  abstract addOffer(offer: NewWaitlistOffer): Promise<boolean>;
  /** The offer of a claim link's token hash, with its entry; `lock`: its row locked (a claim). */
  abstract findOffer(tokenHash: string, lock?: boolean): Promise<OfferWithEntry | null>;
  /** The offer is claimed by that booking, and its entry booked (waiting no more). */
  abstract markClaimed(offerId: string, appointmentId: string, now: Date): Promise<void>;
  /** Moves one open offer whose time ran out at `now` to expired (SKIP LOCKED) and answers it. */
  abstract expireNextOffer(now: Date): Promise<WaitlistOffer | null>;
  /**
   * The entry of this leave token leaves (once: leaving again changes nothing); its open offer, if
   * any, is withdrawn and answered. Null for an unknown token.
   */
  abstract leave(
    leaveToken: string,
    now: Date,
  ): Promise<{ entry: WaitlistEntry; withdrawn: WaitlistOffer | null } | null>;
  /** Entries not left that include `date`, earliest joined first, with their open offers. */
  abstract listOnDay(date: string): Promise<EntryWithOffer[]>;
  /**
   * Deletes the entry and its offers; answers the open offer it had (its time goes to the next
   * person), or null when there is no such entry.
   */
  abstract remove(id: string): Promise<{ openOffer: WaitlistOffer | null } | null>;
}
