import { ACTIVE_STATUSES, MenuKind } from '@esthetics/domain';
import { Injectable } from '@nestjs/common';
import { TypeormUnitOfWork } from '../../common/unit-of-work';
import { BookingCounts, MenuBookings } from '../ports/menu-bookings.port';

/**
 * The appointments to come that use each item, read from `appointments` directly: one statement,
 * one row per item used (its kind, id and count). An appointment stores its services' and add-ons'
 * ids and its package's id, with its own prices, durations and names.
 */
const COUNTS = `
  WITH upcoming AS (
    SELECT id, service_ids, add_on_ids, package_id FROM appointments
     WHERE status = ANY($1::text[]) AND starts_at > $2
  )
  SELECT 'service' AS kind, s.item AS id, count(DISTINCT u.id)::int AS n
    FROM upcoming u, unnest(u.service_ids) AS s(item) GROUP BY s.item
  UNION ALL
  SELECT 'add_on', a.item, count(DISTINCT u.id)::int
    FROM upcoming u, unnest(u.add_on_ids) AS a(item) GROUP BY a.item
  UNION ALL
  SELECT 'package', u.package_id, count(*)::int
    FROM upcoming u WHERE u.package_id IS NOT NULL GROUP BY u.package_id`;

@Injectable()
export class TypeormMenuBookings extends MenuBookings {
  constructor(private readonly uow: TypeormUnitOfWork) {
    super();
  }

  async counts(now: Date): Promise<Readonly<Record<MenuKind, BookingCounts>>> {
    const rows: { kind: MenuKind; id: string; n: number }[] = await this.uow.manager.query(COUNTS, [
      [...ACTIVE_STATUSES],
      now,
    ]);
    const of = (kind: MenuKind) =>
      new Map(rows.filter((r) => r.kind === kind).map((r) => [r.id, r.n]));
    return {
      service: of('service'),
      add_on: of('add_on'),
      package: of('package'),
      corporate_package: new Map(),
    };
  }

  async countOf(kind: MenuKind, id: string, now: Date): Promise<number> {
    if (kind === 'corporate_package') return 0;
    const [{ n }]: { n: number }[] = await this.uow.manager.query(
      `SELECT count(*)::int AS n FROM appointments
        WHERE status = ANY($1::text[]) AND starts_at > $2 AND ${
          kind === 'service'
            ? '$3 = ANY(service_ids)'
            : kind === 'add_on'
              ? '$3 = ANY(add_on_ids)'
              : 'package_id = $3'
        }`,
      [[...ACTIVE_STATUSES], now, id],
    );
    return n;
  }
}
