import { Body, Controller, Delete, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../../auth/guards';
import { ApiRefusals, NoContent, PostCreated } from '../../common/api-responses';
import { ApiKeysService } from './api-keys.service';
import { ApiKeyListDto, CreateApiKeyBodyDto, CreatedApiKeyDto } from './dto/api-keys.dto';
import { UuidParam, ApiUuidParam } from '../../common/uuid-param';

/** The owner's API keys: managed with the owner's own login only (never with a key). */
@ApiTags('integrations')
@Controller('admin/api-keys')
@AdminOnly()
export class ApiKeysController {
  constructor(private readonly keys: ApiKeysService) {}

  @PostCreated('', { body: CreateApiKeyBodyDto, answer: CreatedApiKeyDto })
  @ApiOperation({
    summary: 'Create an API key with the scopes it may use; the key is in this answer only',
    description:
      'Only its hash is kept: the key cannot be shown again (revoke it and create another).',
  })
  @ApiRefusals({ 400: 'No name, a name over 60 characters, no scope, or an unknown scope' })
  createApiKey(@Body() body: CreateApiKeyBodyDto): Promise<CreatedApiKeyDto> {
    return this.keys.create(body);
  }

  @Get()
  @ApiOperation({
    summary: 'The live API keys, newest first: prefix, scopes, last use (never the key)',
  })
  @ApiOkResponse({ type: ApiKeyListDto })
  listApiKeys(): Promise<ApiKeyListDto> {
    return this.keys.list();
  }

  @Delete(':id')
  @NoContent('Revoked')
  @ApiOperation({ summary: 'Revoke an API key: it is refused (401) from now on' })
  @ApiUuidParam('key', 'No live key with this id')
  async revokeApiKey(@UuidParam('id', 'apiKeyNotFound') id: string): Promise<void> {
    await this.keys.revoke(id);
  }
}
