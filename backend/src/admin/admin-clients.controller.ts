import { Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { ApiKeyScope, isApiKey, SignedIn } from '../auth/guards';
import type { Principal } from '../auth/token.service';
import { ApiRefusals } from '../common/api-responses';
import { toPage } from '../common/dto/pagination.dto';
import { AdminClientsService } from './admin-clients.service';
import { AdminConsole } from './admin-console';
import { ClientListDto } from './dto/admin.dto';
import { ClientDetailDto } from './dto/admin-detail.dto';
import { ClientListQueryDto } from './dto/admin-query.dto';
import { UuidParam, ApiUuidParam } from '../common/uuid-param';

@AdminConsole('admin/clients')
export class AdminClientsController {
  constructor(private readonly clients: AdminClientsService) {}

  @Get()
  @ApiOperation({
    summary: 'Clients, newest first, searchable and paged',
    description: '`total` counts every client that matches the search.',
  })
  @ApiOkResponse({ type: ClientListDto })
  @ApiKeyScope('clients:read')
  @ApiRefusals({ 400: 'A bad limit, offset or q (over 100 characters)' })
  listClients(@Query() query: ClientListQueryDto): Promise<ClientListDto> {
    return this.clients.list(query, toPage(query));
  }

  @Get(':id')
  @ApiOperation({
    summary: 'One client in full: profile, every appointment, total spent and health form',
    description: 'With an API key, `consultation` is always null: a key never sees health answers.',
  })
  @ApiUuidParam('client')
  @ApiOkResponse({ type: ClientDetailDto })
  @ApiKeyScope('clients:read')
  getClient(@UuidParam() id: string, @SignedIn() who: Principal): Promise<ClientDetailDto> {
    // An API key never sees health answers (and so reads none).
    return this.clients.detail(id, isApiKey(who) ? null : who.subject);
  }
}
