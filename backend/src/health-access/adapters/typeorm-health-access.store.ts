import type { AccountAddress } from '@esthetics/domain';
import { Injectable } from '@nestjs/common';
import { TypeormUnitOfWork } from '../../common/unit-of-work';
import {
  CodeToKeep,
  CountedTry,
  HealthAccessStore,
  KeepResult,
} from '../ports/health-access-store.port';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Codes in `health_access_codes`, confirmations in `client_sessions.health_confirmed_at`. */
@Injectable()
export class TypeormHealthAccessStore extends HealthAccessStore {
  constructor(private readonly uow: TypeormUnitOfWork) {
    super();
  }

  private query<T>(sql: string, parameters: unknown[]): Promise<T[]> {
    return this.uow.manager.query(sql, parameters);
  }

  /** An UPDATE ... RETURNING: TypeORM answers it as [rows, count]. */
  private async update<T>(sql: string, parameters: unknown[]): Promise<T[]> {
    const [rows]: [T[], number] = await this.uow.manager.query(sql, parameters);
    return rows;
  }

  async addressOf(clientId: string): Promise<AccountAddress | null> {
    const rows = await this.query<{
      email: string;
      email_verified_at: Date | null;
      created_at: Date;
      email_since: Date | null;
      previous_email: string | null;
    }>(
      `SELECT email, email_verified_at, created_at, email_since, previous_email
         FROM clients WHERE id = $1`,
      [clientId],
    );
    const r = rows[0];
    if (!r) return null;
    return {
      email: r.email,
      verifiedAt: r.email_verified_at,
      since: r.email_since ?? r.created_at,
      changed: r.email_since !== null,
      previousEmail: r.previous_email,
    };
  }

  async isConfirmed(sessionId: string, clientId: string): Promise<boolean> {
    if (!UUID.test(sessionId)) return false;
    const rows = await this.query(
      `SELECT 1 FROM client_sessions
        WHERE id = $1 AND client_id = $2 AND ended_at IS NULL AND health_confirmed_at IS NOT NULL`,
      [sessionId, clientId],
    );
    return rows.length > 0;
  }

  async liveCodeExpiry(
    clientId: string,
    sessionId: string,
    now: Date,
    maxTries: number,
  ): Promise<Date | null> {
    if (!UUID.test(sessionId)) return null;
    const rows = await this.query<{ expires_at: Date }>(
      `SELECT expires_at FROM health_access_codes
        WHERE client_id = $1 AND session_id = $2 AND code_hash IS NOT NULL
          AND expires_at > $3 AND tries < $4`,
      [clientId, sessionId, now, maxTries],
    );
    return rows[0]?.expires_at ?? null;
  }

  async keepCode(c: CodeToKeep): Promise<KeepResult> {
    // One row per client: the upsert takes its lock, so concurrent requests are counted one by one;
    // its WHERE refuses a request past the limit and leaves the live code as it was.
    const kept = await this.query<{ client_id: string }>(
      `INSERT INTO health_access_codes
         (client_id, session_id, code_hash, salt, tries, created_at, expires_at, requested_at)
       VALUES ($1, $2, $3, $4, 0, $5, $6, ARRAY[$5::timestamptz])
       ON CONFLICT (client_id) DO UPDATE SET
         session_id = EXCLUDED.session_id, code_hash = EXCLUDED.code_hash, salt = EXCLUDED.salt,
         tries = 0, created_at = EXCLUDED.created_at, expires_at = EXCLUDED.expires_at,
         requested_at = ARRAY(SELECT r FROM unnest(health_access_codes.requested_at) r WHERE r > $7)
                        || EXCLUDED.created_at
       WHERE (SELECT count(*) FROM unnest(health_access_codes.requested_at) r WHERE r > $7) < $8
       RETURNING client_id`,
      [c.clientId, c.sessionId, c.hash, c.salt, c.now, c.expiresAt, c.countSince, c.limit],
    );
    if (kept.length > 0) return { kept: true };
    const oldest = await this.query<{ oldest: Date | null }>(
      `SELECT (SELECT min(r) FROM unnest(requested_at) r WHERE r > $2) AS oldest
         FROM health_access_codes WHERE client_id = $1`,
      [c.clientId, c.countSince],
    );
    const since = oldest[0]?.oldest ?? c.now;
    return {
      kept: false,
      retryAt: new Date(since.getTime() + (c.now.getTime() - c.countSince.getTime())),
    };
  }

  async countTry(
    clientId: string,
    sessionId: string,
    now: Date,
    maxTries: number,
  ): Promise<CountedTry> {
    if (!UUID.test(sessionId)) return { kind: 'none' };
    // The try is counted by the UPDATE whose WHERE holds the limit: concurrent guesses queue on the
    // row lock, and only the first `maxTries` of them find a row to count.
    const counted = await this.update<{ code_hash: string; salt: string; tries: number }>(
      `UPDATE health_access_codes SET tries = tries + 1
        WHERE client_id = $1 AND session_id = $2 AND code_hash IS NOT NULL
          AND expires_at > $3 AND tries < $4
        RETURNING code_hash, salt, tries`,
      [clientId, sessionId, now, maxTries],
    );
    if (counted.length > 0) {
      const [row] = counted;
      return { kind: 'counted', hash: row.code_hash, salt: row.salt, tries: row.tries };
    }
    const why = await this.query<{ expired: boolean }>(
      `SELECT expires_at <= $3 AS expired FROM health_access_codes
        WHERE client_id = $1 AND session_id = $2 AND code_hash IS NOT NULL`,
      [clientId, sessionId, now],
    );
    if (why.length === 0) return { kind: 'none' };
    return { kind: why[0].expired ? 'expired' : 'used_up' };
  }

  confirm(clientId: string, sessionId: string, hash: string, now: Date): Promise<boolean> {
    return this.uow.run(async () => {
      const used = await this.update(
        `UPDATE health_access_codes SET code_hash = NULL, salt = NULL
          WHERE client_id = $1 AND session_id = $2 AND code_hash = $3
          RETURNING client_id`,
        [clientId, sessionId, hash],
      );
      if (used.length === 0) return false;
      const confirmed = await this.update(
        `UPDATE client_sessions SET health_confirmed_at = $3
          WHERE id = $1 AND client_id = $2 AND ended_at IS NULL
          RETURNING id`,
        [sessionId, clientId, now],
      );
      return confirmed.length > 0;
    });
  }
}
