import { Body, Controller, Delete, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { AdminOnly, ApiKeyScope } from '../auth/guards';
import { ApiRefusals, ApiPage, NoContent, PostOk, PostCreated } from '../common/api-responses';
import { PaginationQueryDto, toPage } from '../common/dto/pagination.dto';
import { Idempotent } from '../integrations/idempotency/idempotent.decorator';
import {
  TimeBlockBodyDto,
  TimeBlockCreatedDto,
  TimeBlockListDto,
  TimeBlockPreviewDto,
} from './dto/time-block.dto';
import { TimeBlocksService } from './time-blocks.service';
import { UuidParam } from '../common/uuid-param';

const BAD_BLOCK =
  'The field at fault: blockKindInvalid, invalidDate, blockTimeInvalid, blockEndsBeforeStart, ' +
  'blockTooLong (over two years), weekdayInvalid, tooLong (note)';

/** The owner's time off: one-off and weekly blocks. Nothing is offered nor booked in them. */
@ApiTags('admin')
@Controller('admin/schedule/blocks')
@AdminOnly()
export class TimeBlocksController {
  constructor(private readonly blocks: TimeBlocksService) {}

  @Get()
  @ApiOperation({ summary: 'Time-off blocks, newest first, paged' })
  @ApiPage(TimeBlockListDto)
  @ApiKeyScope('schedule:read')
  listTimeBlocks(@Query() query: PaginationQueryDto): Promise<TimeBlockListDto> {
    return this.blocks.list(toPage(query));
  }

  @PostOk('preview', { body: TimeBlockBodyDto, answer: TimeBlockPreviewDto })
  @ApiOperation({
    summary: 'The pending and confirmed appointments a block would cover, before saving it',
  })
  @ApiKeyScope('schedule:read')
  @ApiRefusals({ 400: BAD_BLOCK })
  previewTimeBlock(@Body() body: TimeBlockBodyDto): Promise<TimeBlockPreviewDto> {
    return this.blocks.preview(body);
  }

  @PostCreated('', { body: TimeBlockBodyDto, answer: TimeBlockCreatedDto })
  @Idempotent()
  @ApiOperation({
    summary: 'Add a time-off block: a whole day or days, part of a day, or every week',
    description:
      'Nothing is offered nor booked in it from now on (at once on this instance, within ' +
      'AVAILABILITY_CACHE_MS on others). It never cancels anything: when pending or confirmed ' +
      'appointments fall in it, the answer is 409 unless `keep_appointments` is true (see ' +
      'preview; move or cancel them through the appointment routes). Sends `schedule.updated`.',
  })
  @ApiKeyScope('schedule:write')
  @ApiRefusals({
    400: BAD_BLOCK,
    409: 'blockHasAppointments: appointments fall in it and keep_appointments is not true',
  })
  createTimeBlock(@Body() body: TimeBlockBodyDto): Promise<TimeBlockCreatedDto> {
    return this.blocks.create(body);
  }

  @Delete(':id')
  @NoContent('Removed')
  @ApiOperation({ summary: 'Remove a time-off block: its times can be booked again' })
  @ApiParam({ name: 'id', description: 'The block’s id' })
  @ApiRefusals({ 404: 'blockNotFound' })
  @ApiKeyScope('schedule:write')
  deleteTimeBlock(@UuidParam('id', 'blockNotFound') id: string): Promise<void> {
    return this.blocks.remove(id);
  }
}
