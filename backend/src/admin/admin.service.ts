import { MESSAGES, validateAdminLogin } from '@esthetics/domain';
import { Injectable, OnApplicationBootstrap, Optional } from '@nestjs/common';
import { chmodSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { LoginThrottle } from '../auth/login-throttle';
import { AdminSessionOrigin, AdminSessions } from '../auth/admin-sessions';
import { TOKEN_LIFETIME, TokenService } from '../auth/token.service';
import { AppError } from '../common/app-errors';
import { Clock } from '../common/clock';
import { asRecord, valueOrThrow } from '../common/input';
import { AppConfig } from '../config/app-config';
import { generatePassword } from '../config/secrets';
import { AdminRepository, PasswordHasher } from './ports/admin.port';

export const ADMIN_PASSWORD_FILE = 'admin-password.txt';

/**
 * The console the generated password is announced on. A terminal is read by the operator once; any
 * other output (a service manager's journal, a container's log) is kept and read by others, so it is
 * told only where the password is.
 */
export class OperatorConsole {
  isTerminal(): boolean {
    return process.stdout.isTTY === true;
  }
  write(text: string): void {
    process.stdout.write(text);
  }
}

/** The administrator's account: created on first start, and its login. */
@Injectable()
export class AdminService implements OnApplicationBootstrap {
  constructor(
    private readonly admins: AdminRepository,
    private readonly hasher: PasswordHasher,
    private readonly tokens: TokenService,
    private readonly sessions: AdminSessions,
    private readonly throttle: LoginThrottle,
    private readonly clock: Clock,
    private readonly config: AppConfig,
    @Optional() private readonly operatorConsole: OperatorConsole = new OperatorConsole(),
  ) {}

  /**
   * First start with no admin: create one, with ADMIN_PASSWORD or a generated password kept in a
   * file and printed once on a terminal.
   */
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
    // On the console only (not through the structured log).
    this.operatorConsole.write(
      this.operatorConsole.isTerminal()
        ? MESSAGES.adminAccountCreated(username, password, file)
        : MESSAGES.adminAccountCreatedQuietly(username, file),
    );
  }

  private dummy: Promise<string> | null = null;
  private dummyHash(): Promise<string> {
    this.dummy ??= this.hasher.hash(generatePassword());
    return this.dummy;
  }

  /** Checks the credentials, then opens a server-side session that the token names. */
  async login(body: unknown, ip: string, origin: AdminSessionOrigin) {
    await this.throttle.countAttempt(ip);
    // Missing credentials are a 400; overlong ones answer as any wrong pair (401).
    const { username, password } = valueOrThrow(validateAdminLogin(asRecord(body)));
    const admin = await this.throttle.forAccount('admin', username.toLowerCase(), ip, async () => {
      const found = await this.admins.findByUsername(username);
      // Unknown usernames cost the same hashing time as known ones, so timing tells nothing.
      const ok = await this.hasher.verify(
        found?.password_hash ?? (await this.dummyHash()),
        password,
      );
      return found && ok ? found : null;
    });
    if (!admin) throw AppError.of('adminLoginFailed');
    const now = this.clock.now();
    const expiresAt = new Date(now.getTime() + TOKEN_LIFETIME.admin * 1000);
    const session = await this.sessions.open(admin.username, origin, now, expiresAt);
    const token = await this.tokens.sign({ role: 'admin', subject: admin.username, session });
    return { status: 'success', admin: { username: admin.username }, token };
  }
}
