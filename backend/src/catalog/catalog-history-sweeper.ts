import { Injectable } from '@nestjs/common';
import { Clock } from '../common/clock';
import { DatabaseOutage } from '../common/database-outage';
import { RetentionSweep } from '../common/retention-sweep';
import { AppConfig } from '../config/app-config';
import { CatalogHistory } from './ports/catalog-history.port';

/** How long a change of the menu stays in its history: three years. */
export const CATALOG_HISTORY_RETENTION_MS = 3 * 365 * 24 * 60 * 60 * 1000;

/**
 * The menu history's retention (docs/menu.md): every sweep interval, deletes the changes made more
 * than three years ago; a pass answers how many went.
 */
@Injectable()
export class CatalogHistorySweeper extends RetentionSweep {
  constructor(
    private readonly history: CatalogHistory,
    clock: Clock,
    config: AppConfig,
    database: DatabaseOutage,
  ) {
    super(
      'CatalogHistorySweeper',
      CATALOG_HISTORY_RETENTION_MS,
      clock,
      config.sweepIntervalMs,
      database,
    );
  }

  protected deleteBefore(before: Date, limit: number): Promise<number> {
    return this.history.deleteBefore(before, limit);
  }
}
