import { Inject, Injectable, Type } from '@nestjs/common';
import type { Abstract } from '@nestjs/common/interfaces';
import { AppConfig } from '../config/app-config';
import { Clock } from './clock';
import type { Sweeper } from './counting-sweep';
import { DatabaseOutage } from './database-outage';
import { PeriodicSweep } from './periodic-sweep';

/** The most deleted by one statement, so a pass holds its locks briefly. */
const BATCH = 1000;

/**
 * A retention rule on a timer: every pass deletes what is older than `retentionMs`, BATCH rows a
 * statement until a statement deletes fewer, and answers how many went.
 */
export abstract class RetentionSweep extends PeriodicSweep<number> {
  protected constructor(
    name: string,
    private readonly retentionMs: number,
    private readonly clock: Clock,
    intervalMs: number,
    database: DatabaseOutage,
  ) {
    super(name, intervalMs, database);
  }

  /** Deletes at most `limit` of the rows older than `before`; answers how many. */
  protected abstract deleteBefore(before: Date, limit: number): Promise<number>;

  protected async pass(): Promise<number> {
    const before = new Date(this.clock.now().getTime() - this.retentionMs);
    let deleted = 0;
    for (let n = BATCH; n === BATCH; deleted += n) n = await this.deleteBefore(before, BATCH);
    return deleted;
  }
}

/**
 * The base of a retention sweeper whose rows one port deletes:
 * `class LedgerSweeper extends RetentionOf(LedgerBooks, LEDGER_RETENTION_MS, (books, before, limit) =>
 * books.deleteBefore(before, limit))`. The logger is named after the sweeper's class.
 */
export function RetentionOf<T>(
  store: Type<T> | Abstract<T>,
  retentionMs: number,
  deleteBefore: (store: T, before: Date, limit: number) => Promise<number>,
): Type<Sweeper> {
  @Injectable()
  class Retention extends RetentionSweep {
    constructor(
      @Inject(store) private readonly store: T,
      clock: Clock,
      config: AppConfig,
      database: DatabaseOutage,
    ) {
      super(new.target.name, retentionMs, clock, config.sweepIntervalMs, database);
    }

    protected deleteBefore(before: Date, limit: number): Promise<number> {
      return deleteBefore(this.store, before, limit);
    }
  }
  return Retention;
}
