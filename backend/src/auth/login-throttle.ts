import { Injectable } from '@nestjs/common';
import { Clock } from '../common/clock';
import { RateLimiter } from '../common/rate-limiter';
import { AppConfig } from '../config/app-config';

/** Whose login: admin and client accounts are counted apart. */
export type LoginKind = 'admin' | 'client';

/**
 * The wait before a login whose account has had `failures` failed (or unfinished) attempts lately:
 * none for the first, then `stepMs` doubling with each failure, never more than `maxMs`.
 */
export function loginDelayMs(failures: number, delay: AppConfig['loginDelay']): number {
  if (failures <= 0 || delay.stepMs === 0) return 0;
  // Past 30 doublings any step is over any cap: stop before the number grows without bound.
  return Math.min(delay.maxMs, delay.stepMs * 2 ** Math.min(failures - 1, 30));
}

/**
 * The one login throttle of the site, shared by the admin and the client login. Nothing an attacker
 * does from other addresses can keep the right credentials out:
 * - every attempt counts against its address (429 past LOGIN_RATE_LIMIT_PER_IP);
 * - failures count per account and address (429 past LOGIN_RATE_LIMIT_PER_ACCOUNT), so a stranger
 *   blocks only their own address;
 * - per account alone there is no block but a wait that grows with the account's recent failures
 *   (capped), so guessing from many addresses stays slow while the owner still gets in.
 * Each attempt is counted before it runs (an atomic increment in PostgreSQL) and forgotten when it
 * succeeds, so concurrent attempts cannot all pass a limit that none of them has reached yet.
 */
@Injectable()
export class LoginThrottle {
  constructor(
    private readonly limiter: RateLimiter,
    private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {}

  /** Counts an attempt from `ip`, before the form is even read. */
  async countAttempt(ip: string): Promise<void> {
    await this.limiter.hit(`login-ip:${ip}`, this.config.loginRateLimitPerIp);
  }

  /**
   * Runs `login` for a (validated, normalised) account unless it has failed too often from `ip`
   * lately, after the account's wait; a `null` result is a failure and stays counted.
   */
  async forAccount<T>(
    kind: LoginKind,
    account: string,
    ip: string,
    login: () => Promise<T | null>,
  ): Promise<T | null> {
    const fromHere = await this.limiter.hit(
      [`login-${kind}`, account, ip],
      this.config.loginRateLimitPerAccount,
    );
    const everywhere = await this.limiter.count([`login-${kind}`, account]);
    await this.clock.wait(loginDelayMs(everywhere.hits - 1, this.config.loginDelay));
    const result = await login();
    if (result !== null) {
      await Promise.all([this.limiter.forget(fromHere), this.limiter.forget(everywhere)]);
    }
    return result;
  }
}
