import {
  dateInZone,
  EMAIL_PROOF_HOURS,
  maskEmail,
  MESSAGES,
  validateClaimRequest,
  validateClientProfile,
} from '@esthetics/domain';
import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { ClientSessions } from '../auth/client-sessions';
import { AppError } from '../common/app-errors';
import { Clock } from '../common/clock';
import { asRecord, valueOrThrow } from '../common/input';
import { UnitOfWork } from '../common/unit-of-work';
import { AppConfig } from '../config/app-config';
import { AppointmentWrites } from '../bookings/ports/appointment-writes.port';
import { AccountMails } from '../notifications/ports/account-mails.port';
import { MailQueue } from '../notifications/ports/mail-queue.port';
import { ClientsService } from './clients.service';
import type { ClientSessionDto } from './dto/client.dto';
import type { ClaimSentDto } from './dto/email.dto';
import { toClientDto } from './dto/client.mapper';
import { newLinkToken, secretHash } from './email-proof-secrets';
import { EmailOwnershipService } from './email-ownership.service';
import { ClientRepository, ConsultationRepository } from './ports/client.port';
import { EmailClaims } from './ports/email-claims.port';
import { EmailProofs } from './ports/email-proofs.port';

const HOUR_MS = 3_600_000;

/**
 * Taking over an unconfirmed account (docs/security.md): someone may register an address they do
 * not own and never confirm it. The address's owner asks for a link, which is mailed to the address;
 * opening it, they enter their own name and phone, and the account becomes theirs: confirmed, every
 * session ended (the squatter's too), its health form cleared. The profile is typed by whoever opens
 * the link, never taken from the request that asked for it, so a link sent at a stranger's request
 * hands them nothing.
 */
@Injectable()
export class EmailClaimService {
  constructor(
    private readonly clients: ClientRepository,
    private readonly consultations: ConsultationRepository,
    private readonly claims: EmailClaims,
    private readonly proofs: EmailProofs,
    private readonly emails: EmailOwnershipService,
    private readonly accounts: ClientsService,
    private readonly appointments: AppointmentWrites,
    private readonly sessions: ClientSessions,
    private readonly mails: AccountMails,
    private readonly mail: MailQueue,
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {}

  /**
   * Mails a take-over link when an unconfirmed account uses the address. The answer is the same
   * whatever the address holds, and every request counts against the address's mail limit.
   */
  async request(body: unknown): Promise<ClaimSentDto> {
    const { email } = valueOrThrow(validateClaimRequest(asRecord(body)));
    const now = this.clock.now();
    await this.emails.countSend(null, email, now);
    const account = await this.clients.findByEmail(email);
    if (account && account.email_verified_at === null) {
      const sent = await this.uow.run(async () => {
        const locked = await this.proofs.lockAccount(account.id);
        if (!locked || locked.verifiedAt !== null || locked.email !== email) return false;
        const link = newLinkToken();
        await this.claims.keep({
          clientId: locked.id,
          email,
          linkHash: secretHash(this.config, 'claim', link),
          now,
          expiresAt: new Date(now.getTime() + EMAIL_PROOF_HOURS * HOUR_MS),
        });
        const proof = { requestId: randomUUID(), email, purpose: 'claim' as const };
        await this.mail.queue(
          [this.mails.emailProof({ ...proof, code: '', linkToken: link })],
          now,
        );
        return true;
      });
      if (sent) this.emails.sendSoon();
    }
    return { status: 'success', message: MESSAGES.emailClaimSent(maskEmail(email)) };
  }

  /** The link opened, with the profile its opener typed: the account is theirs, signed in here. */
  async confirm(body: unknown): Promise<ClientSessionDto> {
    const raw = asRecord(body);
    const token = raw.token;
    if (typeof token !== 'string' || token.length === 0 || token.length > 200) {
      throw AppError.of('emailLinkInvalid', 'token');
    }
    const now = this.clock.now();
    const linkHash = secretHash(this.config, 'claim', token);
    const found = await this.claims.find(linkHash, now);
    if (!found) throw AppError.of('emailLinkInvalid', 'token');
    // Checked before the link is used: a mistyped phone does not spend it.
    const today = dateInZone(now, this.config.business.timeZone);
    const profile = valueOrThrow(validateClientProfile({ ...raw, email: found.email }, { today }));
    const client = await this.uow.run(async () => {
      const account = await this.proofs.lockExisting(found.clientId);
      if (account.verifiedAt !== null) throw AppError.of('emailClaimGone');
      const claim = await this.claims.use(linkHash, now);
      if (!claim || account.email !== claim.email) throw AppError.of('emailLinkInvalid', 'token');
      const updated = await this.clients.update(account.id, profile, now);
      if (!updated || updated === 'email_taken') throw AppError.of('emailLinkInvalid', 'token');
      await this.proofs.markVerified(account.id, claim.email, now);
      await this.sessions.endAllBut(account.id, null, now);
      // Answers typed by whoever held the account are not the owner's health.
      await this.consultations.remove(account.id);
      await this.appointments.attachToClient({
        id: account.id,
        email: claim.email,
        phone: profile.phone,
      });
      return { ...updated, email_verified_at: now };
    });
    const signedIn = await this.accounts.signIn(client);
    return {
      status: 'success',
      message: MESSAGES.emailClaimed,
      client: toClientDto(client),
      token: signedIn,
    };
  }
}
