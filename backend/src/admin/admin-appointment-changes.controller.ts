import { Body, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import { actingAdmin, SignedIn } from '../auth/guards';
import { Principal } from '../auth/token.service';
import { AvailabilityDto } from '../bookings/dto/booking.dto';
import { ApiRefusals } from '../common/api-responses';
import {
  AdminOptionsDto,
  NoShowMarkedDto,
  RescheduleAvailabilityQueryDto,
  RescheduleBodyDto,
  RescheduledDto,
} from '../self-service/dto/self-service.dto';
import { AdminAppointmentChanges } from '../self-service/ports/admin-appointment-changes.port';
import { AdminConsole, OnAppointment } from './admin-console';
import { UuidParam } from '../common/uuid-param';

/**
 * The admin's reschedule and no-show of an appointment (the owner's token, or an API key with the
 * scope), beside the console's other appointment routes (AdminAppointmentsController).
 */
@AdminConsole('admin/appointments')
export class AdminAppointmentChangesController {
  constructor(private readonly changes: AdminAppointmentChanges) {}

  @Get(':id/options')
  @ApiOperation({
    summary: "The admin's reschedule and no-show for an appointment now, with the policy's terms",
  })
  @OnAppointment(AdminOptionsDto, 'appointments:read')
  getAdminAppointmentOptions(
    @UuidParam() id: string,
    @SignedIn() who: Principal,
  ): Promise<AdminOptionsDto> {
    return this.changes.options(actingAdmin(who), id);
  }

  @Get(':id/availability')
  @ApiOperation({ summary: 'Free start times on a date to move the appointment to' })
  @OnAppointment(AvailabilityDto, 'appointments:read')
  @ApiRefusals({ 400: '' })
  getAdminRescheduleAvailability(
    @UuidParam() id: string,
    @Query() query: RescheduleAvailabilityQueryDto,
    @SignedIn() who: Principal,
  ): Promise<AvailabilityDto> {
    return this.changes.availability(actingAdmin(who), id, query.date);
  }

  @Post(':id/reschedule')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Move an active appointment to a new time (any notice); the deposit moves with it',
    description:
      'A time taken answers 409 slotTaken and the appointment keeps its time. The client gets the new time with the calendar invitation (same UID, higher SEQUENCE).',
  })
  @OnAppointment(RescheduledDto, 'appointments:write', RescheduleBodyDto)
  @ApiRefusals({
    400: 'A date or time that cannot be booked',
    409: 'appointmentNotActive, or slotTaken',
  })
  adminRescheduleAppointment(
    @UuidParam() id: string,
    @Body() body: RescheduleBodyDto,
    @SignedIn() who: Principal,
  ): Promise<RescheduledDto> {
    return this.changes.reschedule(actingAdmin(who), id, body);
  }

  @Post(':id/no-show')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Mark an appointment whose start has passed as a no-show, with the fee',
  })
  @OnAppointment(NoShowMarkedDto, 'appointments:write')
  @ApiRefusals({ 409: 'noShowBeforeStart, or alreadyNoShow' })
  markNoShow(@UuidParam() id: string, @SignedIn() who: Principal): Promise<NoShowMarkedDto> {
    return this.changes.markNoShow(actingAdmin(who), id);
  }
}
