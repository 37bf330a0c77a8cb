import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Clock } from './clock';
import { AppError } from './app-errors';
import { RateKey, RateKeys } from './rate-key';

export const RATE_WINDOW_MS = 15 * 60 * 1000;

/** A counted hit: the key's hits in its window, this one included. */
export interface RateCount {
  /** The key as stored (see RateKeys). */
  readonly key: string;
  readonly windowStart: Date;
  readonly hits: number;
}

/**
 * Counts hits per key in fixed windows; a port so services need not know where counts live. A hit
 * is counted before it is compared with a limit (never checked first and counted later), so
 * concurrent requests cannot all slip under the limit together.
 */
export abstract class RateLimiter {
  /** Counts a hit on `key`, atomically, and answers the key's hits in the current window. */
  abstract count(key: RateKey): Promise<RateCount>;

  /** Takes a counted hit back (an attempt that turned out well), in the window it was counted in. */
  abstract forget(counted: RateCount): Promise<void>;

  /** Deletes the counts of windows no longer read (older than the last one); answers how many. */
  abstract deleteExpired(): Promise<number>;

  /** Counts a hit and throws (tooManyAttempts) when the key is over `limit` in the current window. */
  async hit(key: RateKey, limit: number): Promise<RateCount> {
    const counted = await this.count(key);
    if (counted.hits > limit) throw AppError.of('tooManyAttempts');
    return counted;
  }
}

/** Rows deleted by one statement of a sweep, so that no statement holds its locks for long. */
const DELETE_BATCH = 5000;

/** Counts in PostgreSQL, so the limit holds across app replicas; keys stored as RateKeys says. */
@Injectable()
export class PostgresRateLimiter extends RateLimiter {
  constructor(
    private readonly db: DataSource,
    private readonly clock: Clock,
    private readonly keys: RateKeys,
  ) {
    super();
  }

  private window(): Date {
    const now = this.clock.now().getTime();
    return new Date(now - (now % RATE_WINDOW_MS));
  }

  async count(rateKey: RateKey): Promise<RateCount> {
    const key = this.keys.stored(rateKey);
    const windowStart = this.window();
    const rows: { hits: number }[] = await this.db.query(
      `INSERT INTO rate_limit_hits (key, window_start, hits) VALUES ($1, $2, 1)
       ON CONFLICT (key, window_start) DO UPDATE SET hits = rate_limit_hits.hits + 1
       RETURNING hits`,
      [key, windowStart],
    );
    return { key, windowStart, hits: rows[0].hits };
  }

  /** In batches, by the index on window_start (RateLimitSweeper runs it). */
  async deleteExpired(): Promise<number> {
    const before = new Date(this.window().getTime() - RATE_WINDOW_MS);
    let deleted = 0;
    for (;;) {
      const [, count] = (await this.db.query(
        `DELETE FROM rate_limit_hits WHERE ctid = ANY(ARRAY(
           SELECT ctid FROM rate_limit_hits WHERE window_start < $1 LIMIT ${DELETE_BATCH}))`,
        [before],
      )) as [unknown, number];
      deleted += count;
      if (count < DELETE_BATCH) return deleted;
    }
  }

  async forget(counted: RateCount): Promise<void> {
    await this.db.query(
      `UPDATE rate_limit_hits SET hits = hits - 1
        WHERE key = $1 AND window_start = $2 AND hits > 0`,
      [counted.key, counted.windowStart],
    );
  }
}
