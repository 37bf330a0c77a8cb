import { Injectable } from '@nestjs/common';
import { ClientSessions } from '../../auth/client-sessions';
import { TypeormUnitOfWork } from '../../common/unit-of-work';

const FOREIGN_KEY_VIOLATION = '23503';

/** Client sessions in the `client_sessions` table, through the transaction in progress if any. */
@Injectable()
export class TypeormClientSessions extends ClientSessions {
  constructor(private readonly uow: TypeormUnitOfWork) {
    super();
  }

  async open(clientId: string, now: Date, expiresAt: Date): Promise<string | null> {
    // The client's sessions past their expiry go first, so the table holds what tokens can still use.
    await this.uow.manager.query(
      `DELETE FROM client_sessions WHERE client_id = $1 AND expires_at < $2`,
      [clientId, now],
    );
    try {
      // Nothing inserted when the account is gone; a deletion committing meanwhile fails the key.
      const rows: { id: string }[] = await this.uow.manager.query(
        `INSERT INTO client_sessions (client_id, created_at, expires_at)
         SELECT id, $2, $3 FROM clients WHERE id = $1
         RETURNING id`,
        [clientId, now, expiresAt],
      );
      return rows[0]?.id ?? null;
    } catch (e) {
      if ((e as { driverError?: { code?: string } }).driverError?.code === FOREIGN_KEY_VIOLATION) {
        return null;
      }
      throw e;
    }
  }

  async isOpen(sessionId: string, clientId: string): Promise<boolean> {
    // A token's `jti` that is not a uuid names no session (and must not reach the uuid column).
    if (!UUID.test(sessionId)) return false;
    const rows: unknown[] = await this.uow.manager.query(
      `SELECT 1 FROM client_sessions WHERE id = $1 AND client_id = $2 AND ended_at IS NULL`,
      [sessionId, clientId],
    );
    return rows.length > 0;
  }

  async end(sessionId: string, now: Date): Promise<void> {
    if (!UUID.test(sessionId)) return;
    await this.uow.manager.query(
      `UPDATE client_sessions SET ended_at = $2 WHERE id = $1 AND ended_at IS NULL`,
      [sessionId, now],
    );
  }

  async endAllBut(clientId: string, keep: string | null, now: Date): Promise<void> {
    await this.uow.manager.query(
      `UPDATE client_sessions SET ended_at = $3
        WHERE client_id = $1 AND ended_at IS NULL AND id::text IS DISTINCT FROM $2`,
      [clientId, keep, now],
    );
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
