import { Injectable } from '@nestjs/common';
import { RateLimiter } from '../common/rate-limiter';
import { AppConfig } from '../config/app-config';

/** Whose login: admin and client accounts are counted apart. */
export type LoginKind = 'admin' | 'client';

/**
 * The one login throttle of the site, shared by the admin and the client login (429 past a limit):
 * every attempt counts against its address; failures count per account and address (so a stranger
 * cannot lock the owner out), with a looser limit per account alone against attempts spread over
 * many addresses.
 */
@Injectable()
export class LoginThrottle {
  constructor(
    private readonly limiter: RateLimiter,
    private readonly config: AppConfig,
  ) {}

  /** Counts an attempt from `ip`, before the form is even read. */
  countAttempt(ip: string): Promise<void> {
    return this.limiter.hit(`login-ip:${ip}`, this.config.loginRateLimitPerIp);
  }

  /**
   * Runs `login` for a (validated, normalised) account unless it has failed too often lately; a
   * `null` result is a failure and counts against the account.
   */
  async forAccount<T>(
    kind: LoginKind,
    account: string,
    ip: string,
    login: () => Promise<T | null>,
  ): Promise<T | null> {
    const perAccount = this.config.loginRateLimitPerAccount;
    const keys: [string, number][] = [
      [`login-${kind}:${account}:${ip}`, perAccount],
      [`login-${kind}:${account}`, perAccount * 10],
    ];
    for (const [key, limit] of keys) await this.limiter.check(key, limit);
    const result = await login();
    if (result === null) {
      for (const [key, limit] of keys) await this.limiter.hit(key, limit).catch(() => undefined);
    }
    return result;
  }
}
