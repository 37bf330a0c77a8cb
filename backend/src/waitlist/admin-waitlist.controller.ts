import { Controller, Delete, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../auth/guards';
import { ApiRefusals, NoContent } from '../common/api-responses';
import { WaitlistDayDto, WaitlistDayQueryDto } from './dto/waitlist.dto';
import { WaitlistService } from './waitlist.service';
import { UuidParam, ApiUuidParam } from '../common/uuid-param';

@ApiTags('admin')
@Controller('admin/waitlist')
@AdminOnly()
export class AdminWaitlistController {
  constructor(private readonly waitlist: WaitlistService) {}

  @Get()
  @ApiOperation({ summary: "A day's waitlist: the entries that include it, earliest joined first" })
  @ApiOkResponse({ type: WaitlistDayDto })
  @ApiRefusals({ 400: 'No date, or not YYYY-MM-DD' })
  listWaitlist(@Query() query: WaitlistDayQueryDto): Promise<WaitlistDayDto> {
    return this.waitlist.listDay(query.date);
  }

  @Delete(':id')
  @NoContent('Removed')
  @ApiOperation({
    summary: 'Remove a waitlist entry; a time held for it goes to the next person',
  })
  @ApiUuidParam('entry')
  async removeWaitlistEntry(@UuidParam() id: string): Promise<void> {
    await this.waitlist.remove(id);
  }
}
