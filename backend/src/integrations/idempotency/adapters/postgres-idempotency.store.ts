import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { ClaimRequest, IdempotencyStore, KeyState } from '../ports/idempotency-store.port';

interface KeyRow {
  request_hash: string;
  status: 'in_progress' | 'completed';
  lock_token: string | null;
  response_status: number | null;
  response_body: string | null;
}

/** The keys in PostgreSQL (table idempotency_keys), so they hold across replicas and restarts. */
@Injectable()
export class PostgresIdempotencyStore extends IdempotencyStore {
  constructor(@InjectDataSource() private readonly db: DataSource) {
    super();
  }

  async claim(request: ClaimRequest): Promise<KeyState> {
    const lock = randomUUID();
    // One statement: a new key is inserted; an expired one, or one abandoned in progress, is taken
    // over; a live one is left alone (the WHERE is false) and nothing is returned.
    const claimed: { lock_token: string }[] = await this.db.query(
      `INSERT INTO idempotency_keys
         (scope, key, request_hash, status, lock_token, created_at, expires_at)
       VALUES ($1, $2, $3, 'in_progress', $4, $5, $6)
       ON CONFLICT (scope, key) DO UPDATE SET
         request_hash = EXCLUDED.request_hash, status = 'in_progress',
         lock_token = EXCLUDED.lock_token, response_status = NULL, response_body = NULL,
         created_at = EXCLUDED.created_at, expires_at = EXCLUDED.expires_at
       WHERE idempotency_keys.expires_at <= EXCLUDED.created_at
          OR (idempotency_keys.status = 'in_progress' AND idempotency_keys.created_at <= $7)
       RETURNING lock_token`,
      [
        request.scope,
        request.key,
        request.requestHash,
        lock,
        request.now,
        request.expiresAt,
        request.abandonedBefore,
      ],
    );
    if (claimed.length > 0) return { state: 'claimed', lock };
    const rows: KeyRow[] = await this.db.query(
      `SELECT request_hash, status, lock_token, response_status, response_body
         FROM idempotency_keys WHERE scope = $1 AND key = $2`,
      [request.scope, request.key],
    );
    const row = rows[0];
    if (!row) return { state: 'gone' };
    if (row.status === 'completed' && row.response_status !== null && row.response_body !== null) {
      return {
        state: 'completed',
        requestHash: row.request_hash,
        status: row.response_status,
        body: row.response_body,
      };
    }
    return { state: 'in_progress', requestHash: row.request_hash };
  }

  async complete(
    scope: string,
    key: string,
    lock: string,
    answer: { status: number; body: string },
  ): Promise<void> {
    await this.db.query(
      `UPDATE idempotency_keys
          SET status = 'completed', lock_token = NULL, response_status = $4, response_body = $5
        WHERE scope = $1 AND key = $2 AND lock_token = $3`,
      [scope, key, lock, answer.status, answer.body],
    );
  }

  async release(scope: string, key: string, lock: string): Promise<void> {
    await this.db.query(
      `DELETE FROM idempotency_keys WHERE scope = $1 AND key = $2 AND lock_token = $3`,
      [scope, key, lock],
    );
  }

  async deleteExpired(now: Date): Promise<number> {
    const [, count]: [unknown, number] = await this.db.query(
      `DELETE FROM idempotency_keys WHERE expires_at <= $1`,
      [now],
    );
    return count;
  }
}
