import { API_KEY_PREFIX, API_KEY_VISIBLE_LENGTH, validateApiKey } from '@esthetics/domain';
import { Injectable, Logger } from '@nestjs/common';
import { createHash, randomBytes } from 'node:crypto';
import { ApiKeyAccess, ApiKeyIdentity } from '../../auth/api-key-access';
import { AppError } from '../../common/app-errors';
import { Clock } from '../../common/clock';
import { asRecord } from '../../common/input';
import { ApiKeyDto, ApiKeyListDto, CreatedApiKeyDto } from './dto/api-keys.dto';
import { ApiKeyRepository, StoredApiKey } from './ports/api-key-repository.port';

/** What a key looks like: the prefix and 32 random bytes in base64url (43 characters). */
const KEY_SHAPE = new RegExp(`^${API_KEY_PREFIX}[A-Za-z0-9_-]{43}$`);

/** How long a noted use stands before the next one is written. */
const LAST_USED_RESOLUTION_MS = 60_000;

/** A key's SHA-256: the key carries 256 random bits, so a fast hash is enough (nothing to guess). */
const hashOf = (key: string): string => createHash('sha256').update(key).digest('hex');

const toDto = (key: StoredApiKey): ApiKeyDto => ({
  id: key.id,
  name: key.name,
  prefix: key.prefix,
  scopes: [...key.scopes],
  created_at: key.createdAt.toISOString(),
  last_used_at: key.lastUsedAt?.toISOString() ?? null,
});

/**
 * The owner's API keys: created (the key answered once, only its hash kept), listed, revoked; and
 * for the guards, which live key a bearer string is.
 */
@Injectable()
export class ApiKeysService extends ApiKeyAccess {
  private readonly logger = new Logger('ApiKeys');

  constructor(
    private readonly keys: ApiKeyRepository,
    private readonly clock: Clock,
  ) {
    super();
  }

  async create(body: unknown): Promise<CreatedApiKeyDto> {
    const form = validateApiKey(asRecord(body));
    if (!form.ok) throw AppError.from(form);
    const key = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
    const stored = await this.keys.insert({
      name: form.value.name,
      prefix: key.slice(0, API_KEY_VISIBLE_LENGTH),
      keyHash: hashOf(key),
      scopes: form.value.scopes,
      createdAt: this.clock.now(),
    });
    this.logger.log(
      `API key ${stored.prefix}… (${stored.id}) created with scopes ${stored.scopes.join(', ')}`,
    );
    const { id, name, scopes, prefix, created_at } = toDto(stored);
    return { id, name, scopes, key, prefix, created_at };
  }

  async list(): Promise<ApiKeyListDto> {
    return { keys: (await this.keys.listLive()).map(toDto) };
  }

  async revoke(id: string): Promise<void> {
    if (!(await this.keys.revoke(id, this.clock.now()))) throw AppError.of('apiKeyNotFound');
    this.logger.log(`API key ${id} revoked`);
  }

  async authenticate(raw: string, now: Date): Promise<ApiKeyIdentity | null> {
    if (!KEY_SHAPE.test(raw)) return null;
    const key = await this.keys.findLiveByHash(hashOf(raw));
    if (!key) return null;
    const notBefore = new Date(now.getTime() - LAST_USED_RESOLUTION_MS);
    if (!key.lastUsedAt || key.lastUsedAt < notBefore)
      await this.keys.touch(key.id, now, notBefore);
    return { id: key.id, name: key.name, prefix: key.prefix, scopes: key.scopes };
  }
}
