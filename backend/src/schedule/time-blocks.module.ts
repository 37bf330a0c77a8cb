import { DynamicModule, Module, Type } from '@nestjs/common';
import { IdempotencyModule } from '../integrations/idempotency/idempotency.module';
import { WebhooksModule } from '../integrations/webhooks/webhooks.module';
import { ScheduleModule } from './schedule.module';
import { TimeBlocksController } from './time-blocks.controller';
import { TimeBlocksService } from './time-blocks.service';

/**
 * The owner's time blocks. A block reads the appointments it would cover through CoveredAppointments,
 * which the bookings module binds: the composition root hands that module in (this folder cannot
 * import bookings, which imports it).
 */
@Module({})
export class TimeBlocksModule {
  static register(ports: { appointments: Type<unknown> }): DynamicModule {
    return {
      module: TimeBlocksModule,
      imports: [ScheduleModule, WebhooksModule, IdempotencyModule, ports.appointments],
      controllers: [TimeBlocksController],
      providers: [TimeBlocksService],
    };
  }
}
