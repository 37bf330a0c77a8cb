/**
 * When a failed webhook is tried again: 5 s after the first failure (the sweep runs every 5 s, so the
 * first retry comes within 10 s), then 3 times later each time (15 s, 45 s, 2 min, 7 min, 20 min,
 * 1 h, 3 h), at most 8 hours apart, until a day after the event: the last attempt is at 24 h, and a
 * failure then gives up.
 */
export const WEBHOOK_FIRST_RETRY_MS = 5_000;
export const WEBHOOK_RETRY_FACTOR = 3;
export const WEBHOOK_MAX_RETRY_DELAY_MS = 8 * 60 * 60 * 1000;
/** How long an event is retried, and how long an endpoint may fail before it is disabled. */
export const WEBHOOK_RETRY_WINDOW_MS = 24 * 60 * 60 * 1000;

/** The next attempt after failed attempt number `attempts` (1 for the first); null: give up. */
export function webhookRetryAt(attempts: number, createdAt: Date, now: Date): Date | null {
  const end = createdAt.getTime() + WEBHOOK_RETRY_WINDOW_MS;
  if (now.getTime() >= end) return null;
  const delay = Math.min(
    WEBHOOK_FIRST_RETRY_MS * WEBHOOK_RETRY_FACTOR ** Math.max(0, attempts - 1),
    WEBHOOK_MAX_RETRY_DELAY_MS,
  );
  return new Date(Math.min(now.getTime() + delay, end));
}

/** An endpoint failing since `failingSince` is disabled at a failure `now`, a day later. */
export const endpointFailedTooLong = (failingSince: Date | null, now: Date): boolean =>
  failingSince !== null && now.getTime() - failingSince.getTime() >= WEBHOOK_RETRY_WINDOW_MS;
