import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { DatabaseOutage } from '../common/database-outage';
import { AppConfig } from '../config/app-config';
import { WaitlistOffersService } from './waitlist-offers.service';

/** Every sweep interval, passes lapsed waitlist offers to the next person. Safe with several replicas. */
@Injectable()
export class WaitlistSweeper implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('WaitlistSweeper');
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;

  constructor(
    private readonly offers: WaitlistOffersService,
    private readonly config: AppConfig,
    private readonly database: DatabaseOutage,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.sweepIntervalMs <= 0) return;
    this.timer = setInterval(
      () =>
        void this.sweep().catch((e: unknown) => {
          // An unreachable database is logged once for the whole app (DatabaseOutage), not every tick.
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

  /** One pass; answers how many lapsed offers it passed on. */
  async sweep(): Promise<number> {
    if (this.running) return this.running;
    this.running = this.offers.passOnLapsedOffers().finally(() => (this.running = null));
    const passed = await this.running;
    if (passed > 0) this.logger.log(`Passed ${passed} lapsed waitlist offer(s) on`);
    return passed;
  }
}
