import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { DatabaseOutage } from '../common/database-outage';
import { AppConfig } from '../config/app-config';
import { HoldExpiry } from './hold-expiry.service';

/** Every minute, cancels unpaid bookings whose hold has ended. Safe with several replicas. */
@Injectable()
export class HoldSweeper implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('HoldSweeper');
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;

  constructor(
    private readonly holds: HoldExpiry,
    private readonly config: AppConfig,
    private readonly database: DatabaseOutage,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.sweepIntervalMs <= 0) return;
    this.timer = setInterval(
      () =>
        void this.sweep().catch((e: unknown) => {
          if (!this.database.record(e)) this.logger.error(String(e));
        }),
      this.config.sweepIntervalMs,
    );
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running?.catch(() => undefined);
  }

  /** One pass; answers how many bookings it cancelled. */
  async sweep(): Promise<number> {
    if (this.running) return this.running;
    this.running = this.holds.expireHolds().finally(() => (this.running = null));
    const cancelled = await this.running;
    if (cancelled > 0) this.logger.log(`Cancelled ${cancelled} unpaid booking(s) whose hold ended`);
    return cancelled;
  }
}
