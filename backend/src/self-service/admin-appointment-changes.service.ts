import { Injectable } from '@nestjs/common';
import { Principal } from '../auth/token.service';
import { AvailabilityDto } from '../bookings/dto/booking.dto';
import { AdminOptionsDto, NoShowMarkedDto, RescheduledDto } from './dto/self-service.dto';
import { AdminAppointmentChanges } from './ports/admin-appointment-changes.port';
import { RescheduleService } from './reschedule.service';
import { actorOf } from './self-service-access';
import { SelfServiceOptions } from './self-service-options.service';

/** AdminAppointmentChanges over the self-service use cases, acting as the admin. */
@Injectable()
export class AdminAppointmentChangesService extends AdminAppointmentChanges {
  constructor(
    private readonly self: SelfServiceOptions,
    private readonly moves: RescheduleService,
  ) {
    super();
  }

  options(admin: Principal, id: string): Promise<AdminOptionsDto> {
    return this.self.forAdmin(actorOf('admin', admin), id);
  }

  availability(admin: Principal, id: string, date: string | undefined): Promise<AvailabilityDto> {
    return this.moves.availability(actorOf('admin', admin), id, date);
  }

  reschedule(admin: Principal, id: string, body: unknown): Promise<RescheduledDto> {
    return this.moves.reschedule(actorOf('admin', admin), id, body);
  }

  markNoShow(admin: Principal, id: string): Promise<NoShowMarkedDto> {
    return this.self.markNoShow(actorOf('admin', admin), id);
  }
}
