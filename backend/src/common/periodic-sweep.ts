import { Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { DatabaseOutage } from './database-outage';

/**
 * A pass run on a timer (none when the interval is 0): one pass at a time, a pass asked for while one
 * runs answers that one, and shutdown waits for it. A failing timed pass is logged, an unreachable
 * database once for the whole app (DatabaseOutage). Safe with several replicas: each pass is its own
 * transactions.
 */
export abstract class PeriodicSweep<T> implements OnApplicationBootstrap, OnApplicationShutdown {
  protected readonly logger: Logger;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<T> | null = null;

  protected constructor(
    name: string,
    private readonly intervalMs: number,
    private readonly database: DatabaseOutage,
  ) {
    this.logger = new Logger(name);
  }

  /** One pass of the work. */
  protected abstract pass(): Promise<T>;

  onApplicationBootstrap(): void {
    if (this.intervalMs <= 0) return;
    this.timer = setInterval(() => this.sweepLogged(), this.intervalMs);
    this.timer.unref();
  }

  private sweepLogged(): void {
    void this.sweep().catch((e: unknown) => {
      if (!this.database.record(e)) this.logger.error(e instanceof Error ? e.message : String(e));
    });
  }

  /**
   * Asks for a pass soon, without waiting for the timer: at once, or right after the pass running
   * (which may have started before the work asked for was there). Nothing when the timer is off
   * (interval 0: the tests run passes themselves).
   */
  sweepSoon(): void {
    if (this.intervalMs <= 0) return;
    const current = this.running ?? Promise.resolve(undefined);
    void current.catch(() => undefined).then(() => this.sweepLogged());
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running?.catch(() => undefined);
  }

  /** Runs a pass now, or answers the one already running. */
  sweep(): Promise<T> {
    this.running ??= this.pass().finally(() => (this.running = null));
    return this.running;
  }
}
