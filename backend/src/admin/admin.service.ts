import { isAdminSettableStatus, MESSAGES, validateAdminLogin } from '@esthetics/domain';
import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { TokenService } from '../auth/token.service';
import { toAppointmentDto } from '../bookings/bookings.mapper';
import { AppointmentRepository } from '../bookings/ports/appointment.repository';
import { toClientDto } from '../clients/clients.mapper';
import { ClientRepository } from '../clients/ports/client.repository';
import { InvalidInputError, NotAuthenticatedError, NotFoundError } from '../common/app-errors';
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
    if (!existsSync(file)) writeFileSync(file, `${password}\n`, { mode: 0o600 });
    // Printed once, on the console only (not through the structured log).
    process.stdout.write(
      `\n  Admin account created: username "${username}", password "${password}"\n` +
        `  The password is also kept in ${file} (readable by you only). Change it by setting ADMIN_PASSWORD on a new database.\n\n`,
    );
  }

  async login(body: unknown, ip: string) {
    await this.limiter.hit(`login-ip:${ip}`, this.config.loginRateLimitPerIp);
    const form = validateAdminLogin(asRecord(body));
    if (!form.ok) {
      if (form.message === MESSAGES.adminLoginRequired) throw new InvalidInputError(form.message);
      throw new NotAuthenticatedError(form.message);
    }
    const accountKey = `login-admin:${form.value.username.toLowerCase()}`;
    await this.limiter.check(accountKey, this.config.loginRateLimitPerAccount);
    const admin = await this.admins.findByUsername(form.value.username);
    const ok =
      admin !== null && (await this.hasher.verify(admin.password_hash, form.value.password));
    if (!admin || !ok) {
      await this.limiter.hit(accountKey, this.config.loginRateLimitPerAccount);
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
    const updated = await this.appointments.setStatus(id, status, this.clock.now(), (a) =>
      this.notifications.statusChanged(a),
    );
    if (!updated) throw new NotFoundError('Appointment not found.');
    return {
      status: 'success',
      message: MESSAGES.statusUpdated(status),
      appointment: toAppointmentDto(updated),
    };
  }
}
