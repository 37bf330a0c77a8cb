import { Injectable } from '@nestjs/common';

/** A balance charge (a visit's checkout on the saved card) the provider reported succeeded. */
export interface ReportedBalance {
  readonly bookingId: string;
  readonly paymentId: string;
  readonly amountCents: number;
  readonly currency: string;
  readonly metadata: Readonly<Record<string, string>>;
}

type Listener = (reported: ReportedBalance, now: Date) => Promise<void>;

/**
 * Where the provider's word on a balance charge goes. The visit's checkout (which depends on
 * payments, not the other way round) registers itself here when the app starts.
 */
@Injectable()
export class OffSessionBalances {
  private listener: Listener | null = null;

  listen(listener: Listener): void {
    this.listener = listener;
  }

  async succeeded(reported: ReportedBalance, now: Date): Promise<void> {
    if (this.listener) await this.listener(reported, now);
  }
}
