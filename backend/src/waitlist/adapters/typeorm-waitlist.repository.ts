import { Injectable } from '@nestjs/common';
import { TypeormUnitOfWork } from '../../common/unit-of-work';
import {
  EntryWithOffer,
  NewWaitlistEntry,
  NewWaitlistOffer,
  OfferWithEntry,
  WaitlistEntry,
  WaitlistOffer,
  WaitlistOfferStatus,
  WaitlistRepository,
} from '../ports/waitlist-repository.port';

/** The key space of the advisory lock taken while a freed time is offered (see lockSlot). */
const SLOT_LOCK_SPACE = 12_501;

interface EntryRow {
  id: string;
  name: string;
  email: string;
  phone: string;
  service_ids: string[];
  days: string[];
  from_time: string;
  to_time: string;
  leave_token: string;
  created_at: Date;
  left_at: Date | null;
  booked_at: Date | null;
}

interface OfferRow {
  id: string;
  entry_id: string;
  slot_date: string;
  slot_time: string;
  status: WaitlistOfferStatus;
  offered_at: Date;
  expires_at: Date;
  claimed_at: Date | null;
  appointment_id: string | null;
}

/** The entry columns, dates as "YYYY-MM-DD" text (never through a JavaScript Date). */
const ENTRY_COLUMNS = (e: string) =>
  `${e}.id, ${e}.name, ${e}.email, ${e}.phone, ${e}.service_ids, ${e}.days::text[] AS days,
   ${e}.from_time, ${e}.to_time, ${e}.leave_token, ${e}.created_at, ${e}.left_at, ${e}.booked_at`;

const OFFER_COLUMNS = (o: string) =>
  `${o}.id, ${o}.entry_id, ${o}.slot_date::text AS slot_date, ${o}.slot_time, ${o}.status,
   ${o}.offered_at, ${o}.expires_at, ${o}.claimed_at, ${o}.appointment_id`;

/** The offer's columns prefixed `o_`, to read an offer and its entry from one joined row. */
const PREFIXED_OFFER_COLUMNS = `o.id AS o_id, o.entry_id AS o_entry_id, o.slot_date::text AS o_slot_date,
   o.slot_time AS o_slot_time, o.status AS o_status, o.offered_at AS o_offered_at,
   o.expires_at AS o_expires_at, o.claimed_at AS o_claimed_at, o.appointment_id AS o_appointment_id`;

const toEntry = (r: EntryRow): WaitlistEntry => ({
  id: r.id,
  name: r.name,
  email: r.email,
  phone: r.phone,
  serviceIds: r.service_ids,
  days: r.days,
  from: r.from_time,
  to: r.to_time,
  leaveToken: r.leave_token,
  joinedAt: r.created_at,
  leftAt: r.left_at,
  bookedAt: r.booked_at,
});

const toOffer = (r: OfferRow): WaitlistOffer => ({
  id: r.id,
  entryId: r.entry_id,
  date: r.slot_date,
  time: r.slot_time,
  status: r.status,
  offeredAt: r.offered_at,
  expiresAt: r.expires_at,
  claimedAt: r.claimed_at,
  appointmentId: r.appointment_id,
});

/** The offer of a row read with PREFIXED_OFFER_COLUMNS, or null when the join found none. */
function prefixedOffer(row: Record<string, unknown>): WaitlistOffer | null {
  if (row.o_id === null || row.o_id === undefined) return null;
  const fields = Object.fromEntries(
    Object.entries(row)
      .filter(([key]) => key.startsWith('o_'))
      .map(([key, value]) => [key.slice(2), value]),
  );
  return toOffer(fields as unknown as OfferRow);
}

@Injectable()
export class TypeormWaitlistRepository extends WaitlistRepository {
  constructor(private readonly uow: TypeormUnitOfWork) {
    super();
  }

  private get db() {
    return this.uow.manager;
  }

  async add(entry: NewWaitlistEntry): Promise<void> {
    await this.db.query(
      `INSERT INTO waitlist_entries
         (id, name, email, phone, service_ids, days, from_time, to_time, leave_token, created_at)
       VALUES ($1, $2, $3, $4, $5, $6::date[], $7, $8, $9, $10)`,
      [
        entry.id,
        entry.name,
        entry.email,
        entry.phone,
        entry.serviceIds,
        entry.days,
        entry.from,
        entry.to,
        entry.leaveToken,
        entry.joinedAt,
      ],
    );
  }

  async lockSlot(date: string, time: string): Promise<void> {
    await this.db.query(`SELECT pg_advisory_xact_lock($1, hashtext($2))`, [
      SLOT_LOCK_SPACE,
      `${date} ${time}`,
    ]);
  }

  async hasOpenOffer(date: string, time: string): Promise<boolean> {
    const rows: unknown[] = await this.db.query(
      `SELECT 1 FROM waitlist_offers WHERE slot_date = $1 AND slot_time = $2 AND status = 'open'`,
      [date, time],
    );
    return rows.length > 0;
  }

