import { PaymentProvider, ProviderCard } from './payment-gateway.port';

/** A card saved at a provider, as the client area shows it. */
export type SavedCard = ProviderCard;

/** Whose customer: a client account, or a guest's booking e-mail. */
export interface CustomerOwner {
  readonly provider: PaymentProvider;
  /** 'client:<id>' or 'email:<lower-case address>': one customer per key and provider. */
  readonly key: string;
  readonly clientId: string | null;
  readonly email: string;
}

/** A saved card with the provider customer it is attached to: what an off-session charge needs. */
export interface ChargeableCard {
  readonly customerId: string;
  readonly card: SavedCard;
}

/** A customer row's identity: its provider and key. */
export type CustomerRef = Pick<CustomerOwner, 'provider' | 'key'>;

/** The provider customers this app created, and the card each one holds now. */
export abstract class SavedCardRepository {
  /**
   * The owner's row, created when missing (ON CONFLICT on its key) and locked until the transaction
   * ends; answers its provider customer id, null while none is created yet.
   */
  abstract claimCustomer(owner: CustomerOwner, now: Date): Promise<string | null>;
  /** Stores the provider customer id created for the row (the first one stored wins); answers it. */
  abstract setCustomerId(owner: CustomerRef, customerId: string): Promise<string>;
  /** The owner's card, replacing the one before. */
  abstract saveCard(owner: CustomerRef, card: SavedCard, now: Date): Promise<void>;
  abstract cardOf(owner: CustomerRef): Promise<SavedCard | null>;
  /** The owner's card and its customer, or null when there is no card (or no customer yet). */
  abstract chargeableOf(owner: CustomerRef): Promise<ChargeableCard | null>;
  /** The row whose provider customer this is; null when the app did not create it. */
  abstract refOfCustomer(
    provider: PaymentProvider,
    customerId: string,
  ): Promise<CustomerRef | null>;
  /** Deletes the owner's card, if any. */
  abstract removeCard(owner: CustomerRef): Promise<void>;
}
