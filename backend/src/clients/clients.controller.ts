import { Body, Controller, Get, Ip, Post, Put } from '@nestjs/common';
import { ApiBody, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ClientOnly, ClientOwnerOrAdmin, SignedIn } from '../auth/guards';
import { LoginEndpoint } from '../auth/login-endpoint';
import type { Principal } from '../auth/token.service';
import { ApiRefusals, NoContent, PostOk, PostCreated } from '../common/api-responses';
import { FormRateLimited } from '../common/form-rate-limit.guard';
import { ClientAppointmentsDto } from '../bookings/dto/appointment.dto';
import {
  ClientLoginBodyDto,
  ClientProfileBodyDto,
  ClientSessionDto,
  ConsultationBodyDto,
  ConsultationDto,
  ConsultationSavedDto,
  ProfileUpdatedDto,
} from './dto/client.dto';
import { ClientsService } from './clients.service';
import { HealthConfirmed } from '../health-access/health-access.module';
import { ClientRecord } from './client-record';
import { UuidParam } from '../common/uuid-param';

@ApiTags('clients')
@Controller('clients')
export class ClientsController {
  constructor(private readonly clients: ClientsService) {}

  @PostCreated('register', { body: ClientProfileBodyDto, answer: ClientSessionDto })
  @FormRateLimited()
  @ApiOperation({ summary: 'Register a client and log them in' })
  @ApiRefusals({ 400: '', 409: 'status "exists": the e-mail already has an account' })
  register(@Body() body: ClientProfileBodyDto): Promise<ClientSessionDto> {
    return this.clients.register(body);
  }

  @LoginEndpoint({
    summary: 'Log a client in with e-mail and phone',
    body: ClientLoginBodyDto,
    session: ClientSessionDto,
  })
  login(@Body() body: ClientLoginBodyDto, @Ip() ip: string): Promise<ClientSessionDto> {
    return this.clients.login(body, ip);
  }

  @Post('logout')
  @NoContent('The session has ended')
  @ClientOnly()
  @ApiOperation({ summary: "End the calling client's session: its token is refused from then on" })
  logout(@SignedIn() caller: Principal): Promise<void> {
    return this.clients.logout(caller);
  }

  @Get(':id/appointments')
  @ClientOwnerOrAdmin()
  @ApiOperation({ summary: "A client's appointments, soonest first" })
  @ClientRecord(ClientAppointmentsDto)
  getClientAppointments(@UuidParam() id: string): Promise<ClientAppointmentsDto> {
    return this.clients.appointmentsOf(id);
  }

  @Get(':id/consultation')
  @HealthConfirmed()
  @ClientOwnerOrAdmin()
  @ApiOperation({ summary: "A client's health and consultation form" })
  @ApiOkResponse({ type: ConsultationDto })
  @ApiRefusals({ 404: 'No such client, or no form yet' })
  getConsultation(
    @UuidParam() id: string,
    @SignedIn() caller: Principal,
  ): Promise<ConsultationDto> {
    return this.clients.consultationOf(id, caller);
  }

  @PostOk(':id/consultation', { body: ConsultationBodyDto, answer: ConsultationSavedDto })
  @HealthConfirmed()
  @ClientOwnerOrAdmin()
  @ApiOperation({ summary: "Save a client's health and consultation form" })
  @ApiRefusals({ 400: '', 404: '' })
  saveConsultation(
    @UuidParam() id: string,
    @Body() body: ConsultationBodyDto,
  ): Promise<ConsultationSavedDto> {
    return this.clients.saveConsultation(id, body);
  }

  @Put(':id/profile')
  @ClientOwnerOrAdmin()
  @ApiOperation({
    summary:
      "Update a client's profile; a new phone ends the client's other sessions; a new e-mail waits for a code from that address",
  })
  @ApiBody({ type: ClientProfileBodyDto })
  @ApiOkResponse({ type: ProfileUpdatedDto })
  @ApiRefusals({
    400: '',
    404: '',
    409: 'The new e-mail belongs to another account, or e-mail changes are locked after "this wasn\'t me"',
    429: 'A new e-mail: too many confirmation codes sent lately by this account or to that address',
  })
  updateProfile(
    @UuidParam() id: string,
    @Body() body: ClientProfileBodyDto,
    @SignedIn() caller: Principal,
  ): Promise<ProfileUpdatedDto> {
    return this.clients.updateProfile(id, body, caller);
  }
}
