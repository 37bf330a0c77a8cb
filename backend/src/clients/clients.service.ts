import {
  dateInZone,
  maskEmail,
  MESSAGES,
  safetyFlags,
  validateClientLogin,
  validateClientProfile,
  validateConsultation,
} from '@esthetics/domain';
import { Injectable } from '@nestjs/common';
import { ClientSessions } from '../auth/client-sessions';
import { LoginThrottle } from '../auth/login-throttle';
import { Principal, TOKEN_LIFETIME, TokenService } from '../auth/token.service';
import { AppError } from '../common/app-errors';
import { Clock } from '../common/clock';
import { asRecord, valueOrThrow } from '../common/input';
import { AppConfig } from '../config/app-config';
import { toAppointmentDto } from '../bookings/dto/appointment.mapper';
import { ClientAppointmentsDto } from '../bookings/dto/appointment.dto';
import { toClientDto, toConsultationDto } from './dto/client.mapper';
import { Client, ClientRepository, ConsultationRepository } from './ports/client.port';
import { MailComposer } from '../notifications/ports/mail-composer.port';
import { MailQueue } from '../notifications/ports/mail-queue.port';
import { UnitOfWork } from '../common/unit-of-work';
import { WebhookEvents } from '../integrations/webhooks/ports/webhook-events.port';
import { HealthReads } from './ports/health-reads.port';
import { EmailOwnershipService } from './email-ownership.service';
import { MenuCatalog } from '../catalog/ports/menu-catalog.port';
import { AppointmentLists } from '../bookings/ports/appointment-lists.port';

@Injectable()
export class ClientsService {
  constructor(
    private readonly clients: ClientRepository,
    private readonly consultations: ConsultationRepository,
    private readonly appointments: AppointmentLists,
    private readonly tokens: TokenService,
    private readonly sessions: ClientSessions,
    private readonly throttle: LoginThrottle,
    private readonly clock: Clock,
    private readonly config: AppConfig,
    private readonly notifications: MailComposer,
    private readonly mail: MailQueue,
    private readonly uow: UnitOfWork,
    private readonly webhooks: WebhookEvents,
    private readonly healthReads: HealthReads,
    private readonly emails: EmailOwnershipService,
    private readonly catalog: MenuCatalog,
  ) {}

  private today(): string {
    return dateInZone(this.clock.now(), this.config.business.timeZone);
  }

  /** A new session for the client, on the server and as the token that names it. */
  async signIn(client: Client): Promise<string> {
    const now = this.clock.now();
    const expiresAt = new Date(now.getTime() + TOKEN_LIFETIME.client * 1000);
    const session = await this.sessions.open(client.id, now, expiresAt);
    // The account was deleted while its login ran: as if it never existed.
    if (session === null) throw AppError.of('clientLoginFailed');
    return this.tokens.sign({ role: 'client', subject: client.id, session });
  }

  async register(body: unknown) {
    const profile = valueOrThrow(validateClientProfile(asRecord(body), { today: this.today() }));
    const now = this.clock.now();
    await this.emails.countSend(null, profile.email, now);
    // The account, the code that proves its address and its welcome mail: all or nothing. Bookings
    // made as a guest with the address become the account's only once the address is confirmed.
    const client = await this.uow.run(async () => {
      const created = await this.clients.create(profile, now);
      if (!created) return null;
      await this.emails.startVerification(created, now);
      await this.mail.queue(this.notifications.welcome(created), now);
      await this.webhooks.publish('client.registered', toClientDto(created));
      return created;
    });
    if (!client) throw AppError.of('registrationExists');
    this.emails.sendSoon();
    const token = await this.signIn(client);
    return {
      status: 'success',
      message: MESSAGES.registrationSuccess,
      client: toClientDto(client),
      token,
    };
  }

