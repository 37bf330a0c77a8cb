import { EMAIL_CHANGE_LOCK_DAYS, EMAIL_PROOF_MAX_TRIES, MESSAGES } from '@esthetics/domain';
import { Injectable } from '@nestjs/common';
import { ClientSessions } from '../auth/client-sessions';
import { Principal, TokenService } from '../auth/token.service';
import { AppError } from '../common/app-errors';
import { Clock } from '../common/clock';
import { UnitOfWork } from '../common/unit-of-work';
import { AppConfig } from '../config/app-config';
import type { EmailConfirmedDto } from './dto/email.dto';
import { EmailSecretKind, sameHash, secretHash } from './email-proof-secrets';
import { EmailProofs, LiveProof } from './ports/email-proofs.port';
import { AppointmentWrites } from '../bookings/ports/appointment-writes.port';

const DAY_MS = 24 * 3_600_000;
const CODE = /^\d{6}$/;

/** Why a try found no code to compare with, as the client reads it. */
const NO_PROOF = {
  none: 'emailProofMissing',
  expired: 'emailProofExpired',
  used_up: 'emailProofTriesUsed',
} as const;

/**
 * What the mails of e-mail ownership prove, once they come back (docs/security.md): the code typed
 * in a signed-in browser or the link opened, which confirm the address or move the account to a new
 * one, and the old address's "this wasn't me", which puts it back, ends every session and locks
 * changes.
 */
@Injectable()
export class EmailConfirmationService {
  constructor(
    private readonly proofs: EmailProofs,
    private readonly appointments: AppointmentWrites,
    private readonly sessions: ClientSessions,
    private readonly tokens: TokenService,
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {}

  private hash(kind: EmailSecretKind, value: string): string {
    return secretHash(this.config, kind, value);
  }

  private locked(clientId: string) {
    return this.proofs.lockExisting(clientId);
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
    if (!sameHash(this.hash('code', `${clientId}:${code}`), counted.proof.codeHash)) {
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
        // A lock comes with restore(), which drops every proof: one found here may be used.
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
      const old = { email: alert.oldEmail, verified: alert.oldVerified };
      const restored = await this.proofs.restore(alert.clientId, old, lockUntil, now);
      await this.sessions.endAllBut(alert.clientId, null, now);
      return {
        status: 'success',
        message:
          restored === 'restored' ? MESSAGES.emailChangeStopped : MESSAGES.emailChangeAddressTaken,
        email: alert.oldEmail,
        email_verified: restored === 'restored' && alert.oldVerified,
      };
    });
  }
}
