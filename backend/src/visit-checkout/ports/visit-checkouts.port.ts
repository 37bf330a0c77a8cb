import { CheckoutMethod, ProductLine } from '@esthetics/domain';

/** A visit checked out: what it took and how (docs/money.md, "The visit's checkout"). */
export interface VisitCheckoutRecord {
  readonly appointmentId: string;
  readonly method: CheckoutMethod;
  readonly balanceCents: number;
  readonly tipCents: number;
  readonly products: readonly ProductLine[];
  readonly totalCents: number;
  /** The provider's payment of a card checkout; null for cash and an outside card. */
  readonly paymentId: string | null;
  /** Who checked it out (the owner, or an API key acting for her). */
  readonly by: string | null;
  readonly at: Date;
}

/** The checkouts of visits: one per appointment, held by the database. */
export abstract class VisitCheckouts {
  abstract find(appointmentId: string): Promise<VisitCheckoutRecord | null>;
  /**
   * Stores it in the transaction in progress; false when the appointment has one already (the
   * unique key, so two checkouts at once never both store).
   */
  abstract insert(record: VisitCheckoutRecord): Promise<boolean>;
  /** How many saved-card attempts the card refused (part of the next attempt's key). */
  abstract refusals(appointmentId: string): Promise<number>;
  /** Counts a refusal; it stays when the caller's transaction commits. */
  abstract addRefusal(appointmentId: string, now: Date): Promise<void>;
}
