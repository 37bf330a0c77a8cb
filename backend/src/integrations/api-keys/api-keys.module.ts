import { Module, Provider } from '@nestjs/common';
import { ApiKeyAccess } from '../../auth/api-key-access';
import { TypeormApiKeyRepository } from './adapters/typeorm-api-key.repository';
import { ApiKeysController } from './api-keys.controller';
import { ApiKeysService } from './api-keys.service';
import { ApiKeyRepository } from './ports/api-key-repository.port';

const PORTS: Provider[] = [
  ApiKeysService,
  { provide: ApiKeyRepository, useClass: TypeormApiKeyRepository },
  { provide: ApiKeyAccess, useExisting: ApiKeysService },
];

/**
 * Scoped API keys for integrators: the owner creates, lists and revokes them. The admin
 * guard reads which live key a bearer string is through the ApiKeyAccess port (the app's core module
 * imports this one for the guards).
 */
@Module({
  controllers: [ApiKeysController],
  providers: PORTS,
  exports: [ApiKeyAccess],
})
export class ApiKeysModule {}
