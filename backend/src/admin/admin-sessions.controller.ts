import { Delete, Get, HttpCode, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { AdminConsole } from './admin-console';
import { SignedIn } from '../auth/guards';
import { Principal } from '../auth/token.service';
import { PaginationQueryDto, toPage } from '../common/dto/pagination.dto';
import { AdminSessionsService } from './admin-sessions.service';
import { LiveAdminSessionListDto, AdminSessionsEndedDto } from './dto/admin-sessions.dto';
import { UuidParam, ApiUuidParam } from '../common/uuid-param';
import { ApiPage, NoContent } from '../common/api-responses';

/** The owner's sessions (browsers signed in to the console): the owner's own login only, no API key. */
@AdminConsole('admin/sessions')
export class AdminSessionsController {
  constructor(private readonly sessions: AdminSessionsService) {}

  @Get()
  @ApiOperation({
    summary: "The owner's live sessions: the one asking first (marked current), then newest first",
  })
  @ApiPage(LiveAdminSessionListDto)
  listAdminSessions(
    @SignedIn() caller: Principal,
    @Query() query: PaginationQueryDto,
  ): Promise<LiveAdminSessionListDto> {
    return this.sessions.list(caller, toPage(query));
  }

  @Delete()
  @HttpCode(200)
  @ApiOperation({ summary: 'End every session of the owner but the one asking' })
  @ApiOkResponse({ type: AdminSessionsEndedDto })
  endOtherAdminSessions(@SignedIn() caller: Principal): Promise<AdminSessionsEndedDto> {
    return this.sessions.endOthers(caller);
  }

  @Delete(':id')
  @NoContent('Ended')
  @ApiOperation({
    summary: "End one of the owner's sessions: its token is refused (401) from now on",
  })
  @ApiUuidParam('live session')
  endAdminSession(@SignedIn() caller: Principal, @UuidParam() id: string): Promise<void> {
    return this.sessions.end(caller, id);
  }
}
