import { Global, Module, Provider } from '@nestjs/common';
import { TypeormScheduleRepository } from './adapters/typeorm-schedule.repository';
import { OwnerSchedule } from './ports/owner-schedule.port';
import { ScheduleRepository } from './ports/schedule.repository';
import { ScheduleController } from './schedule.controller';
import { ScheduleService } from './schedule.service';

const PORTS: Provider[] = [
  ScheduleService,
  { provide: ScheduleRepository, useClass: TypeormScheduleRepository },
  { provide: OwnerSchedule, useExisting: ScheduleService },
];

/**
 * The owner's schedule (week, start-time step, minimum notice). Global: availability, booking,
 * moves, the waitlist and the site read it through the OwnerSchedule port.
 */
@Global()
@Module({ controllers: [ScheduleController], providers: PORTS, exports: [OwnerSchedule] })
export class ScheduleModule {}
