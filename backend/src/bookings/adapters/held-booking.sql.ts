import { HeldBooking } from '../ports/appointment-writes.port';
import { Statement } from '../../common/unit-of-work';
import { AppointmentEntity } from './appointment.entity';
import { toAppointment } from './appointment.mapper';
import { blockedRangeSql, holdExpiredSql } from './appointment.sql';

/*
 * The booking write path in one round trip. A booking's use case (BookingsService.book) runs in a
 * UnitOfWork: after the time-off check, the outbox's `queue` (the "booking received" e-mail) and
 * the webhooks' `queue` (the `booking.created` event) only defer their INSERTs
 * (TypeormUnitOfWork.defer); nothing is sent yet. The appointment's INSERT below is then sent through `uow.query`, which puts the deferred
 * writes in front of it as data-modifying WITH queries, so the database receives one statement:
 *
 *   WITH uow_write_1 AS (INSERT INTO outbox_messages ... RETURNING 1),
 *        uow_write_2 AS (INSERT INTO webhook_deliveries ... SELECT ... RETURNING 1),
 *        held AS (INSERT INTO appointments (...) VALUES (...) ON CONFLICT DO NOTHING RETURNING id),
 *        holds AS (SELECT ... FROM held, lock_unpaid_holds(<e-mail, phone, address>, now, held.id))
 *   SELECT EXISTS (SELECT 1 FROM held) AS held, <the origin's unpaid holds>,
 *          <an expired hold in the way> AS expired_in_the_way,
 *          ((SELECT (SELECT count(*) FROM uow_write_1) + (SELECT count(*) FROM uow_write_2)) >= 0) AS written
 *     FROM (SELECT 1) AS one LEFT JOIN holds ON true
 *
 * and COMMIT follows. A slot taken, or a refusal over the unpaid-hold limit, throws before COMMIT:
 * the mail and the event roll back with the booking.
 */

/**
 * The key spaces of the advisory locks taken while a booking's unpaid holds are counted, one per part
 * of its origin (pg_advisory_xact_lock(space, hashtext(value)), by lock_unpaid_holds).
 */
const HOLD_LOCK_SPACES = { email: 11_401, phone: 11_402, address: 11_403 } as const;

/** What the held booking's statement answers: stored with its origin's holds, or why not. */
export interface HeldRow {
  held: boolean;
  by_email: string | null;
  by_phone: string | null;
  by_address: string | null;
  expired_in_the_way: boolean;
}

export const held = (row: AppointmentEntity, r: HeldRow): HeldBooking => ({
  appointment: toAppointment(row),
  unpaidHolds: {
    byEmail: Number(r.by_email),
    byPhone: Number(r.by_phone),
    byAddress: Number(r.by_address),
  },
});

/**
 * One statement that stores a held booking and, only when it was stored, takes the locks of its
 * origin and counts its other unpaid holds (lock_unpaid_holds, migration 1765800000000: the count
 * sees what was committed while it waited for the locks, which are held until the transaction
 * ends). ON CONFLICT DO NOTHING: a slot taken by an active appointment (the exclusion constraint,
 * waiting for a booking of it in progress) stores nothing and takes no lock, and the answer tells
 * whether an expired hold is in the way. It always answers one row, which evaluates `written`.
 */
export function heldInsert(row: AppointmentEntity, written: string): Statement {
  const columns = Object.keys(row);
  const params: unknown[] = Object.values(row);
  const param = (value: unknown) => `$${params.push(value)}`;
  const values = columns.map((_, i) => `$${i + 1}`).join(', ');
  const origin = [
    `${param(HOLD_LOCK_SPACES.email)}::int`,
    `${param(row.client_email)}::text`,
    `${param(HOLD_LOCK_SPACES.phone)}::int`,
    `${param(row.client_phone)}::text`,
    `${param(HOLD_LOCK_SPACES.address)}::int`,
    `${param(row.client_address)}::text`,
  ];
  const now = `${param(row.created_at)}::timestamptz`;
  const range = `tstzrange(${param(row.starts_at)}::timestamptz, ${param(row.blocked_until)}::timestamptz, '[)')`;
  const sql = `WITH held AS (
      INSERT INTO appointments (${columns.join(', ')}) VALUES (${values})
      ON CONFLICT DO NOTHING
      RETURNING id),
    holds AS (
      SELECT h.by_email, h.by_phone, h.by_address
        FROM held, lock_unpaid_holds(${origin.join(', ')}, ${now}, held.id) h)
    SELECT EXISTS (SELECT 1 FROM held) AS held, holds.by_email, holds.by_phone, holds.by_address,
           NOT EXISTS (SELECT 1 FROM held) AND EXISTS (
             SELECT 1 FROM appointments a
              WHERE ${holdExpiredSql('a', now)}
                AND ${blockedRangeSql('a')} && ${range}) AS expired_in_the_way,
           ${written} AS written
      FROM (SELECT 1) AS one LEFT JOIN holds ON true`;
  return { sql, params };
}
