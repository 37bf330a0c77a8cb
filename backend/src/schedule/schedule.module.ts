import { Module, Provider } from '@nestjs/common';
import { TypeormScheduleRepository } from './adapters/typeorm-schedule.repository';
import { OwnerSchedule } from './ports/owner-schedule.port';
import { ScheduleRepository } from './ports/schedule-repository.port';
import { ScheduleController } from './schedule.controller';
import { ScheduleService } from './schedule.service';
import { TypeormTimeBlockRepository } from './adapters/typeorm-time-block.repository';
import { TimeBlockRepository } from './ports/time-block-repository.port';
import { TimeOffGuard } from './ports/time-off-guard.port';
import { TimeOffGuardService } from './time-off-guard.service';
import { IdempotencyModule } from '../integrations/idempotency/idempotency.module';
import { WebhooksModule } from '../integrations/webhooks/webhooks.module';

const PORTS: Provider[] = [
  ScheduleService,
  { provide: ScheduleRepository, useClass: TypeormScheduleRepository },
  { provide: OwnerSchedule, useExisting: ScheduleService },
  { provide: TimeBlockRepository, useClass: TypeormTimeBlockRepository },
  { provide: TimeOffGuard, useClass: TimeOffGuardService },
];

/**
 * The owner's schedule (week, start-time step, minimum notice) and time off. Availability, booking,
 * moves, the waitlist and the site read it through the OwnerSchedule port; what stores or moves an
 * appointment checks the time off again in its transaction through TimeOffGuard. The time blocks'
 * routes are TimeBlocksModule's.
 */
@Module({
  imports: [WebhooksModule, IdempotencyModule],
  controllers: [ScheduleController],
  providers: PORTS,
  exports: [OwnerSchedule, TimeOffGuard, ScheduleService, TimeBlockRepository],
})
export class ScheduleModule {}
