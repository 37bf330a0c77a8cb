import { Injectable } from '@nestjs/common';
import { TypeormUnitOfWork } from '../../common/unit-of-work';
import { VisitPayLink, VisitPayLinkRepository } from '../ports/visit-pay-links.port';

interface Row {
  appointment_id: string;
  session_id: string;
  url: string;
  amount_cents: number;
  metadata: Record<string, string>;
  paid_at: Date | null;
  created_at: Date;
}

const toLink = (r: Row): VisitPayLink => ({
  appointmentId: r.appointment_id,
  sessionId: r.session_id,
  url: r.url,
  amountCents: r.amount_cents,
  metadata: r.metadata,
  paidAt: r.paid_at,
  createdAt: r.created_at,
});

/** The table `visit_pay_links` (migration 1795742000000-visit-pay-links). */
@Injectable()
export class TypeormVisitPayLinks extends VisitPayLinkRepository {
  constructor(private readonly uow: TypeormUnitOfWork) {
    super();
  }

  private async one(where: string, value: string): Promise<VisitPayLink | null> {
    const rows: Row[] = await this.uow.manager.query(
      `SELECT * FROM visit_pay_links WHERE ${where} = $1`,
      [value],
    );
    return rows.length > 0 ? toLink(rows[0]) : null;
  }

  byAppointment(appointmentId: string): Promise<VisitPayLink | null> {
    return this.one('appointment_id', appointmentId);
  }

  bySession(sessionId: string): Promise<VisitPayLink | null> {
    return this.one('session_id', sessionId);
  }

  async put(l: VisitPayLink): Promise<void> {
    await this.uow.manager.query(
      `INSERT INTO visit_pay_links (appointment_id, session_id, url, amount_cents, metadata, paid_at, created_at)
       VALUES ($1, $2, $3, $4, $5::jsonb, NULL, $6)
       ON CONFLICT (appointment_id) DO UPDATE
         SET session_id = EXCLUDED.session_id, url = EXCLUDED.url, amount_cents = EXCLUDED.amount_cents,
             metadata = EXCLUDED.metadata, created_at = EXCLUDED.created_at
       WHERE visit_pay_links.paid_at IS NULL`,
      [l.appointmentId, l.sessionId, l.url, l.amountCents, JSON.stringify(l.metadata), l.createdAt],
    );
  }

  async deleteUnpaid(appointmentId: string): Promise<VisitPayLink | null> {
    // A DELETE ... RETURNING: TypeORM answers it as [rows, count].
    const [rows]: [Row[], number] = await this.uow.manager.query(
      `DELETE FROM visit_pay_links WHERE appointment_id = $1 AND paid_at IS NULL RETURNING *`,
      [appointmentId],
    );
    return rows.length > 0 ? toLink(rows[0]) : null;
  }

  async markPaid(sessionId: string, at: Date): Promise<boolean> {
    // An UPDATE ... RETURNING: TypeORM answers it as [rows, count].
    const [rows]: [unknown[], number] = await this.uow.manager.query(
      `UPDATE visit_pay_links SET paid_at = $2 WHERE session_id = $1 AND paid_at IS NULL
       RETURNING session_id`,
      [sessionId, at],
    );
    return rows.length > 0;
  }
}
