import { LEDGER_RETENTION_MS } from '@esthetics/domain';
import { Injectable } from '@nestjs/common';
import { Clock } from '../common/clock';
import { DatabaseOutage } from '../common/database-outage';
import { RetentionSweep } from '../common/retention-sweep';
import { AppConfig } from '../config/app-config';
import { LedgerBooks } from './ports/ledger.port';

export { LEDGER_RETENTION_MS };

/** The ledger's retention: every sweep interval, deletes the entries made more than seven years ago. */
@Injectable()
export class LedgerSweeper extends RetentionSweep {
  constructor(
    private readonly books: LedgerBooks,
    clock: Clock,
    config: AppConfig,
    database: DatabaseOutage,
  ) {
    super('LedgerSweeper', LEDGER_RETENTION_MS, clock, config.sweepIntervalMs, database);
  }

  protected deleteBefore(before: Date, limit: number): Promise<number> {
    return this.books.deleteBefore(before, limit);
  }
}
