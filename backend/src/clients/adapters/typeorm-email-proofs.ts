import { HEALTH_CODE_ADDRESS_AGE_HOURS } from '@esthetics/domain';
import { Injectable } from '@nestjs/common';
import { TypeormUnitOfWork } from '../../common/unit-of-work';
import {
  AccountEmail,
  ChangeAlert,
  EmailProofs,
  LiveProof,
  ProofToKeep,
  ProofTry,
} from '../ports/email-proofs.port';

const UNIQUE_VIOLATION = '23505';
const isUniqueViolation = (e: unknown) =>
  (e as { driverError?: { code?: string } }).driverError?.code === UNIQUE_VIOLATION;

interface ProofRow {
  client_id: string;
  email: string;
  purpose: 'verify' | 'change';
  code_hash: string;
}

const toProof = (r: ProofRow): LiveProof => ({
  clientId: r.client_id,
  email: r.email,
  purpose: r.purpose,
  codeHash: r.code_hash,
});

/** Proofs in `email_proofs`, alerts in `email_change_alerts`, the address on `clients`. */
@Injectable()
export class TypeormEmailProofs extends EmailProofs {
  constructor(private readonly uow: TypeormUnitOfWork) {
    super();
  }

  private query<T>(sql: string, parameters: unknown[]): Promise<T[]> {
    return this.uow.manager.query(sql, parameters);
  }

  /** An UPDATE or DELETE ... RETURNING: TypeORM answers it as [rows, count]. */
  private async changed<T>(sql: string, parameters: unknown[]): Promise<T[]> {
    const [rows]: [T[], number] = await this.uow.manager.query(sql, parameters);
    return rows;
  }

  async lockAccount(clientId: string): Promise<AccountEmail | null> {
    const rows = await this.query<{
      id: string;
      first_name: string;
      email: string;
      phone: string;
      email_verified_at: Date | null;
      created_at: Date;
      email_since: Date | null;
      previous_email: string | null;
      email_locked_until: Date | null;
    }>(
      `SELECT id, first_name, email, phone, email_verified_at, created_at, email_since,
              previous_email, email_locked_until
         FROM clients WHERE id = $1 FOR UPDATE`,
      [clientId],
    );
    const r = rows[0];
    if (!r) return null;
    return {
      id: r.id,
      firstName: r.first_name,
      email: r.email,
      phone: r.phone,
      verifiedAt: r.email_verified_at,
      since: r.email_since ?? r.created_at,
      changed: r.email_since !== null,
      previousEmail: r.previous_email,
      lockedUntil: r.email_locked_until,
    };
  }

  async pendingChange(clientId: string, now: Date): Promise<string | null> {
    const rows = await this.query<{ email: string }>(
      `SELECT email FROM email_proofs WHERE client_id = $1 AND purpose = 'change' AND expires_at > $2`,
      [clientId, now],
    );
    return rows[0]?.email ?? null;
  }

  async hasLiveProof(clientId: string, now: Date, maxTries: number): Promise<boolean> {
    const rows = await this.query(
      `SELECT 1 FROM email_proofs WHERE client_id = $1 AND expires_at > $2 AND tries < $3`,
      [clientId, now, maxTries],
    );
    return rows.length > 0;
  }

  async keep(p: ProofToKeep): Promise<void> {
    await this.query(
      `INSERT INTO email_proofs (client_id, email, purpose, code_hash, link_hash, tries, expires_at, created_at)
       VALUES ($1, $2, $3, $4, $5, 0, $6, $7)
       ON CONFLICT (client_id) DO UPDATE
         SET email = EXCLUDED.email, purpose = EXCLUDED.purpose, code_hash = EXCLUDED.code_hash,
             link_hash = EXCLUDED.link_hash, tries = 0, expires_at = EXCLUDED.expires_at,
             created_at = EXCLUDED.created_at`,
      [p.clientId, p.email, p.purpose, p.codeHash, p.linkHash, p.expiresAt, p.now],
    );
  }

  async countTry(clientId: string, now: Date, maxTries: number): Promise<ProofTry> {
    const counted = await this.changed<ProofRow & { tries: number }>(
      `UPDATE email_proofs SET tries = tries + 1
        WHERE client_id = $1 AND expires_at > $2 AND tries < $3
        RETURNING client_id, email, purpose, code_hash, tries`,
      [clientId, now, maxTries],
    );
    if (counted[0]) return { kind: 'counted', proof: toProof(counted[0]), tries: counted[0].tries };
    const rows = await this.query<{ expired: boolean }>(
      `SELECT expires_at <= $2 AS expired FROM email_proofs WHERE client_id = $1`,
      [clientId, now],
    );
    if (!rows[0]) return { kind: 'none' };
    return { kind: rows[0].expired ? 'expired' : 'used_up' };
  }

