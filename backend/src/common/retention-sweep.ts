import { Clock } from './clock';
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