  async candidatesFor(date: string, time: string): Promise<WaitlistEntry[]> {
    const rows: EntryRow[] = await this.db.query(
      `SELECT ${ENTRY_COLUMNS('e')} FROM waitlist_entries e
        WHERE e.left_at IS NULL AND e.booked_at IS NULL AND e.days @> ARRAY[$1::date]
          AND NOT EXISTS (SELECT 1 FROM waitlist_offers o WHERE o.entry_id = e.id
                            AND (o.status = 'open' OR (o.slot_date = $1 AND o.slot_time = $2)))`,
      [date, time],
    );
    return rows.map(toEntry);
  }

  async addOffer(offer: NewWaitlistOffer): Promise<boolean> {
    // ON CONFLICT DO NOTHING covers every unique index: one open offer per time and per entry,
    // one offer of a time per entry.
    const rows: unknown[] = await this.db.query(
      `INSERT INTO waitlist_offers (id, entry_id, slot_date, slot_time, token_hash, offered_at, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT DO NOTHING RETURNING id`,
      [
        offer.id,
        offer.entryId,
        offer.date,
        offer.time,
        offer.tokenHash,
        offer.offeredAt,
        offer.expiresAt,
      ],
    );
    return rows.length === 1;
  }

  async findOffer(tokenHash: string, lock = false): Promise<OfferWithEntry | null> {
    const rows: (EntryRow & Record<string, unknown>)[] = await this.db.query(
      `SELECT ${PREFIXED_OFFER_COLUMNS}, ${ENTRY_COLUMNS('e')}
         FROM waitlist_offers o JOIN waitlist_entries e ON e.id = o.entry_id
        WHERE o.token_hash = $1 ${lock ? 'FOR UPDATE OF o' : ''}`,
      [tokenHash],
    );
    const offer = rows[0] && prefixedOffer(rows[0]);
    return offer ? { offer, entry: toEntry(rows[0]) } : null;
  }

  async markClaimed(offerId: string, appointmentId: string, now: Date): Promise<void> {
    await this.db.query(
      `UPDATE waitlist_offers SET status = 'claimed', claimed_at = $3, appointment_id = $2
        WHERE id = $1 AND status = 'open'`,
      [offerId, appointmentId, now],
    );
    await this.db.query(
      `UPDATE waitlist_entries SET booked_at = $2
        WHERE id = (SELECT entry_id FROM waitlist_offers WHERE id = $1)`,
      [offerId, now],
    );
  }

  async expireNextOffer(now: Date): Promise<WaitlistOffer | null> {
    // An UPDATE ... RETURNING answers [rows, count] through TypeORM.
    const [rows]: [OfferRow[], number] = await this.db.query(
      `UPDATE waitlist_offers o SET status = 'expired'
        WHERE o.id = (SELECT id FROM waitlist_offers
                       WHERE status = 'open' AND expires_at <= $1
                       ORDER BY expires_at, id LIMIT 1 FOR UPDATE SKIP LOCKED)
        RETURNING ${OFFER_COLUMNS('o')}`,
      [now],
    );
    return rows[0] ? toOffer(rows[0]) : null;
  }

  async leave(
    leaveToken: string,
    now: Date,
  ): Promise<{ entry: WaitlistEntry; withdrawn: WaitlistOffer | null } | null> {
    const [entries]: [EntryRow[], number] = await this.db.query(
      `UPDATE waitlist_entries e SET left_at = COALESCE(e.left_at, $2)
        WHERE e.leave_token = $1 RETURNING ${ENTRY_COLUMNS('e')}`,
      [leaveToken, now],
    );
    if (!entries[0]) return null;
    const [offers]: [OfferRow[], number] = await this.db.query(
      `UPDATE waitlist_offers o SET status = 'withdrawn'
        WHERE o.entry_id = $1 AND o.status = 'open' RETURNING ${OFFER_COLUMNS('o')}`,
      [entries[0].id],
    );
    return { entry: toEntry(entries[0]), withdrawn: offers[0] ? toOffer(offers[0]) : null };
  }

  async listOnDay(date: string): Promise<EntryWithOffer[]> {
    const rows: (EntryRow & Record<string, unknown>)[] = await this.db.query(
      `SELECT ${ENTRY_COLUMNS('e')}, ${PREFIXED_OFFER_COLUMNS}
         FROM waitlist_entries e
         LEFT JOIN waitlist_offers o ON o.entry_id = e.id AND o.status = 'open'
        WHERE e.left_at IS NULL AND e.days @> ARRAY[$1::date]
        ORDER BY e.created_at, e.id`,
      [date],
    );
    return rows.map((row) => ({ entry: toEntry(row), openOffer: prefixedOffer(row) }));
  }

  async remove(id: string): Promise<{ openOffer: WaitlistOffer | null } | null> {
    // The entry locked first: an offer being made to it meanwhile is committed (and read) before.
    const found: unknown[] = await this.db.query(
      `SELECT id FROM waitlist_entries WHERE id = $1 FOR UPDATE`,
      [id],
    );
    if (found.length === 0) return null;
    const offers: OfferRow[] = await this.db.query(
      `SELECT ${OFFER_COLUMNS('o')} FROM waitlist_offers o WHERE o.entry_id = $1 AND o.status = 'open'`,
      [id],
    );
    await this.db.query(`DELETE FROM waitlist_entries WHERE id = $1`, [id]);
    return { openOffer: offers[0] ? toOffer(offers[0]) : null };
  }
}
