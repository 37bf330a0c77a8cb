import {
  EMAIL_CHANGE_ALERT_DAYS,
  EMAIL_PROOF_HOURS,
  EMAIL_PROOF_MAX_TRIES,
  EMAIL_PROOF_SENDS_PER_ACCOUNT,
  EMAIL_PROOF_SENDS_PER_ADDRESS,
  maskEmail,
  MESSAGES,
} from '@esthetics/domain';
import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { Principal } from '../auth/token.service';
import { AppError } from '../common/app-errors';
import { Clock } from '../common/clock';
import { RATE_WINDOW_MS, RateLimiter } from '../common/rate-limiter';
import { UnitOfWork } from '../common/unit-of-work';
import { AppConfig } from '../config/app-config';
import { MailDispatch } from '../notifications/ports/mail-dispatch.port';
import { AccountMails } from '../notifications/ports/account-mails.port';
import { MailQueue } from '../notifications/ports/mail-queue.port';
import type { EmailCodeSentDto, EmailStatusDto } from './dto/email.dto';
import { EmailSecretKind, newEmailCode, newLinkToken, secretHash } from './email-proof-secrets';
import { EmailProofs, ProofPurpose } from './ports/email-proofs.port';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Proof that a client owns the address on their account (docs/security.md, "E-mail ownership"): the
 * codes and links mailed to a new account's address and to a new address it moves to, and the
 * notice to the old address. Confirming them is EmailConfirmationService's. Codes and links are kept
 * only as keyed hashes.
 */
@Injectable()
export class EmailOwnershipService {
  constructor(
    private readonly proofs: EmailProofs,
    private readonly limiter: RateLimiter,
    private readonly mail: MailQueue,
    private readonly dispatch: MailDispatch,
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
    private readonly config: AppConfig,
    private readonly mails: AccountMails,
  ) {}

  private hash(kind: EmailSecretKind, value: string): string {
    return secretHash(this.config, kind, value);
  }

  private locked(clientId: string) {
    return this.proofs.lockExisting(clientId);
  }

  /**
   * Counts a code mail against the account's and the address's limits (counted before anything is
   * sent, so a burst cannot pass together): every code allows a few guesses, so this bounds the
   * guesses at an address, and the mail anyone can make us send to it.
   */
  async countSend(clientId: string | null, email: string, now: Date): Promise<void> {
    // Counted outside the transaction that sends: the counter is another connection, and the
    // embedded database serves one connection at a time while a transaction is open.
    const keys: [string, number][] = [[`email-proof-to:${email}`, EMAIL_PROOF_SENDS_PER_ADDRESS]];
    if (clientId) keys.push([`email-proof:${clientId}`, EMAIL_PROOF_SENDS_PER_ACCOUNT]);
    for (const [key, limit] of keys) {
      const counted = await this.limiter.count(key);
      if (counted.hits > limit) {
        const ends = counted.windowStart.getTime() + RATE_WINDOW_MS;
        const minutes = Math.max(1, Math.ceil((ends - now.getTime()) / 60_000));
        throw AppError.with('emailProofRequestLimited', [minutes]);
      }
    }
  }

  /**
   * Mails a new code and link for `email` (in the transaction in progress), replacing any other.
   * The caller has counted it first (countSend).
   */
  private async sendProof(clientId: string, email: string, purpose: ProofPurpose, now: Date) {
    const code = newEmailCode();
    const link = newLinkToken();
    await this.proofs.keep({
      clientId,
      email,
      purpose,
      codeHash: this.hash('code', `${clientId}:${code}`),
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
  async requestChange(
    clientId: string,
    email: string,
    now: Date,
    by: 'client' | 'admin',
  ): Promise<void> {
    const account = await this.locked(clientId);
    // Locked after "this wasn't me": the owner (the admin) can still correct it for her client.
    if (by === 'client' && account.lockedUntil && account.lockedUntil > now) {
      throw AppError.of('emailChangeLocked', 'email');
    }
    await this.sendProof(clientId, email, 'change', now);
    const alert = newLinkToken();
    await this.proofs.keepAlert({
      linkHash: this.hash('alert', alert),
      clientId,
      oldEmail: account.email,
      oldVerified: account.verifiedAt !== null,
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
    const [pending, codeSent] = await Promise.all([
      this.proofs.pendingChange(clientId, now),
      this.proofs.hasLiveProof(clientId, now, EMAIL_PROOF_MAX_TRIES),
    ]);
    return {
      status: 'success',
      email: account.email,
      email_verified: account.verifiedAt !== null,
      pending_email: pending,
      code_sent: codeSent,
    };
  }

  /** Sends the code again: for a pending change, else for the unconfirmed address. */
  async resend(caller: Principal, clientId: string): Promise<EmailCodeSentDto> {
    if (caller.role !== 'client') throw AppError.of('ownAccountOnly');
    const now = this.clock.now();
    const before = await this.status(clientId);
    if (before.email_verified && !before.pending_email) throw AppError.of('emailAlreadyVerified');
    await this.countSend(clientId, before.pending_email ?? before.email, now);
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
}
