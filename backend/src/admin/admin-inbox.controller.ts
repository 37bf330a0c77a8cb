import { Body, Get, Put, Query } from '@nestjs/common';
import { ApiBody, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { ApiKeyScope } from '../auth/guards';
import { ApiRefusals } from '../common/api-responses';
import { toPage } from '../common/dto/pagination.dto';
import { AdminConsole } from './admin-console';
import { AdminInboxService } from './admin-inbox.service';
import { ContactListDto, CorporateInquiryListDto } from './dto/admin.dto';
import {
  ContactStatusUpdatedDto,
  CorporateInquiryStatusUpdatedDto,
  InboxStatusBodyDto,
} from './dto/admin-inbox.dto';
import { ContactListQueryDto, CorporateInquiryListQueryDto } from './dto/admin-query.dto';
import { UuidParam, ApiUuidParam } from '../common/uuid-param';

const BAD_FILTER = 'A bad limit, offset, q (over 100 characters) or status';

@AdminConsole('admin')
export class AdminInboxController {
  constructor(private readonly inbox: AdminInboxService) {}

  @Get('contacts')
  @ApiOperation({
    summary: 'Contact messages, newest first, filtered and paged',
    description: '`total` counts every message that matches the filters.',
  })
  @ApiOkResponse({ type: ContactListDto })
  @ApiKeyScope('inquiries:read')
  @ApiRefusals({ 400: BAD_FILTER })
  listContacts(@Query() query: ContactListQueryDto): Promise<ContactListDto> {
    return this.inbox.listContacts(query, toPage(query));
  }

  @Put('contacts/:id/status')
  @ApiOperation({ summary: "Set a contact message's status: new, read, replied or archived" })
  @ApiUuidParam('message')
  @ApiBody({ type: InboxStatusBodyDto })
  @ApiOkResponse({ type: ContactStatusUpdatedDto })
  @ApiRefusals({ 400: 'Not one of the statuses' })
  updateContactStatus(
    @UuidParam() id: string,
    @Body() body: InboxStatusBodyDto,
  ): Promise<ContactStatusUpdatedDto> {
    return this.inbox.setContactStatus(id, body);
  }

  @Get('corporate-inquiries')
  @ApiOperation({
    summary: 'Corporate event inquiries, newest first, filtered and paged',
    description: '`total` counts every inquiry that matches the filters.',
  })
  @ApiOkResponse({ type: CorporateInquiryListDto })
  @ApiKeyScope('inquiries:read')
  @ApiRefusals({ 400: BAD_FILTER })
  listCorporateInquiries(
    @Query() query: CorporateInquiryListQueryDto,
  ): Promise<CorporateInquiryListDto> {
    return this.inbox.listInquiries(query, toPage(query));
  }

  @Put('corporate-inquiries/:id/status')
  @ApiOperation({ summary: "Set a corporate inquiry's status: new, read, replied or archived" })
  @ApiUuidParam('inquiry')
  @ApiBody({ type: InboxStatusBodyDto })
  @ApiOkResponse({ type: CorporateInquiryStatusUpdatedDto })
  @ApiRefusals({ 400: 'Not one of the statuses' })
  updateCorporateInquiryStatus(
    @UuidParam() id: string,
    @Body() body: InboxStatusBodyDto,
  ): Promise<CorporateInquiryStatusUpdatedDto> {
    return this.inbox.setInquiryStatus(id, body);
  }
}
