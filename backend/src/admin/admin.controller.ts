import {
  Body,
  Controller,
  Get,
  HttpCode,
  Ip,
  Param,
  ParseUUIDPipe,
  Post,
  Put,
  Query,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { AdminOnly } from '../auth/guards';
import { ErrorDto } from '../common/dto/error.dto';
import { PaginationQueryDto, toPage } from '../common/dto/pagination.dto';
import { AdminService } from './admin.service';
import {
  AdminLoginBodyDto,
  AdminSessionDto,
  AppointmentListDto,
  ClientListDto,
  ContactListDto,
  CorporateInquiryListDto,
  OutboxListDto,
  StatusBodyDto,
  StatusUpdatedDto,
} from './dto/admin.dto';

@ApiTags('admin')
@Controller('admin')
export class AdminController {
  constructor(private readonly admin: AdminService) {}

  @Post('login')
  @HttpCode(200)
  @ApiOperation({ summary: 'Log the administrator in' })
  @ApiBody({ type: AdminLoginBodyDto })
  @ApiOkResponse({ type: AdminSessionDto })
  @ApiBadRequestResponse({ type: ErrorDto })
  @ApiUnauthorizedResponse({ type: ErrorDto, description: 'Invalid admin credentials' })
  @ApiTooManyRequestsResponse({ type: ErrorDto })
  adminLogin(@Body() body: AdminLoginBodyDto, @Ip() ip: string): Promise<AdminSessionDto> {
    return this.admin.login(body, ip);
  }

  @Get('appointments')
  @AdminOnly()
  @ApiOperation({ summary: 'Appointments, newest first' })
  @ApiOkResponse({ type: AppointmentListDto })
  @ApiBadRequestResponse({ type: ErrorDto })
  listAppointments(@Query() query: PaginationQueryDto): Promise<AppointmentListDto> {
    return this.admin.listAppointments(toPage(query));
  }

  @Get('contacts')
  @AdminOnly()
  @ApiOperation({ summary: 'Contact messages, newest first' })
  @ApiOkResponse({ type: ContactListDto })
  @ApiBadRequestResponse({ type: ErrorDto })
  listContacts(@Query() query: PaginationQueryDto): Promise<ContactListDto> {
    return this.admin.listContacts(toPage(query));
  }

  @Get('corporate-inquiries')
  @AdminOnly()
  @ApiOperation({ summary: 'Corporate event inquiries, newest first' })
  @ApiOkResponse({ type: CorporateInquiryListDto })
  @ApiBadRequestResponse({ type: ErrorDto })
  listCorporateInquiries(@Query() query: PaginationQueryDto): Promise<CorporateInquiryListDto> {
    return this.admin.listInquiries(toPage(query));
  }

  @Get('clients')
  @AdminOnly()
  @ApiOperation({ summary: 'Clients, newest first' })
  @ApiOkResponse({ type: ClientListDto })
  @ApiBadRequestResponse({ type: ErrorDto })
  listClients(@Query() query: PaginationQueryDto): Promise<ClientListDto> {
    return this.admin.listClients(toPage(query));
  }

  @Get('outbox')
  @AdminOnly()
  @ApiOperation({ summary: 'E-mails sent or waiting, newest first, with their delivery state' })
  @ApiOkResponse({ type: OutboxListDto })
  @ApiBadRequestResponse({ type: ErrorDto })
  listOutbox(@Query() query: PaginationQueryDto): Promise<OutboxListDto> {
    return this.admin.listOutbox(toPage(query));
  }

  @Put('appointments/:id/status')
  @AdminOnly()
  @ApiOperation({ summary: "Set an appointment's status: confirmed, completed or cancelled" })
  @ApiBody({ type: StatusBodyDto })
  @ApiOkResponse({ type: StatusUpdatedDto })
  @ApiBadRequestResponse({ type: ErrorDto })
  @ApiNotFoundResponse({ type: ErrorDto })
  @ApiConflictResponse({
    type: ErrorDto,
    description: 'Re-activating it would overlap another appointment',
  })
  updateAppointmentStatus(
    @Param('id', new ParseUUIDPipe({ errorHttpStatusCode: 404 })) id: string,
    @Body() body: StatusBodyDto,
  ): Promise<StatusUpdatedDto> {
    return this.admin.setAppointmentStatus(id, body);
  }
}
