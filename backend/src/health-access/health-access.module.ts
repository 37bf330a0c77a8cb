import { Module } from '@nestjs/common';
import { TypeormHealthAccessStore } from './adapters/typeorm-health-access.store';
import { HealthAccessController } from './health-access.controller';
import { HealthAccessService } from './health-access.service';
import { HealthConfirmedGuard } from './health-confirmed.decorator';
import { HealthAccessStore } from './ports/health-access-store.port';
import { NotificationsModule } from '../notifications/notifications.module';

/** The guard's decorator, for the routes of other modules (`@HealthConfirmed()`). */
export { HealthConfirmed } from './health-confirmed.decorator';

/**
 * A client's health answers behind a one-time e-mailed code. The guard (`@HealthConfirmed()`) is
 * used on routes of other modules and needs the service there: such a module imports this one.
 */
@Module({
  imports: [NotificationsModule],
  controllers: [HealthAccessController],
  providers: [
    HealthAccessService,
    HealthConfirmedGuard,
    { provide: HealthAccessStore, useClass: TypeormHealthAccessStore },
  ],
  exports: [HealthAccessService, HealthConfirmedGuard],
})
export class HealthAccessModule {}
