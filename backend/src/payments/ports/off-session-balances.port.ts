/** A balance charge (a visit's checkout on the saved card) the provider reported succeeded. */
export interface ReportedBalance {
  readonly bookingId: string;
  readonly paymentId: string;
  readonly amountCents: number;
  readonly currency: string;
  readonly metadata: Readonly<Record<string, string>>;
}

export type BalanceListener = (reported: ReportedBalance, now: Date) => Promise<void>;

/**
 * Where the provider's word on a balance charge goes (docs/money.md, "Stripe's webhooks"). The
 * visit's checkout (which depends on payments, not the other way round) listens when the app starts.
 */
export abstract class OffSessionBalances {
  abstract listen(listener: BalanceListener): void;
  /** Runs in the caller's unit of work. */
  abstract succeeded(reported: ReportedBalance, now: Date): Promise<void>;
}
