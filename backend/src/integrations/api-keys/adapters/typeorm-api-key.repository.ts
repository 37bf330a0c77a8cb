import type { ApiKeyScope } from '@esthetics/domain';
import { Injectable } from '@nestjs/common';
import { TypeormUnitOfWork } from '../../../common/unit-of-work';
import { ApiKeyRepository, NewApiKey, StoredApiKey } from '../ports/api-key-repository.port';

interface Row {
  id: string;
  name: string;
  prefix: string;
  scopes: ApiKeyScope[];
  created_at: Date;
  last_used_at: Date | null;
}

const COLUMNS = 'id, name, prefix, scopes, created_at, last_used_at';

const toKey = (row: Row): StoredApiKey => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  scopes: row.scopes,
  createdAt: new Date(row.created_at),
  lastUsedAt: row.last_used_at ? new Date(row.last_used_at) : null,
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** API keys in the `api_keys` table (plain SQL), through the transaction in progress if any. */
@Injectable()
export class TypeormApiKeyRepository extends ApiKeyRepository {
  constructor(private readonly uow: TypeormUnitOfWork) {
    super();
  }

  async insert(key: NewApiKey): Promise<StoredApiKey> {
    const rows: Row[] = await this.uow.manager.query(
      `INSERT INTO api_keys (name, prefix, key_hash, scopes, created_at)
       VALUES ($1, $2, $3, $4, $5) RETURNING ${COLUMNS}`,
      [key.name, key.prefix, key.keyHash, key.scopes, key.createdAt],
    );
    return toKey(rows[0]);
  }

  async listLive(): Promise<StoredApiKey[]> {
    const rows: Row[] = await this.uow.manager.query(
      `SELECT ${COLUMNS} FROM api_keys WHERE revoked_at IS NULL ORDER BY created_at DESC, id`,
    );
    return rows.map(toKey);
  }

  async revoke(id: string, now: Date): Promise<boolean> {
    if (!UUID.test(id)) return false;
    const rows: unknown[] = await this.uow.manager.query(
      `UPDATE api_keys SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL RETURNING id`,
      [id, now],
    );
    // TypeORM answers an UPDATE ... RETURNING as [rows, count].
    const returned = Array.isArray(rows[0]) ? (rows[0] as unknown[]) : rows;
    return returned.length > 0;
  }

  async findLiveByHash(keyHash: string): Promise<StoredApiKey | null> {
    const rows: Row[] = await this.uow.manager.query(
      `SELECT ${COLUMNS} FROM api_keys WHERE key_hash = $1 AND revoked_at IS NULL`,
      [keyHash],
    );
    return rows[0] ? toKey(rows[0]) : null;
  }

  async touch(id: string, now: Date, notBefore: Date): Promise<void> {
    await this.uow.manager.query(
      `UPDATE api_keys SET last_used_at = $2
        WHERE id = $1 AND (last_used_at IS NULL OR last_used_at < $3)`,
      [id, now, notBefore],
    );
  }
}