  async byLink(linkHash: string, now: Date): Promise<LiveProof | null> {
    const rows = await this.query<ProofRow>(
      `SELECT client_id, email, purpose, code_hash FROM email_proofs
        WHERE link_hash = $1 AND expires_at > $2`,
      [linkHash, now],
    );
    return rows[0] ? toProof(rows[0]) : null;
  }

  async use(clientId: string, codeHash: string): Promise<boolean> {
    const rows = await this.changed(
      `DELETE FROM email_proofs WHERE client_id = $1 AND code_hash = $2 RETURNING client_id`,
      [clientId, codeHash],
    );
    return rows.length > 0;
  }

  async markVerified(clientId: string, email: string, now: Date): Promise<boolean> {
    const rows = await this.changed(
      `UPDATE clients SET email_verified_at = $3, updated_at = $3
        WHERE id = $1 AND email = $2 RETURNING id`,
      [clientId, email, now],
    );
    return rows.length > 0;
  }

  async changeTo(clientId: string, email: string, now: Date): Promise<'changed' | 'email_taken'> {
    try {
      await this.query(
        `UPDATE clients
            SET previous_email = CASE
                  WHEN email_verified_at IS NOT NULL
                   AND (email_since IS NULL OR email_since <= $4) THEN email
                  ELSE previous_email END,
                email = $2, email_verified_at = $3, email_since = $3, updated_at = $3
          WHERE id = $1`,
        [clientId, email, now, new Date(now.getTime() - HEALTH_CODE_ADDRESS_AGE_HOURS * 3_600_000)],
      );
      return 'changed';
    } catch (e) {
      if (isUniqueViolation(e)) return 'email_taken';
      throw e;
    }
  }

  async restore(
    clientId: string,
    old: { email: string; verified: boolean },
    lockUntil: Date,
    now: Date,
  ): Promise<'restored' | 'email_taken'> {
    const email = old.email;
    await this.query(`DELETE FROM email_proofs WHERE client_id = $1`, [clientId]);
    // Someone else has taken the old address meanwhile: the account stays locked, the owner calls.
    const taken = await this.query(`SELECT 1 FROM clients WHERE email = $2 AND id <> $1`, [
      clientId,
      email,
    ]);
    if (taken.length > 0) {
      await this.query(`UPDATE clients SET email_locked_until = $2 WHERE id = $1`, [
        clientId,
        lockUntil,
      ]);
      return 'email_taken';
    }
    // Back to the address the alert went to, confirmed only if it was: an account someone made
    // with another's address does not become theirs when that person stops its change.
    await this.query(
      `UPDATE clients
          SET email_since = CASE WHEN email = $2 THEN email_since ELSE $4 END,
              previous_email = NULL, email = $2,
              email_verified_at = CASE WHEN $5::boolean THEN $4::timestamptz END,
              email_locked_until = $3, updated_at = $4
        WHERE id = $1`,
      [clientId, email, lockUntil, now, old.verified],
    );
    return 'restored';
  }

  async keepAlert(a: ChangeAlert): Promise<void> {
    // Links past their time go as new ones come: the table holds what can still be used.
    await this.query(`DELETE FROM email_change_alerts WHERE client_id = $1 AND expires_at < $2`, [
      a.clientId,
      a.now,
    ]);
    await this.query(
      `INSERT INTO email_change_alerts
         (link_hash, client_id, old_email, old_verified, new_email, expires_at, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [a.linkHash, a.clientId, a.oldEmail, a.oldVerified, a.newEmail, a.expiresAt, a.now],
    );
  }

  async useAlert(
    linkHash: string,
    now: Date,
  ): Promise<{
    clientId: string;
    oldEmail: string;
    oldVerified: boolean;
    newEmail: string;
  } | null> {
    const rows = await this.changed<{
      client_id: string;
      old_email: string;
      old_verified: boolean;
      new_email: string;
      seq: string;
    }>(
      `UPDATE email_change_alerts SET used_at = $2
        WHERE link_hash = $1 AND used_at IS NULL AND expires_at > $2
        RETURNING client_id, old_email, old_verified, new_email, seq`,
      [linkHash, now],
    );
    const r = rows[0];
    if (!r) return null;
    await this.query(
      `UPDATE email_change_alerts SET used_at = $2
        WHERE client_id = $1 AND used_at IS NULL AND seq > $3`,
      [r.client_id, now, r.seq],
    );
    return {
      clientId: r.client_id,
      oldEmail: r.old_email,
      oldVerified: r.old_verified,
      newEmail: r.new_email,
    };
  }
}
