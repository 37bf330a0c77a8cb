import { LEDGER_RETENTION_MS } from '@esthetics/domain';
import { Injectable } from '@nestjs/common';
import { Clock } from '../common/clock';
import { CountingSweep } from '../common/counting-sweep';
import { DatabaseOutage } from '../common/database-outage';
import { RetentionSweep } from '../common/retention-sweep';
import { AppConfig } from '../config/app-config';
import { FeeCharges } from './fee-charges.service';
import { FeeRepository } from './ports/fees.port';

/** Every sweep interval, charges the fees whose grace window has passed (docs/money.md, "Fees"). */
@Injectable()
export class FeeSweeper extends CountingSweep(
  FeeCharges,
  (charges, now) => charges.sweep(now),
  (settled) => `Settled ${settled} fee(s): charged, paid, or sent a pay link`,
) {}

/** Fees follow the ledger's retention: deleted seven years after they were recorded. */
@Injectable()
export class FeeRetentionSweeper extends RetentionSweep {
  constructor(
    private readonly fees: FeeRepository,
    clock: Clock,
    config: AppConfig,
    database: DatabaseOutage,
  ) {
    super('FeeRetentionSweeper', LEDGER_RETENTION_MS, clock, config.sweepIntervalMs, database);
  }

  protected deleteBefore(before: Date, limit: number): Promise<number> {
    return this.fees.deleteBefore(before, limit);
  }
}
