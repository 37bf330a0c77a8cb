import { Injectable } from '@nestjs/common';
import { DatabaseOutage } from '../common/database-outage';
import { PeriodicSweep } from '../common/periodic-sweep';
import { AppConfig } from '../config/app-config';
import { HoldExpiry } from './hold-expiry.service';

/** Every sweep interval, cancels unpaid bookings whose hold has ended; a pass answers how many. */
@Injectable()
export class HoldSweeper extends PeriodicSweep<number> {
  constructor(
    private readonly holds: HoldExpiry,
    config: AppConfig,
    database: DatabaseOutage,
  ) {
    super('HoldSweeper', config.sweepIntervalMs, database);
  }

  protected async pass(): Promise<number> {
    const cancelled = await this.holds.expireHolds();
    if (cancelled > 0) this.logger.log(`Cancelled ${cancelled} unpaid booking(s) whose hold ended`);
    return cancelled;
  }
}
