import { Injectable } from '@nestjs/common';
import { Clock } from '../common/clock';
import { DatabaseOutage } from '../common/database-outage';
import { PeriodicSweep } from '../common/periodic-sweep';
import { AppConfig } from '../config/app-config';
import { CatalogHistory } from './ports/catalog-history.port';

/** How long a change of the menu stays in its history: three years. */
export const CATALOG_HISTORY_RETENTION_MS = 3 * 365 * 24 * 60 * 60 * 1000;
/** The most deleted at once, so one pass holds its locks briefly. */
const BATCH = 1000;

/**
 * The menu history's retention (docs/menu.md): every sweep interval, deletes the changes made more
 * than three years ago; a pass answers how many went.
 */
@Injectable()
export class CatalogHistorySweeper extends PeriodicSweep<number> {
  constructor(
    private readonly history: CatalogHistory,
    private readonly clock: Clock,
    config: AppConfig,
    database: DatabaseOutage,
  ) {
    super('CatalogHistorySweeper', config.sweepIntervalMs, database);
  }

  protected async pass(): Promise<number> {
    const before = new Date(this.clock.now().getTime() - CATALOG_HISTORY_RETENTION_MS);
    let deleted = 0;
    for (let n = BATCH; n === BATCH; deleted += n)
      n = await this.history.deleteBefore(before, BATCH);
    return deleted;
  }
}
