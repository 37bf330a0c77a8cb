import { MESSAGES, validateAdminLogin } from '@esthetics/domain';
import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { chmodSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { TokenService } from '../auth/token.service';
import { InvalidInputError, NotAuthenticatedError } from '../common/app-errors';
import { Clock } from '../common/clock';
import { asRecord } from '../common/input';
import { RateLimiter } from '../common/rate-limiter';
import { AppConfig } from '../config/app-config';
import { generatePassword } from '../config/secrets';
import { AdminRepository, PasswordHasher } from './ports/admin.repository';

export const ADMIN_PASSWORD_FILE = 'admin-password.txt';

/** The administrator's account: created on first start, and its login. */
@Injectable()
export class AdminService implements OnApplicationBootstrap {
  constructor(
    private readonly admins: AdminRepository,
    private readonly hasher: PasswordHasher,
    private readonly tokens: TokenService,
    private readonly limiter: RateLimiter,
    private readonly clock: Clock,
    private readonly config: AppConfig,
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
}
