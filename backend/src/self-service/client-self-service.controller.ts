import { Body, Controller, Get, Query } from '@nestjs/common';
import { ApiBody, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ClientOnly, SignedIn } from '../auth/guards';
import { Principal } from '../auth/token.service';
import { AvailabilityDto } from '../bookings/dto/booking.dto';
import { ApiRefusals, PostOk } from '../common/api-responses';
import { CancellationService } from './cancellation.service';
import {
  CancelBodyDto,
  CancelledDto,
  CancelPreviewDto,
  ClientOptionsDto,
  RescheduleAvailabilityQueryDto,
  RescheduleBodyDto,
  RescheduledDto,
  ReschedulePreviewDto,
} from './dto/self-service.dto';
import { RescheduleService } from './reschedule.service';
import { actorOf } from './self-service-access';
import { SelfServiceOptions } from './self-service-options.service';
import { ApiUuidParam, UuidParam } from '../common/uuid-param';

const NOT_NOW =
  'Not possible now: appointmentNotActive, appointmentStarted(Call), and for a new time rescheduleTooLate(Call)';

/** A client's own appointment: what they may do now, cancelling it and moving it (a client token). */
@ApiTags('clients')
@Controller('clients/appointments')
@ClientOnly()
export class ClientSelfServiceController {
  constructor(
    private readonly options: SelfServiceOptions,
    private readonly cancellation: CancellationService,
    private readonly reschedule: RescheduleService,
  ) {}

  @Get(':id/options')
  @ApiOperation({
    summary:
      'What the client may do with their appointment now: cancel and reschedule, with the terms',
  })
  @ApiUuidParam('appointment')
  @ApiOkResponse({ type: ClientOptionsDto })
  getAppointmentOptions(
    @UuidParam() id: string,
    @SignedIn() who: Principal,
  ): Promise<ClientOptionsDto> {
    return this.options.forClient(actorOf('client', who), id);
  }

  @Get(':id/availability')
  @ApiOperation({
    summary: 'Free start times on a date to move the appointment to (its own time counts as free)',
  })
  @ApiUuidParam('appointment')
  @ApiOkResponse({ type: AvailabilityDto })
  @ApiRefusals({ 400: '' })
  getRescheduleAvailability(
    @UuidParam() id: string,
    @Query() query: RescheduleAvailabilityQueryDto,
    @SignedIn() who: Principal,
  ): Promise<AvailabilityDto> {
    return this.reschedule.availability(actorOf('client', who), id, query.date);
  }

  @PostOk(':id/cancel/preview', { answer: CancelPreviewDto })
  @ApiOperation({ summary: 'What cancelling the appointment now would refund, keep or charge' })
  @ApiUuidParam('appointment')
  @ApiRefusals({ 409: NOT_NOW })
  previewCancellation(
    @UuidParam() id: string,
    @SignedIn() who: Principal,
  ): Promise<CancelPreviewDto> {
    return this.cancellation.preview(actorOf('client', who), id);
  }

  @PostOk(':id/cancel', { answer: CancelledDto })
  @ApiOperation({
    summary: 'Cancel the appointment under the policy (refund, credit or late fee)',
    description:
      'The terms are decided again when the cancellation is made. Repeating the request once it is done answers the same cancellation (replayed: true): a deposit is refunded once.',
  })
  @ApiUuidParam('appointment')
  @ApiBody({ type: CancelBodyDto, required: false })
  @ApiRefusals({
    409: `${NOT_NOW}; cancelTermsChanged`,
    502: 'The refund could not be made: nothing changed',
  })
  cancelAppointment(
    @UuidParam() id: string,
    @Body() body: CancelBodyDto,
    @SignedIn() who: Principal,
  ): Promise<CancelledDto> {
    return this.cancellation.cancel(actorOf('client', who), id, body);
  }

  @PostOk(':id/reschedule/preview', { body: RescheduleBodyDto, answer: ReschedulePreviewDto })
  @ApiOperation({
    summary: 'Check a new time for the appointment and what moving it costs (nothing)',
  })
  @ApiUuidParam('appointment')
  @ApiRefusals({ 400: 'A date or time that cannot be booked', 409: `${NOT_NOW}; slotTaken` })
  previewReschedule(
    @UuidParam() id: string,
    @Body() body: RescheduleBodyDto,
    @SignedIn() who: Principal,
  ): Promise<ReschedulePreviewDto> {
    return this.reschedule.preview(actorOf('client', who), id, body);
  }

  @PostOk(':id/reschedule', { body: RescheduleBodyDto, answer: RescheduledDto })
  @ApiOperation({
    summary: 'Move the appointment to a new time; the deposit moves with it',
    description:
      'A time taken meanwhile answers 409 slotTaken and the appointment keeps its time. The calendar invitation is sent again (same UID, higher SEQUENCE).',
  })
  @ApiUuidParam('appointment')
  @ApiRefusals({ 400: 'A date or time that cannot be booked', 409: `${NOT_NOW}; slotTaken` })
  rescheduleAppointment(
    @UuidParam() id: string,
    @Body() body: RescheduleBodyDto,
    @SignedIn() who: Principal,
  ): Promise<RescheduledDto> {
    return this.reschedule.reschedule(actorOf('client', who), id, body);
  }
}
