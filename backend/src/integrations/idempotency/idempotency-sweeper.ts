import { Injectable } from '@nestjs/common';
import { Clock } from '../../common/clock';
import { DatabaseOutage } from '../../common/database-outage';
import { PeriodicSweep } from '../../common/periodic-sweep';
import { AppConfig } from '../../config/app-config';
import { IdempotencyStore } from './ports/idempotency-store.port';

/**
 * Every sweep interval, deletes the Idempotency-Keys past their 24 hours (an expired key is already
 * ignored by a claim: this only keeps the table small); a pass answers how many.
 */
@Injectable()
export class IdempotencySweeper extends PeriodicSweep<number> {
  constructor(
    private readonly store: IdempotencyStore,
    private readonly clock: Clock,
    config: AppConfig,
    database: DatabaseOutage,
  ) {
    super('IdempotencySweeper', config.sweepIntervalMs, database);
  }

  protected pass(): Promise<number> {
    return this.store.deleteExpired(this.clock.now());
  }
}
