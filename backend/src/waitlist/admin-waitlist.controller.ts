import { Controller, Delete, Get, HttpCode, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import { AdminOnly } from '../auth/guards';
import { ErrorDto } from '../common/dto/error.dto';
import { WaitlistDayDto, WaitlistDayQueryDto } from './dto/waitlist.dto';
import { WaitlistService } from './waitlist.service';
import { UuidParam } from '../common/uuid-param';

@ApiTags('admin')
@Controller('admin/waitlist')
@AdminOnly()
export class AdminWaitlistController {
  constructor(private readonly waitlist: WaitlistService) {}

  @Get()
  @ApiOperation({ summary: "A day's waitlist: the entries that include it, earliest joined first" })
  @ApiOkResponse({ type: WaitlistDayDto })
  @ApiBadRequestResponse({ type: ErrorDto, description: 'No date, or not YYYY-MM-DD' })
  listWaitlist(@Query() query: WaitlistDayQueryDto): Promise<WaitlistDayDto> {
    return this.waitlist.listDay(query.date);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({
    summary: 'Remove a waitlist entry; a time held for it goes to the next person',
  })
  @ApiParam({ name: 'id', format: 'uuid', description: "The entry's id" })
  @ApiNoContentResponse({ description: 'Removed' })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'No such entry (or not a UUID)' })
  async removeWaitlistEntry(@UuidParam() id: string): Promise<void> {
    await this.waitlist.remove(id);
  }
}
