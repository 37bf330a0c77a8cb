/**
 * The waitlist: when a time frees (a hold expires, a cancellation, a move), which waiting entries it
 * suits, earliest joined first, and how long an offer is held before it goes to the next person.
 * Entries are checked by `validateWaitlistEntry` (validation/waitlist.ts) when they join.
 */
import { bufferAfter, Catalog, findService } from './catalog';
import { WAITLIST_OFFER_MS } from './policy';

/** A time that has come free. */
export interface FreedSlot {
  /** The calendar date "YYYY-MM-DD" and start time "HH:MM" in the business time zone. */
  readonly date: string;
  readonly time: string;
  /**
   * Minutes free from that start: at least the freed appointment's duration; the whole gap up to the
   * next booking or closing time when the caller knows it.
   */
  readonly freeMinutes: number;
}

/** What a waiting client asks for: the services, the days that suit and the start times that suit. */
export interface WaitlistWish {
  readonly serviceIds: readonly string[];
  readonly days: readonly string[];
  /** The earliest and latest start times that suit, both included. */
  readonly from: string;
  readonly to: string;
}

/** What the matcher reads of a waiting entry (a stored entry has more: it is returned as given). */
export interface WaitlistCandidate extends WaitlistWish {
  readonly id: string;
  readonly joinedAt: Date;
}

/**
 * How long the services take together, or null when one is not in the catalog any more or no
 * longer sold (hidden): nobody is offered a time for what cannot be booked.
 */
export function waitlistDurationMinutes(
  catalog: Catalog,
  serviceIds: readonly string[],
): number | null {
  let minutes = 0;
  for (const id of serviceIds) {
    const service = findService(catalog, id);
    if (!service || service.hidden) return null;
    minutes += service.durationMinutes;
  }
  return minutes;
}

/**
 * Whether `slot` suits `entry`: one of its days, a start within its range, time enough for its
 * services and the buffer after them (bufferAfter: the booking it claims blocks that too).
 */
export function slotSuitsEntry(
  catalog: Catalog,
  slot: FreedSlot,
  entry: WaitlistCandidate,
): boolean {
  if (!entry.days.includes(slot.date)) return false;
  if (slot.time < entry.from || slot.time > entry.to) return false;
  const minutes = waitlistDurationMinutes(catalog, entry.serviceIds);
  if (minutes === null || minutes <= 0) return false;
  return minutes + bufferAfter(catalog, entry.serviceIds) <= slot.freeMinutes;
}

/**
 * The entries `slot` suits, earliest joined first (ties by id, so the order never depends on the
 * input's). The first is offered the slot; when its offer lapses, the next.
 */
export function matchWaitlist<E extends WaitlistCandidate>(
  catalog: Catalog,
  slot: FreedSlot,
  entries: readonly E[],
): E[] {
  return entries
    .filter((entry) => slotSuitsEntry(catalog, slot, entry))
    .sort(
      (a, b) =>
        a.joinedAt.getTime() - b.joinedAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
    );
}

/**
 * When an offer made at `offeredAt` lapses: WAITLIST_OFFER_MINUTES later, and never after the slot
 * starts.
 */
export function waitlistOfferExpiresAt(offeredAt: Date, slotStartsAt: Date): Date {
  return new Date(Math.min(offeredAt.getTime() + WAITLIST_OFFER_MS, slotStartsAt.getTime()));
}

/** Whether an offer made at `offeredAt` for a slot starting at `slotStartsAt` still holds at `now`. */
export function isWaitlistOfferOpen(offeredAt: Date, slotStartsAt: Date, now: Date): boolean {
  return now.getTime() < waitlistOfferExpiresAt(offeredAt, slotStartsAt).getTime();
}
