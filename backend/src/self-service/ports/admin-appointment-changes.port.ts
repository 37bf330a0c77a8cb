import { Principal } from '../../auth/token.service';
import { AvailabilityDto } from '../../bookings/dto/booking.dto';
import { AdminOptionsDto, NoShowMarkedDto, RescheduledDto } from '../dto/self-service.dto';

/**
 * The admin's changes of an appointment under the policy (reschedule, no-show), for the admin
 * console's appointment routes. `admin` is the signed-in admin (an API key acts as the admin).
 */
export abstract class AdminAppointmentChanges {
  /** The admin's reschedule and no-show for the appointment now, with the policy's terms. */
  abstract options(admin: Principal, id: string): Promise<AdminOptionsDto>;
  /** Free start times on `date` to move the appointment to. */
  abstract availability(
    admin: Principal,
    id: string,
    date: string | undefined,
  ): Promise<AvailabilityDto>;
  abstract reschedule(admin: Principal, id: string, body: unknown): Promise<RescheduledDto>;
  abstract markNoShow(admin: Principal, id: string): Promise<NoShowMarkedDto>;
}
