import { Module } from '@nestjs/common';
import { BookingsModule } from '../bookings/bookings.module';
import { BookingsPortsModule } from '../bookings/bookings-ports.module';
import { TypeormWaitlistRepository } from './adapters/typeorm-waitlist.repository';
import { AdminWaitlistController } from './admin-waitlist.controller';
import { WaitlistOffers } from './ports/waitlist-offers.port';
import { WaitlistRepository } from './ports/waitlist-repository.port';
import { WaitlistClaimService } from './waitlist-claim.service';
import { WaitlistController } from './waitlist.controller';
import { WaitlistOffersService } from './waitlist-offers.service';
import { WaitlistService } from './waitlist.service';
import { WaitlistSweeper } from './waitlist-sweeper';
import { CatalogModule } from '../catalog/catalog.module';
import { ScheduleModule } from '../schedule/schedule.module';
import { NotificationsModule } from '../notifications/notifications.module';

/**
 * The waitlist: joining and leaving it, offers of freed times and their claims, the admin's view.
 * Other modules tell it of freed times through the WaitlistOffers port it exports.
 */
@Module({
  imports: [
    BookingsModule,
    BookingsPortsModule,
    CatalogModule,
    ScheduleModule,
    NotificationsModule,
  ],
  controllers: [WaitlistController, AdminWaitlistController],
  providers: [
    WaitlistService,
    WaitlistClaimService,
    WaitlistOffersService,
    WaitlistSweeper,
    { provide: WaitlistOffers, useExisting: WaitlistOffersService },
    { provide: WaitlistRepository, useClass: TypeormWaitlistRepository },
  ],
  exports: [WaitlistOffers],
})
export class WaitlistModule {}
