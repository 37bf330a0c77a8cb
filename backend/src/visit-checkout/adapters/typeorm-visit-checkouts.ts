import { CheckoutMethod, ProductLine } from '@esthetics/domain';
import { Injectable } from '@nestjs/common';
import { TypeormUnitOfWork } from '../../common/unit-of-work';
import { VisitCheckoutRecord, VisitCheckouts } from '../ports/visit-checkouts.port';

interface Row {
  appointment_id: string;
  method: CheckoutMethod;
  balance_cents: number;
  tip_cents: number;
  products: { name: string; price_cents: number }[];
  total_cents: number;
  payment_id: string | null;
  checked_out_by: string | null;
  created_at: Date;
}

const toRecord = (r: Row): VisitCheckoutRecord => ({
  appointmentId: r.appointment_id,
  method: r.method,
  balanceCents: r.balance_cents,
  tipCents: r.tip_cents,
  products: r.products.map((p): ProductLine => ({ name: p.name, priceCents: p.price_cents })),
  totalCents: r.total_cents,
  paymentId: r.payment_id,
  by: r.checked_out_by,
  at: r.created_at,
});

/** The table `visit_checkouts` (migration 1795741700000-visit-checkouts). */
@Injectable()
export class TypeormVisitCheckouts extends VisitCheckouts {
  constructor(private readonly uow: TypeormUnitOfWork) {
    super();
  }

  async find(appointmentId: string): Promise<VisitCheckoutRecord | null> {
    const rows: Row[] = await this.uow.manager.query(
      `SELECT * FROM visit_checkouts WHERE appointment_id = $1`,
      [appointmentId],
    );
    return rows.length > 0 ? toRecord(rows[0]) : null;
  }

  async insert(c: VisitCheckoutRecord): Promise<boolean> {
    const products = c.products.map((p) => ({ name: p.name, price_cents: p.priceCents }));
    const rows: unknown[] = await this.uow.manager.query(
      `INSERT INTO visit_checkouts (appointment_id, method, balance_cents, tip_cents, products,
                                    total_cents, payment_id, checked_out_by, created_at)
       VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7, $8, $9)
       ON CONFLICT (appointment_id) DO NOTHING RETURNING appointment_id`,
      [
        c.appointmentId,
        c.method,
        c.balanceCents,
        c.tipCents,
        JSON.stringify(products),
        c.totalCents,
        c.paymentId,
        c.by,
        c.at,
      ],
    );
    return rows.length > 0;
  }

  async refusals(appointmentId: string): Promise<number> {
    const rows: { refusals: number }[] = await this.uow.manager.query(
      `SELECT refusals FROM visit_checkout_attempts WHERE appointment_id = $1`,
      [appointmentId],
    );
    return rows[0]?.refusals ?? 0;
  }

  async addRefusal(appointmentId: string, now: Date): Promise<void> {
    await this.uow.manager.query(
      `INSERT INTO visit_checkout_attempts (appointment_id, refusals, updated_at) VALUES ($1, 1, $2)
       ON CONFLICT (appointment_id) DO UPDATE
         SET refusals = visit_checkout_attempts.refusals + 1, updated_at = EXCLUDED.updated_at`,
      [appointmentId, now],
    );
  }
}
