import { Injectable } from '@nestjs/common';
import {
  BalanceListener,
  OffSessionBalances,
  ReportedBalance,
} from './ports/off-session-balances.port';

/** The one listener of balance charges: the visit's checkout (see the port). */
@Injectable()
export class OffSessionBalanceListener extends OffSessionBalances {
  private listener: BalanceListener | null = null;

  listen(listener: BalanceListener): void {
    this.listener = listener;
  }

  async succeeded(reported: ReportedBalance, now: Date): Promise<void> {
    if (this.listener) await this.listener(reported, now);
  }
}
