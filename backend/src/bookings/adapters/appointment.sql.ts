/** SQL fragments of the domain's rules on appointments, shared by the appointment adapters. */

/** A pending appointment still within its hold at `now` (paid, or its hold not ended). */
const withinHold = (a: string, now: string) =>
  `(${a}.payment_status = 'paid' OR ${a}.hold_expires_at IS NULL OR ${a}.hold_expires_at > ${now})`;

/**
 * The domain's blockedRange in SQL: what appointment `a` blocks, `[starts_at, blocked_until)` (its
 * buffer fixed at booking), the range of the exclusion constraint appointments_no_overlap.
 */
export const blockedRangeSql = (a: string) => `tstzrange(${a}.starts_at, ${a}.blocked_until, '[)')`;

/**
 * The domain's blocksSlot in SQL, its only copy: confirmed, or pending within its hold at `now`.
 * `a` is the appointments table's alias, `now` a query parameter; tested against the domain function.
 */
export const blocksSlotSql = (a: string, now: string) =>
  `(${a}.status = 'confirmed' OR (${a}.status = 'pending' AND ${withinHold(a, now)}))`;

/** The domain's isHoldExpired in SQL: pending, unpaid and its hold ended at `now`. */
export const holdExpiredSql = (a: string, now: string) =>
  `(${a}.status = 'pending' AND NOT ${withinHold(a, now)})`;