  async login(body: unknown, ip: string) {
    await this.throttle.countAttempt(ip);
    // A missing field is a 400; a malformed e-mail or phone answers as any wrong pair (401).
    const { email, phone } = valueOrThrow(validateClientLogin(asRecord(body)));
    const client = await this.throttle.forAccount('client', email, ip, async () => {
      const found = await this.clients.findByEmail(email);
      return found && found.phone === phone ? found : null;
    });
    if (!client) throw AppError.of('clientLoginFailed');
    const token = await this.signIn(client);
    return { status: 'success', message: MESSAGES.welcomeBack, client: toClientDto(client), token };
  }

  /** Ends the caller's session: its token is refused from now on. */
  async logout(caller: Principal): Promise<void> {
    if (caller.session) await this.sessions.end(caller.session, this.clock.now());
  }

  private async existing(id: string) {
    const client = await this.clients.findById(id);
    if (!client) throw AppError.of('clientNotFound');
    return client;
  }

  async appointmentsOf(id: string): Promise<ClientAppointmentsDto> {
    await this.existing(id);
    const [list, form, catalog] = await Promise.all([
      this.appointments.listForClient(id),
      this.consultations.find(id),
      this.catalog.current(),
    ]);
    // Whether the health form asks to talk it over at the appointment: never which answer, or why.
    const appointments = list.map((a) => ({
      ...toAppointmentDto(a),
      health_note: safetyFlags(form, a, catalog).length > 0,
    }));
    return { status: 'success', appointments, total: list.length };
  }

  /** The health form; the admin's read is recorded in the client's access log. */
  async consultationOf(id: string, caller: Principal) {
    await this.existing(id);
    const read = () => this.consultations.find(id);
    const found =
      caller.role === 'admin'
        ? await this.healthReads.forAdmin(id, caller.subject, 'consultation', read)
        : await read();
    if (!found) throw AppError.of('noHealthForm');
    return toConsultationDto(found);
  }

  async saveConsultation(id: string, body: unknown) {
    await this.existing(id);
    const raw = asRecord(body);
    if (
      raw.client_id !== undefined &&
      raw.client_id !== null &&
      raw.client_id !== '' &&
      raw.client_id !== id
    ) {
      throw AppError.of('clientIdMismatch', 'client_id');
    }
    const answers = valueOrThrow(validateConsultation(raw));
    const saved = await this.consultations.save(id, answers, this.clock.now());
    return {
      status: 'success',
      message: MESSAGES.healthFormsUpdated,
      consultation: toConsultationDto(saved),
    };
  }

  /**
   * Updates the profile. The phone is the client's login secret: a new one ends every other session
   * of the client (all of them when the admin changes it), in the same transaction. A new e-mail is
   * not taken until its owner confirms it (EmailOwnershipService); the account keeps the old one.
   */
  async updateProfile(id: string, body: unknown, caller: Principal) {
    const before = await this.existing(id);
    const profile = valueOrThrow(validateClientProfile(asRecord(body), { today: this.today() }));
    const newEmail = profile.email !== before.email ? profile.email : null;
    if (newEmail && (await this.clients.findByEmail(newEmail))) {
      throw AppError.of('emailTaken', 'email');
    }
    const now = this.clock.now();
    if (newEmail) await this.emails.countSend(id, newEmail, now);
    const updated = await this.uow.run(async () => {
      const result = await this.clients.update(id, { ...profile, email: before.email }, now);
      if (result && result !== 'email_taken') {
        if (newEmail)
          await this.emails.requestChange(
            id,
            newEmail,
            now,
            caller.role === 'admin' ? 'admin' : 'client',
          );
        if (result.phone !== before.phone) {
          const current = caller.role === 'client' ? (caller.session ?? null) : null;
          await this.sessions.endAllBut(id, current, now);
        }
      }
      return result;
    });
    if (updated === 'email_taken') throw AppError.of('emailTaken', 'email');
    if (!updated) throw AppError.of('clientNotFound');
    if (newEmail) this.emails.sendSoon();
    const message = newEmail
      ? MESSAGES.emailChangeSent(maskEmail(newEmail))
      : MESSAGES.profileUpdated;
    return { status: 'success', message, client: toClientDto(updated) };
  }
}
