import {
  canAdminSetStatus,
  isAdminSettableStatus,
  MESSAGES,
  validateAdminLogin,
} from '@esthetics/domain';
import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { chmodSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { TokenService } from '../auth/token.service';
import { toAppointmentDto } from '../bookings/bookings.mapper';
import { AppointmentRepository } from '../bookings/ports/appointment.repository';
import { toClientDto } from '../clients/clients.mapper';
import { ClientRepository } from '../clients/ports/client.repository';
import {
  ConflictError,
  InvalidInputError,
  NotAuthenticatedError,
  NotFoundError,
} from '../common/app-errors';
import { Clock } from '../common/clock';
import { Page } from '../common/dto/pagination.dto';
import { asRecord } from '../common/input';
import { RateLimiter } from '../common/rate-limiter';
import { AppConfig } from '../config/app-config';
import { generatePassword } from '../config/secrets';
import { ContactRepository } from '../contact/contact.repository';
import { CorporateInquiryRepository } from '../corporate/corporate-inquiry.repository';
import { AdminRepository, PasswordHasher } from './ports/admin.repository';
import { NotificationsService } from '../notifications/notifications.service';
import { OutboxRepository } from '../notifications/ports/outbox.repository';
import { PaymentsService } from '../payments/payments.service';

export const ADMIN_PASSWORD_FILE = 'admin-password.txt';

@Injectable()
export class AdminService implements OnApplicationBootstrap {
  constructor(
    private readonly admins: AdminRepository,
    private readonly hasher: PasswordHasher,
    private readonly appointments: AppointmentRepository,
    private readonly clients: ClientRepository,
    private readonly contacts: ContactRepository,
    private readonly inquiries: CorporateInquiryRepository,
    private readonly tokens: TokenService,
    private readonly limiter: RateLimiter,
    private readonly clock: Clock,
    private readonly config: AppConfig,
    private readonly notifications: NotificationsService,
    private readonly outbox: OutboxRepository,
    private readonly payments: PaymentsService,
  ) {}

  /** First start with no admin: create one, with ADMIN_PASSWORD or a generated password printed once. */
  async onApplicationBootstrap(): Promise<void> {
    if ((await this.admins.count()) > 0) return;
    const username = this.config.adminUsername;
    const generated = this.config.adminPassword === null;
    const password = this.config.adminPassword ?? generatePassword();
    const created = await this.admins.createIfAbsent(
      username,
      await this.hasher.hash(password),
      this.clock.now(),
    );
    if (!created || !generated) return;
    const file = path.join(this.config.dataDir, ADMIN_PASSWORD_FILE);
    writeFileSync(file, `${password}\n`, { mode: 0o600 });
    chmodSync(file, 0o600);
    // Printed once, on the console only (not through the structured log).
    process.stdout.write(
      `\n  Admin account created: username "${username}", password "${password}"\n` +
        `  The password is also kept in ${file} (readable by you only). Change it by setting ADMIN_PASSWORD on a new database.\n\n`,
    );
  }

  private dummy: Promise<string> | null = null;
  private dummyHash(): Promise<string> {
    this.dummy ??= this.hasher.hash(generatePassword());
    return this.dummy;
  }

  async login(body: unknown, ip: string) {
    await this.limiter.hit(`login-ip:${ip}`, this.config.loginRateLimitPerIp);
    const form = validateAdminLogin(asRecord(body));
    if (!form.ok) {
      if (form.message === MESSAGES.adminLoginRequired) throw new InvalidInputError(form.message);
      throw new NotAuthenticatedError(form.message);
    }
    // Failures count per account and address (so a stranger cannot lock the owner out), with a
    // looser limit per account alone against attempts spread over many addresses.
    const account = form.value.username.toLowerCase();
    const keys: [string, number][] = [
      [`login-admin:${account}:${ip}`, this.config.loginRateLimitPerAccount],
      [`login-admin:${account}`, this.config.loginRateLimitPerAccount * 10],
    ];
    for (const [key, limit] of keys) await this.limiter.check(key, limit);
    const admin = await this.admins.findByUsername(form.value.username);
    // Unknown usernames cost the same hashing time as known ones, so timing tells nothing.
    const ok = await this.hasher.verify(
      admin?.password_hash ?? (await this.dummyHash()),
      form.value.password,
    );
    if (!admin || !ok) {
      for (const [key, limit] of keys) await this.limiter.hit(key, limit).catch(() => undefined);
      throw new NotAuthenticatedError(MESSAGES.adminLoginFailed);
    }
    const token = await this.tokens.sign({ role: 'admin', subject: admin.username });
    return { status: 'success', admin: { username: admin.username }, token };
  }

  async listAppointments(page: Page) {
    const { items, total } = await this.appointments.list(page);
    return { status: 'success', appointments: items.map(toAppointmentDto), total };
  }

  async listClients(page: Page) {
    const { items, total } = await this.clients.list(page);
    return { status: 'success', clients: items.map(toClientDto), total };
  }

  async listContacts(page: Page) {
    const { items, total } = await this.contacts.list(page);
    return {
      status: 'success',
      messages: items.map((m) => ({ ...m, created_at: m.created_at.toISOString() })),
      total,
    };
  }

  async listInquiries(page: Page) {
    const { items, total } = await this.inquiries.list(page);
    return {
      status: 'success',
      inquiries: items.map((i) => ({
        id: i.id,
        companyName: i.company_name,
        contactName: i.contact_name,
        email: i.email,
        phone: i.phone,
        eventType: i.event_type,
        groupSize: i.group_size,
        eventDuration: i.event_duration,
        preferredDate: i.preferred_date,
        packageType: i.package_type,
        selectedPackage: i.selected_package
          ? {
              ...i.selected_package,
              services: [...i.selected_package.services],
              includes: [...i.selected_package.includes],
            }
          : null,
        specialRequirements: i.special_requirements,
        status: i.status,
        submittedAt: i.submitted_at ? i.submitted_at.toISOString() : null,
        created_at: i.created_at.toISOString(),
      })),
      total,
    };
  }

  async listOutbox(page: Page) {
    const { items, total } = await this.outbox.list(page);
    return {
      status: 'success',
      messages: items.map((m) => ({
        id: m.id,
        kind: m.kind,
        to: m.recipients,
        subject: m.subject,
        status: m.status,
        attempts: m.attempts,
        last_error: m.last_error,
        has_invitation: m.ics !== null,
        created_at: new Date(m.created_at).toISOString(),
        sent_at: m.sent_at ? new Date(m.sent_at).toISOString() : null,
      })),
      total,
    };
  }

  async setAppointmentStatus(id: string, body: unknown) {
    const status = asRecord(body).status;
    if (!isAdminSettableStatus(status))
      throw new InvalidInputError(MESSAGES.invalidStatus, 'status');
    const current = await this.appointments.findById(id);
    if (!current) throw new NotFoundError('Appointment not found.');
    if (!canAdminSetStatus(current.status, status)) {
      throw new ConflictError(`The appointment is already ${status}.`, 'status');
    }
    const updated = await this.appointments.setStatus(id, status, this.clock.now(), (a) =>
      this.notifications.statusChanged(a),
    );
    if (!updated) throw new NotFoundError('Appointment not found.');
    // A cancelled booking can no longer be paid.
    if (status === 'cancelled') await this.payments.expireOpenSessions(id);
    return {
      status: 'success',
      message: MESSAGES.statusUpdated(status),
      appointment: toAppointmentDto(updated),
    };
  }
}
