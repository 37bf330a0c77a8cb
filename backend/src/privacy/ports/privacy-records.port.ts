import { HealthReadKind } from '../../clients/ports/health-reads.port';

/** One recorded read of the client's health answers by the admin. */
export interface HealthAccess {
  readonly id: string;
  readonly admin: string;
  readonly readAt: Date;
  readonly what: HealthReadKind;
}

/** The account being deleted, its row locked until the transaction ends. */
export interface LockedAccount {
  readonly id: string;
  readonly email: string;
  readonly phone: string;
  /**
   * Whether the client has proven they own the e-mail (docs/security.md, "E-mail ownership"). An
   * unconfirmed account erases only what is its own by id: nothing found by e-mail or phone.
   */
  readonly verified: boolean;
}

/** Rows of other modules that carry a person's e-mail (and phone), for the export. */
export interface HeldElsewhere {
  readonly payments: Record<string, unknown>[];
  readonly contactMessages: Record<string, unknown>[];
  readonly corporateInquiries: Record<string, unknown>[];
  readonly waitlistEntries: Record<string, unknown>[];
  readonly emails: Record<string, unknown>[];
}

/** What the erasure found and changed, table by table. */
export interface ErasureCounts {
  readonly appointmentsAnonymised: number;
  readonly outboxMessagesDeleted: number;
  readonly contactMessagesDeleted: number;
  readonly corporateInquiriesDeleted: number;
  readonly waitlistEntriesDeleted: number;
  readonly checkoutSessionsScrubbed: number;
  readonly loginCountersDeleted: number;
}

/**
 * The health access log (written by the clients module on each read), and the personal data every other table
 * holds of a person, found by their account, e-mail and phone: read for the export, erased or
 * anonymised for a deletion. Methods that change rows run in the UnitOfWork in progress.
 */
export abstract class PrivacyRecords {
  /** The client's access log, newest first. */
  abstract healthReadsOf(clientId: string): Promise<HealthAccess[]>;

  /**
   * What other tables hold of `email` (payments of the appointments `appointmentIds`); `email` null
   * for an address not confirmed: only the mails about those appointments then.
   */
  abstract heldElsewhere(
    email: string | null,
    appointmentIds: readonly string[],
  ): Promise<HeldElsewhere>;

  /** Locks the account's row (FOR UPDATE) until the transaction ends; null when there is none. */
  abstract lockAccount(clientId: string): Promise<LockedAccount | null>;
  /**
   * Bookings made with the account's confirmed e-mail and its phone but never attached to it become
   * the account's (they are the same person's), so that they are cancelled and anonymised with the
   * rest. Nothing for an unconfirmed account.
   */
  abstract adoptBookings(account: LockedAccount): Promise<void>;
  /** The account's appointments that have not started yet and still hold a time, soonest first. */
  abstract upcomingOf(clientId: string, now: Date): Promise<string[]>;
  /** Waitlist entries under the e-mail or phone: deleted before any time is freed. */
  abstract deleteWaitlistEntries(account: LockedAccount): Promise<number>;
  /**
   * Anonymises the appointments and erases every other row that holds the person's confirmed
   * e-mail, then deletes the account (its sessions, health answers and access log go with it). A
   * phone is never proven: no row is found by it alone.
   */
  abstract erase(account: LockedAccount, now: Date): Promise<ErasureCounts>;
}
