import { Body, Get, Put, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { ApiKeyScope, isApiKey, SignedIn } from '../auth/guards';
import { Principal } from '../auth/token.service';
import { ApiRefusals } from '../common/api-responses';
import { toPage } from '../common/dto/pagination.dto';
import { AdminAppointmentsService } from './admin-appointments.service';
import { AdminConsole, OnAppointment } from './admin-console';
import { AppointmentListDto, StatusBodyDto, StatusUpdatedDto } from './dto/admin.dto';
import { AppointmentDetailDto } from './dto/admin-detail.dto';
import { AppointmentListQueryDto } from './dto/admin-query.dto';
import { UuidParam } from '../common/uuid-param';

@AdminConsole('admin/appointments')
export class AdminAppointmentsController {
  constructor(private readonly appointments: AdminAppointmentsService) {}

  @Get()
  @ApiOperation({
    summary: 'Appointments, newest first (or soonest first), filtered and paged',
    description:
      'Filters combine (AND). `total` counts every appointment that matches the filters. ' +
      'Dates compare with appointment_date, the local date in the business time zone.',
  })
  @ApiOkResponse({ type: AppointmentListDto })
  @ApiKeyScope('appointments:read')
  @ApiRefusals({ 400: 'A bad limit, offset, q (over 100 characters), status, from, to or order' })
  listAppointments(
    @Query() query: AppointmentListQueryDto,
    @SignedIn() who: Principal,
  ): Promise<AppointmentListDto> {
    // An API key gets no safety flags: they are drawn from the clients' health answers.
    return this.appointments.list(query, toPage(query), !isApiKey(who));
  }

  @Get(':id')
  @ApiOperation({
    summary: 'One appointment in full: price breakdown, payment, e-mails and health form',
    description: 'With an API key, `consultation` is always null: a key never sees health answers.',
  })
  @OnAppointment(AppointmentDetailDto, 'appointments:read')
  getAppointment(
    @UuidParam() id: string,
    @SignedIn() who: Principal,
  ): Promise<AppointmentDetailDto> {
    // An API key never sees health answers nor the flags drawn from them (and so reads none).
    return this.appointments.detail(id, isApiKey(who) ? null : who.subject);
  }

  @Put(':id/status')
  @ApiOperation({
    summary: "Set an appointment's status: confirmed, completed or cancelled",
    description:
      'Cancelling settles the money paid online once, as `refund` says (default: a full refund through the payment provider, the business cancels); the outcome is recorded and shown by the appointment detail and the payment status.',
  })
  @OnAppointment(StatusUpdatedDto, 'appointments:write', StatusBodyDto)
  @ApiRefusals({
    400: 'invalidStatus, invalidCancelRefund',
    409: 'alreadyInStatus (e.g. cancelled already: nothing is refunded again), or re-activating it would overlap another appointment',
    502: 'The refund could not be made: nothing changed',
  })
  updateAppointmentStatus(
    @UuidParam() id: string,
    @Body() body: StatusBodyDto,
    @SignedIn() admin: Principal,
  ): Promise<StatusUpdatedDto> {
    return this.appointments.setStatus(id, body, admin.subject);
  }
}
