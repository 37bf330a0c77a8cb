import { Injectable } from '@nestjs/common';
import { DatabaseOutage } from '../common/database-outage';
import { PeriodicSweep } from '../common/periodic-sweep';
import { AppConfig } from '../config/app-config';
import { WaitlistOffersService } from './waitlist-offers.service';

/** Every sweep interval, passes lapsed waitlist offers to the next person; a pass answers how many. */
@Injectable()
export class WaitlistSweeper extends PeriodicSweep<number> {
  constructor(
    private readonly offers: WaitlistOffersService,
    config: AppConfig,
    database: DatabaseOutage,
  ) {
    super('WaitlistSweeper', config.sweepIntervalMs, database);
  }

  protected async pass(): Promise<number> {
    const passed = await this.offers.passOnLapsedOffers();
    if (passed > 0) this.logger.log(`Passed ${passed} lapsed waitlist offer(s) on`);
    return passed;
  }
}
