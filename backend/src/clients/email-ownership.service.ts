import {
  EMAIL_CHANGE_ALERT_DAYS,
  EMAIL_CHANGE_LOCK_DAYS,
  EMAIL_PROOF_HOURS,
  EMAIL_PROOF_MAX_TRIES,
  EMAIL_PROOF_REQUESTS_PER_HOUR,
  maskEmail,
  MESSAGES,
} from '@esthetics/domain';
import { Injectable } from '@nestjs/common';
import { createHmac, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { ClientSessions } from '../auth/client-sessions';
import { Principal, TokenService } from '../auth/token.service';
import { AppError } from '../common/app-errors';
import { Clock } from '../common/clock';
import { RateLimiter } from '../common/rate-limiter';
import { UnitOfWork } from '../common/unit-of-work';
import { AppConfig } from '../config/app-config';
import { AppointmentRepository } from '../bookings/ports/appointment.repository';
import { MailDispatch } from '../notifications/ports/mail-dispatch.port';
import { AccountMails } from '../notifications/ports/account-mails.port';
import { MailQueue } from '../notifications/ports/mail-queue.port';
import type { EmailConfirmedDto, EmailStatusDto, EmailCodeSentDto } from './dto/email.dto';
import { AccountEmail, EmailProofs, LiveProof, ProofPurpose } from './ports/email-proofs.port';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const CODE = /^\d{6}$/;

/** Why a try found no code to compare with, as the client reads it. */
const NO_PROOF = {
  none: 'emailProofMissing',
  expired: 'emailProofExpired',
  used_up: 'emailProofTriesUsed',
} as const;

/**
 * Proof that a client owns the address on their account (docs/security.md, "E-mail ownership"). A
 * new account's address, and any new address it moves to, is proven by a 6-digit code or a link
 * mailed to it; a change is told to the old address, whose "this wasn't me" link puts it back,
 * ends every session and locks changes. Codes and links are kept only as keyed hashes.
 */
@Injectable()
export class EmailOwnershipService {
  constructor(
    private readonly proofs: EmailProofs,
    private readonly appointments: AppointmentRepository,
    private readonly sessions: ClientSessions,
    private readonly tokens: TokenService,
    private readonly limiter: RateLimiter,
    private readonly mail: MailQueue,
    private readonly dispatch: MailDispatch,
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
    private readonly config: AppConfig,
    private readonly mails: AccountMails,
  ) {}

  private hash(kind: 'code' | 'link' | 'alert', value: string): string {
    if (!this.config.jwtSecret) throw new Error('JWT secret not resolved');
    return createHmac('sha256', this.config.jwtSecret)
      .update(`email-proof:${kind}:${value}`)
      .digest('hex');
  }

  private codeHash(clientId: string, code: string): string {
    return this.hash('code', `${clientId}:${code}`);
  }

  private async locked(clientId: string): Promise<AccountEmail> {
    const account = await this.proofs.lockAccount(clientId);
    if (!account) throw AppError.of('clientNotFound');
    return account;
  }

  /** Mails a new code and link for `email` (in the transaction in progress), replacing any other. */
  private async sendProof(clientId: string, email: string, purpose: ProofPurpose, now: Date) {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const link = randomBytes(32).toString('base64url');
    await this.proofs.keep({
      clientId,
      email,
      purpose,
      codeHash: this.codeHash(clientId, code),
      linkHash: this.hash('link', link),
      now,
      expiresAt: new Date(now.getTime() + EMAIL_PROOF_HOURS * HOUR_MS),
    });
    await this.mail.queue(
      [this.mails.emailProof({ requestId: randomUUID(), email, purpose, code, linkToken: link })],
      now,
    );
  }

  /** Sends what was queued now rather than at the next mail interval: someone is waiting for it. */
  sendSoon(): void {
    this.dispatch.soon();
  }

  /** A new account's address: a code to confirm it (inside the registration's transaction). */
  async startVerification(client: { id: string; email: string }, now: Date): Promise<void> {
    await this.sendProof(client.id, client.email, 'verify', now);
  }

  /**
   * A client asks to move the account to `email`: nothing changes until the new address confirms.
   * The old address is told at once, with a link that stops the change.
   */
  async requestChange(clientId: string, email: string, now: Date): Promise<void> {
    const account = await this.locked(clientId);
    if (account.lockedUntil && account.lockedUntil > now)
      throw AppError.of('emailChangeLocked', 'email');
    await this.sendProof(clientId, email, 'change', now);
    const alert = randomBytes(32).toString('base64url');
    await this.proofs.keepAlert({
      linkHash: this.hash('alert', alert),
      clientId,
      oldEmail: account.email,
      newEmail: email,
      now,
      expiresAt: new Date(now.getTime() + EMAIL_CHANGE_ALERT_DAYS * DAY_MS),
    });
    const requestId = randomUUID();
    const newHint = maskEmail(email);
    await this.mail.queue(
      [
        this.mails.emailChangeAlert({
          requestId,
          oldEmail: account.email,
          newHint,
          linkToken: alert,
        }),
      ],
      now,
    );
  }

  async status(clientId: string): Promise<EmailStatusDto> {
    const now = this.clock.now();
    const account = await this.locked(clientId);
    return {
      status: 'success',
      email: account.email,
      email_verified: account.verifiedAt !== null,
      pending_email: await this.proofs.pendingChange(clientId, now),
    };
  }

  /** Sends the code again: for a pending change, else for the unconfirmed address. */
  async resend(caller: Principal, clientId: string): Promise<EmailCodeSentDto> {
    if (caller.role !== 'client') throw AppError.of('ownAccountOnly');
    const counted = await this.limiter.count(`email-proof:${clientId}`);
    if (counted.hits > EMAIL_PROOF_REQUESTS_PER_HOUR) throw AppError.of('emailProofRequestLimited');
    const now = this.clock.now();
    const sentTo = await this.uow.run(async () => {
      const account = await this.locked(clientId);
      const pending = await this.proofs.pendingChange(clientId, now);
      if (pending) {
        await this.sendProof(clientId, pending, 'change', now);
        return pending;
      }
      if (account.verifiedAt) throw AppError.of('emailAlreadyVerified');
      await this.sendProof(clientId, account.email, 'verify', now);
      return account.email;
    });
    this.dispatch.soon();
    const hint = maskEmail(sentTo);
    return { status: 'success', message: MESSAGES.emailVerificationSent(hint), email_hint: hint };
  }

  /** The client types the code from the mail, in a signed-in browser (kept signed in). */
  async confirmCode(
    caller: Principal,
    clientId: string,
    body: unknown,
  ): Promise<EmailConfirmedDto> {
    if (caller.role !== 'client') throw AppError.of('ownAccountOnly');
    const raw = (body as { code?: unknown } | undefined)?.code;
    const code = typeof raw === 'string' ? raw.replace(/\s+/g, '') : '';
    if (!CODE.test(code)) throw AppError.of('emailProofFormat', 'code');
    const now = this.clock.now();
    const counted = await this.proofs.countTry(clientId, now, EMAIL_PROOF_MAX_TRIES);
    if (counted.kind !== 'counted') throw AppError.of(NO_PROOF[counted.kind], 'code');
    const given = Buffer.from(this.codeHash(clientId, code), 'hex');
    const kept = Buffer.from(counted.proof.codeHash, 'hex');
    if (given.length !== kept.length || !timingSafeEqual(given, kept)) {
      const left = EMAIL_PROOF_MAX_TRIES - counted.tries;
      if (left <= 0) throw AppError.of('emailProofTriesUsed', 'code');
      throw AppError.with('emailProofWrong', [left], 'code');
    }
    return this.apply(counted.proof, caller.session ?? null, now);
  }

  /**
   * The link from the mail. A signed-in browser of the same client (its Authorization header) stays
   * signed in after a change; every other session ends.
   */
  async confirmLink(body: unknown, authorization: string | undefined): Promise<EmailConfirmedDto> {
    const token = (body as { token?: unknown } | undefined)?.token;
    if (typeof token !== 'string' || token.length === 0 || token.length > 200) {
      throw AppError.of('emailLinkInvalid', 'token');
    }
    const now = this.clock.now();
    const proof = await this.proofs.byLink(this.hash('link', token), now);
    if (!proof) throw AppError.of('emailLinkInvalid', 'token');
    const bearer = /^Bearer (.+)$/i.exec(authorization ?? '')?.[1];
    const caller = bearer ? await this.tokens.verify(bearer) : null;
    const keep =
      caller?.role === 'client' && caller.subject === proof.clientId
        ? (caller.session ?? null)
        : null;
    return this.apply(proof, keep, now);
  }

  /** Uses the proof (once, whoever comes first) and does what it proves. */
  private async apply(
    proof: LiveProof,
    keepSession: string | null,
    now: Date,
  ): Promise<EmailConfirmedDto> {
    const changed = await this.uow.run(async () => {
      const account = await this.locked(proof.clientId);
      if (!(await this.proofs.use(proof.clientId, proof.codeHash))) {
        throw AppError.of('emailProofMissing', 'code');
      }
      if (proof.purpose === 'verify') {
        if (!(await this.proofs.markVerified(account.id, proof.email, now))) {
          throw AppError.of('emailProofMissing', 'code');
        }
      } else {
        if (account.lockedUntil && account.lockedUntil > now)
          throw AppError.of('emailChangeLocked');
        if ((await this.proofs.changeTo(account.id, proof.email, now)) === 'email_taken') {
          throw AppError.of('emailTaken', 'email');
        }
        await this.sessions.endAllBut(account.id, keepSession, now);
      }
      // Bookings made as a guest with this address and the account's phone are the client's.
      await this.appointments.attachToClient({
        id: account.id,
        email: proof.email,
        phone: account.phone,
      });
      return proof.purpose === 'change';
    });
    return {
      status: 'success',
      message: changed ? MESSAGES.emailChanged : MESSAGES.emailVerified,
      email: proof.email,
      email_verified: true,
    };
  }

  /** The old address's "this wasn't me": the change stops or is undone, every session ends. */
  async notMe(body: unknown): Promise<EmailConfirmedDto> {
    const token = (body as { token?: unknown } | undefined)?.token;
    if (typeof token !== 'string' || token.length === 0 || token.length > 200) {
      throw AppError.of('emailLinkInvalid', 'token');
    }
    const now = this.clock.now();
    return this.uow.run(async () => {
      const alert = await this.proofs.useAlert(this.hash('alert', token), now);
      if (!alert) throw AppError.of('emailLinkInvalid', 'token');
      await this.locked(alert.clientId);
      const lockUntil = new Date(now.getTime() + EMAIL_CHANGE_LOCK_DAYS * DAY_MS);
      const restored = await this.proofs.restore(alert.clientId, alert.oldEmail, lockUntil, now);
      await this.sessions.endAllBut(alert.clientId, null, now);
      return {
        status: 'success',
        message:
          restored === 'restored' ? MESSAGES.emailChangeStopped : MESSAGES.emailChangeAddressTaken,
        email: alert.oldEmail,
        email_verified: true,
      };
    });
  }
}
