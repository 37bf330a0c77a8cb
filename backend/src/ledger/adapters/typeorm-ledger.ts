import { Interval, LedgerKind, LedgerMethod } from '@esthetics/domain';
import { Injectable } from '@nestjs/common';
import { TypeormUnitOfWork } from '../../common/unit-of-work';
import {
  AppointmentEntry,
  Ledger,
  LedgerBooks,
  LedgerCursor,
  LedgerSum,
  StoredLedgerEntry,
} from '../ports/ledger.port';

interface Row {
  id: string;
  appointment_id: string;
  kind: LedgerKind;
  method: LedgerMethod;
  amount_cents: number;
  provider_id: string | null;
  refund_of: string | null;
  created_at: Date;
  client_name: string;
  services: string[];
}

const SELECT = `SELECT l.id, l.appointment_id, l.kind, l.method, l.amount_cents, l.provider_id,
         l.refund_of, l.created_at, a.client_first_name || ' ' || a.client_last_name AS client_name,
         a.services
    FROM ledger_entries l JOIN appointments a ON a.id = l.appointment_id`;

const toEntry = (r: Row): StoredLedgerEntry => ({
  id: r.id,
  appointmentId: r.appointment_id,
  kind: r.kind,
  method: r.method,
  amountCents: r.amount_cents,
  providerId: r.provider_id,
  refundOf: r.refund_of,
  at: r.created_at,
  clientName: r.client_name,
  services: r.services,
});

/** The ledger on PostgreSQL (table `ledger_entries`, migration 1795741400000-ledger). */
@Injectable()
export class TypeormLedger extends LedgerBooks implements Ledger {
  constructor(private readonly uow: TypeormUnitOfWork) {
    super();
  }

  /** Deferred to the transaction's next statement; a provider movement already there is skipped. */
  async record(...entries: AppointmentEntry[]): Promise<void> {
    if (entries.length === 0) return;
    const params: unknown[] = [];
    const rows = entries.map((e) => {
      params.push(e.appointmentId, e.kind, e.method, e.amountCents, e.providerId);
      params.push(e.refundOf ?? null, e.at);
      const n = params.length;
      return `($${n - 6}::uuid, $${n - 5}, $${n - 4}, $${n - 3}::int, $${n - 2}, $${n - 1}, $${n}::timestamptz)`;
    });
    await this.uow.defer({
      sql: `INSERT INTO ledger_entries (appointment_id, kind, method, amount_cents, provider_id, refund_of, created_at)
            VALUES ${rows.join(', ')}
            ON CONFLICT (kind, provider_id) WHERE provider_id IS NOT NULL DO NOTHING`,
      params,
    });
  }

  async appointmentOf(providerId: string): Promise<string | null> {
    const rows: { appointment_id: string }[] = await this.uow.manager.query(
      `SELECT appointment_id FROM ledger_entries WHERE provider_id = $1 LIMIT 1`,
      [providerId],
    );
    return rows[0]?.appointment_id ?? null;
  }

  async entriesOf(appointmentId: string): Promise<StoredLedgerEntry[]> {
    const rows: Row[] = await this.uow.manager.query(
      `${SELECT} WHERE l.appointment_id = $1 ORDER BY l.created_at, l.id`,
      [appointmentId],
    );
    return rows.map(toEntry);
  }

  async page(
    within: Partial<Interval>,
    after: LedgerCursor | null,
    limit: number,
  ): Promise<StoredLedgerEntry[]> {
    const rows: Row[] = await this.uow.manager.query(
      `${SELECT}
        WHERE ($1::timestamptz IS NULL OR l.created_at >= $1) AND ($2::timestamptz IS NULL OR l.created_at < $2)
          AND ($3::timestamptz IS NULL OR (l.created_at, l.id) > ($3::timestamptz, $4::uuid))
        ORDER BY l.created_at, l.id LIMIT $5`,
      [within.start ?? null, within.end ?? null, after?.at ?? null, after?.id ?? null, limit],
    );
    return rows.map(toEntry);
  }

  async sumsBetween(within: Interval): Promise<LedgerSum[]> {
    const rows: { kind: LedgerKind; method: LedgerMethod; cents: string }[] =
      await this.uow.manager.query(
        `SELECT kind, method, sum(amount_cents) AS cents FROM ledger_entries
          WHERE created_at >= $1 AND created_at < $2 GROUP BY kind, method ORDER BY kind, method`,
        [within.start, within.end],
      );
    return rows.map((r) => ({ kind: r.kind, method: r.method, amountCents: Number(r.cents) }));
  }

  async deleteBefore(before: Date, limit: number): Promise<number> {
    const [{ n }]: { n: number }[] = await this.uow.manager.query(
      `WITH gone AS (
         DELETE FROM ledger_entries WHERE id IN (
           SELECT id FROM ledger_entries WHERE created_at < $1 ORDER BY created_at, id LIMIT $2
         ) RETURNING id
       )
       SELECT count(*)::int AS n FROM gone`,
      [before, limit],
    );
    return n;
  }
}
