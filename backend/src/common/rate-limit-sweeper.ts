import { Injectable } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { DatabaseOutage } from './database-outage';
import { PeriodicSweep } from './periodic-sweep';
import { RateLimiter } from './rate-limiter';

/**
 * Every sweep interval, deletes the rate-limit counts of past windows (no limit reads them): the
 * table's retention, which keeps it as small as its current traffic; a pass answers how many.
 */
@Injectable()
export class RateLimitSweeper extends PeriodicSweep<number> {
  constructor(
    private readonly limiter: RateLimiter,
    config: AppConfig,
    database: DatabaseOutage,
  ) {
    super('RateLimitSweeper', config.sweepIntervalMs, database);
  }

  protected pass(): Promise<number> {
    return this.limiter.deleteExpired();
  }
}
