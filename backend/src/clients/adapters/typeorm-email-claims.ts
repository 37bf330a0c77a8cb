import { Injectable } from '@nestjs/common';
import { TypeormUnitOfWork } from '../../common/unit-of-work';
import { EmailClaim, EmailClaims } from '../ports/email-claims.port';

interface ClaimRow {
  client_id: string;
  email: string;
}

const toClaim = (r: ClaimRow): EmailClaim => ({ clientId: r.client_id, email: r.email });

/** The take-over links in `email_claims`. */
@Injectable()
export class TypeormEmailClaims extends EmailClaims {
  constructor(private readonly uow: TypeormUnitOfWork) {
    super();
  }

  async keep(c: EmailClaim & { linkHash: string; now: Date; expiresAt: Date }): Promise<void> {
    // Retention: a link is kept only while it works.
    await this.uow.manager.query(`DELETE FROM email_claims WHERE expires_at <= $1`, [c.now]);
    await this.uow.manager.query(
      `INSERT INTO email_claims (link_hash, client_id, email, expires_at, created_at)
       VALUES ($1, $2, $3, $4, $5)`,
      [c.linkHash, c.clientId, c.email, c.expiresAt, c.now],
    );
  }

  async find(linkHash: string, now: Date): Promise<EmailClaim | null> {
    const rows: ClaimRow[] = await this.uow.manager.query(
      `SELECT client_id, email FROM email_claims WHERE link_hash = $1 AND expires_at > $2`,
      [linkHash, now],
    );
    return rows[0] ? toClaim(rows[0]) : null;
  }

  async use(linkHash: string, now: Date): Promise<EmailClaim | null> {
    // TypeORM answers a DELETE ... RETURNING as [rows, count]; the row goes to one caller only.
    const [rows]: [ClaimRow[], number] = await this.uow.manager.query(
      `DELETE FROM email_claims WHERE link_hash = $1 AND expires_at > $2
       RETURNING client_id, email`,
      [linkHash, now],
    );
    if (!rows[0]) return null;
    await this.uow.manager.query(`DELETE FROM email_claims WHERE client_id = $1`, [
      rows[0].client_id,
    ]);
    return toClaim(rows[0]);
  }
}
