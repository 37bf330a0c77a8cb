import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Clock } from './clock';
import { AppError } from './app-errors';

export const RATE_WINDOW_MS = 15 * 60 * 1000;

/** Counts hits per key in fixed windows; a port so services need not know where counts live. */
export abstract class RateLimiter {
  /** Records a hit and throws (tooManyAttempts) when the key is over `limit` in the current window. */
  abstract hit(key: string, limit: number): Promise<void>;
  /** Throws when the key is already at `limit` in the current window, without counting. */
  abstract check(key: string, limit: number): Promise<void>;
}

/** Counts in PostgreSQL, so the limit holds across app replicas. */
@Injectable()
export class PostgresRateLimiter extends RateLimiter {
  constructor(
    private readonly db: DataSource,
    private readonly clock: Clock,
  ) {
    super();
  }

  private window(): Date {
    const now = this.clock.now().getTime();
    return new Date(now - (now % RATE_WINDOW_MS));
  }

  async hit(key: string, limit: number): Promise<void> {
    const rows: { hits: number }[] = await this.db.query(
      `INSERT INTO rate_limit_hits (key, window_start, hits) VALUES ($1, $2, 1)
       ON CONFLICT (key, window_start) DO UPDATE SET hits = rate_limit_hits.hits + 1
       RETURNING hits`,
      [key, this.window()],
    );
    if (rows[0].hits > limit) throw AppError.of('tooManyAttempts');
    if (Math.random() < 0.01) {
      await this.db.query(`DELETE FROM rate_limit_hits WHERE window_start < $1`, [
        new Date(this.window().getTime() - RATE_WINDOW_MS),
      ]);
    }
  }

  async check(key: string, limit: number): Promise<void> {
    const rows: { hits: number }[] = await this.db.query(
      `SELECT hits FROM rate_limit_hits WHERE key = $1 AND window_start = $2`,
      [key, this.window()],
    );
    if ((rows[0]?.hits ?? 0) >= limit) throw AppError.of('tooManyAttempts');
  }
}
