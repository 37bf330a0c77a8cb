import { Cents, Interval, LedgerEntry, LedgerKind, LedgerMethod } from '@esthetics/domain';

/** A money movement of one appointment, to record (docs/money.md, "The ledger"). */
export interface AppointmentEntry extends LedgerEntry {
  readonly appointmentId: string;
}

/** A recorded entry, with what the accountant's export shows of its appointment. */
export interface StoredLedgerEntry extends AppointmentEntry {
  readonly id: string;
  /** The client's name as the appointment keeps it (none after an erasure). */
  readonly clientName: string;
  /** The appointment's services, in their order. */
  readonly services: readonly string[];
}

/** The entries of one kind and method, summed. */
export interface LedgerSum {
  readonly kind: LedgerKind;
  readonly method: LedgerMethod;
  readonly amountCents: Cents;
}

/** Where a page of the ledger starts: after this entry, in (created_at, id) order. */
export interface LedgerCursor {
  readonly at: Date;
  readonly id: string;
}

/**
 * Recording money movements, for the modules that move money (payments). The entries are written
 * inside the caller's unit of work, so they are stored if and only if the change that caused them is.
 * A provider movement already recorded (same kind and provider id) is skipped, never an error.
 */
export abstract class Ledger {
  abstract record(...entries: AppointmentEntry[]): Promise<void>;
}

/** Reading the ledger: the Money panel, its totals, the accountant's export and the retention. */
export abstract class LedgerBooks {
  /** The appointment a provider movement (a payment id) was recorded for; null when none was. */
  abstract appointmentOf(providerId: string): Promise<string | null>;
  /** One appointment's entries, oldest first. */
  abstract entriesOf(appointmentId: string): Promise<StoredLedgerEntry[]>;
  /**
   * Up to `limit` entries made in `within` (an end left out is open), oldest first by (created_at, id), those
   * after `after` only.
   */
  abstract page(
    within: Partial<Interval>,
    after: LedgerCursor | null,
    limit: number,
  ): Promise<StoredLedgerEntry[]>;
  /**
   * The sums of the entries made in [start, end), one per kind and method that has any: the method
   * matters to what was taken in (credit is not money, docs/money.md).
   */
  abstract sumsBetween(within: Interval): Promise<LedgerSum[]>;
  /** Deletes at most `limit` entries made before `before`; answers how many. */
  abstract deleteBefore(before: Date, limit: number): Promise<number>;
}
