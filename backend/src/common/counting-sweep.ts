import { Inject, Injectable, Type } from '@nestjs/common';
import type { Abstract } from '@nestjs/common/interfaces';
import { AppConfig } from '../config/app-config';
import { Clock } from './clock';
import { DatabaseOutage } from './database-outage';
import { PeriodicSweep } from './periodic-sweep';

/** What the app and the tests use of a sweeper (PeriodicSweep's public face). */
export type Sweeper = Pick<
  PeriodicSweep<number>,
  'sweep' | 'sweepSoon' | 'onApplicationBootstrap' | 'onApplicationShutdown'
>;

/**
 * The base of a sweeper that, every sweep interval, asks one service to clear what has lapsed and
 * answers how many rows it cleared: `class HoldSweeper extends CountingSweep(HoldExpiry, (holds) =>
 * holds.expireHolds())`. `done` words the log line of a pass that cleared any; the logger is named
 * after the sweeper's class.
 */
export function CountingSweep<T>(
  work: Type<T> | Abstract<T>,
  pass: (work: T, now: Date) => Promise<number>,
  done?: (count: number) => string,
): Type<Sweeper> {
  @Injectable()
  class Sweep extends PeriodicSweep<number> {
    constructor(
      @Inject(work) private readonly work: T,
      private readonly clock: Clock,
      config: AppConfig,
      database: DatabaseOutage,
    ) {
      super(new.target.name, config.sweepIntervalMs, database);
    }

    protected async pass(): Promise<number> {
      const count = await pass(this.work, this.clock.now());
      if (count > 0 && done) this.logger.log(done(count));
      return count;
    }
  }
  return Sweep;
}
