import {
  checkHealthCode,
  HEALTH_CODE_ADDRESS_AGE_HOURS,
  HEALTH_CODE_MAX_TRIES,
  healthCodeAddress,
  HEALTH_CODE_MINUTES,
  maskEmail,
  MESSAGES,
} from '@esthetics/domain';
import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { Principal } from '../auth/token.service';
import { AppError } from '../common/app-errors';
import { Clock } from '../common/clock';
import { RATE_WINDOW_MS, RateLimiter } from '../common/rate-limiter';
import { UnitOfWork } from '../common/unit-of-work';
import { AppConfig } from '../config/app-config';
import { MailComposer } from '../notifications/ports/mail-composer.port';
import { MailQueue } from '../notifications/ports/mail-queue.port';
import { MailDispatch } from '../notifications/ports/mail-dispatch.port';
import type {
  HealthAccessDto,
  HealthCodeConfirmedDto,
  HealthCodeSentDto,
} from './dto/health-access.dto';
import { hashHealthCode, healthCodeMatches, newHealthCode, newSalt } from './health-code';
import { HealthAccessStore } from './ports/health-access-store.port';
import { RetryLaterError, secondsUntil } from './retry-later';

const HOUR_MS = 60 * 60 * 1000;

/** Why a try found no code to compare with, as the client reads it. */
const NO_CODE = {
  none: 'healthCodeMissing',
  expired: 'healthCodeExpired',
  used_up: 'healthCodeTriesUsed',
} as const;

/**
 * A client's health answers open to a browser session once that session has confirmed a one-time
 * code e-mailed to the client: asking for a code (rate-limited per client and per address),
 * confirming it (tries counted in the database), and whether the calling session is confirmed.
 */
@Injectable()
export class HealthAccessService {
  constructor(
    private readonly store: HealthAccessStore,
    private readonly limiter: RateLimiter,
    private readonly uow: UnitOfWork,
    private readonly composer: MailComposer,
    private readonly mail: MailQueue,
    private readonly dispatch: MailDispatch,
    private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {}

  private get secret(): string {
    if (!this.config.jwtSecret) throw new Error('JWT secret not resolved');
    return this.config.jwtSecret;
  }

  /** The client's own session, or 403: the admin has no code to ask for. */
  private sessionOf(caller: Principal): string {
    if (caller.role !== 'client' || !caller.session) throw AppError.of('healthAccessClientOnly');
    return caller.session;
  }

  /**
   * Where the client's code may go (the domain's healthCodeAddress): a confirmed address that has
   * been the account's long enough, or the one before a recent change; else why none may.
   */
  private async codeAddressOf(clientId: string) {
    const address = await this.store.addressOf(clientId);
    if (address === null) throw AppError.of('clientNotFound');
    return { current: address.email, to: healthCodeAddress(address, this.clock.now()) };
  }

  private async emailOf(clientId: string): Promise<string> {
    const { to } = await this.codeAddressOf(clientId);
    if (to.ok) return to.email;
    if (to.reason === 'unverified') throw AppError.of('emailNotVerified');
    throw AppError.with('healthCodeAddressTooNew', [HEALTH_CODE_ADDRESS_AGE_HOURS]);
  }

  /** Whether a guard may let the caller read or write health answers. */
  async allows(caller: Principal, clientId: string): Promise<boolean> {
    if (caller.role === 'admin') return true;
    if (caller.subject !== clientId || !caller.session) return false;
    return this.store.isConfirmed(caller.session, clientId);
  }

  async status(caller: Principal, clientId: string): Promise<HealthAccessDto> {
    if (caller.role === 'admin') {
      return { status: 'success', confirmed: true, email_hint: null, code_expires_at: null };
    }
    const session = this.sessionOf(caller);
    const [confirmed, expiresAt, address] = await Promise.all([
      this.store.isConfirmed(session, clientId),
      this.store.liveCodeExpiry(clientId, session, this.clock.now(), HEALTH_CODE_MAX_TRIES),
      this.codeAddressOf(clientId),
    ]);
    const email = address.to.ok ? address.to.email : address.current;
    return {
      status: 'success',
      confirmed,
      email_hint: maskEmail(email),
      code_expires_at: expiresAt?.toISOString() ?? null,
    };
  }

  async requestCode(caller: Principal, clientId: string, ip: string): Promise<HealthCodeSentDto> {
    const session = this.sessionOf(caller);
    const now = this.clock.now();
    // Per address first (counted before anything else, so a burst cannot pass it together).
    const fromHere = await this.limiter.count(`health-code-ip:${ip}`);
    if (fromHere.hits > this.config.healthCodeRateLimitPerIp) {
      throw new RetryLaterError(
        secondsUntil(new Date(fromHere.windowStart.getTime() + RATE_WINDOW_MS), now),
      );
    }
    const email = await this.emailOf(clientId);
    const code = newHealthCode();
    const salt = newSalt();
    const expiresAt = new Date(now.getTime() + HEALTH_CODE_MINUTES * 60_000);
    await this.uow.run(async () => {
      const kept = await this.store.keepCode({
        clientId,
        sessionId: session,
        hash: hashHealthCode(this.secret, salt, code),
        salt,
        now,
        expiresAt,
        countSince: new Date(now.getTime() - HOUR_MS),
        limit: this.config.healthCodeRequestsPerHour,
      });
      if (!kept.kept) throw new RetryLaterError(secondsUntil(kept.retryAt, now));
      await this.mail.queue(
        this.composer.healthAccessCode({ requestId: randomUUID(), email, code }),
        now,
      );
    });
    // The client is waiting for this one: send it now rather than at the next mail interval.
    this.dispatch.soon();
    const hint = maskEmail(email);
    return {
      status: 'success',
      message: MESSAGES.healthCodeSent(hint),
      email_hint: hint,
      expires_at: expiresAt.toISOString(),
    };
  }

  async confirm(
    caller: Principal,
    clientId: string,
    body: { code?: unknown } | undefined,
  ): Promise<HealthCodeConfirmedDto> {
    const session = this.sessionOf(caller);
    const checked = checkHealthCode(body?.code);
    if (!checked.ok) throw AppError.from(checked);
    const now = this.clock.now();
    const counted = await this.store.countTry(clientId, session, now, HEALTH_CODE_MAX_TRIES);
    if (counted.kind !== 'counted') throw AppError.of(NO_CODE[counted.kind], 'code');
    if (!healthCodeMatches(this.secret, counted.salt, checked.value, counted.hash)) {
      const left = HEALTH_CODE_MAX_TRIES - counted.tries;
      if (left <= 0) throw AppError.of('healthCodeTriesUsed', 'code');
      throw AppError.with('healthCodeWrong', [left], 'code');
    }
    if (!(await this.store.confirm(clientId, session, counted.hash, now))) {
      throw AppError.of('healthCodeMissing', 'code');
    }
    return { status: 'success', message: MESSAGES.healthCodeConfirmed, confirmed: true };
  }
}
