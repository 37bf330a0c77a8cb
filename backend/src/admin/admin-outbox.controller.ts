import { Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { ApiRefusals, PostOk } from '../common/api-responses';
import { toPage } from '../common/dto/pagination.dto';
import { AdminConsole } from './admin-console';
import { AdminOutboxService } from './admin-outbox.service';
import { OutboxListDto, OutboxRetriedDto } from './dto/admin.dto';
import { OutboxListQueryDto } from './dto/admin-query.dto';
import { UuidParam, ApiUuidParam } from '../common/uuid-param';

@AdminConsole('admin/outbox')
export class AdminOutboxController {
  constructor(private readonly outbox: AdminOutboxService) {}

  @Get()
  @ApiOperation({
    summary: 'E-mails sent or waiting, newest first, with their delivery state',
    description: '`total` counts every e-mail that matches the filter.',
  })
  @ApiOkResponse({ type: OutboxListDto })
  @ApiRefusals({ 400: 'A bad limit, offset or status' })
  listOutbox(@Query() query: OutboxListQueryDto): Promise<OutboxListDto> {
    return this.outbox.list(query, toPage(query));
  }

  @PostOk(':id/retry', { answer: OutboxRetriedDto })
  @ApiOperation({
    summary: 'Send an e-mail again: a failed (or waiting) one is due now, with fresh attempts',
    description:
      'Its last error is kept until it is sent. Safe while the mail sweep runs: an e-mail being sent at that moment is still sent once.',
  })
  @ApiUuidParam('e-mail')
  @ApiRefusals({ 409: 'It has already been sent' })
  retryOutboxMessage(@UuidParam() id: string): Promise<OutboxRetriedDto> {
    return this.outbox.retry(id);
  }
}
