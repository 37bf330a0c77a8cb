import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AdminSessions } from '../auth/admin-sessions';
import { LoginThrottle } from '../auth/login-throttle';
import { TokenService } from '../auth/token.service';
import { SystemClock } from '../common/clock';
import { AppConfig } from '../config/app-config';
import { Admin, AdminRepository, PasswordHasher } from './ports/admin.port';
import { ADMIN_PASSWORD_FILE, AdminService, OperatorConsole } from './admin.service';

class InMemoryAdmins extends AdminRepository {
  readonly admins: Admin[] = [];
  async findByUsername(username: string): Promise<Admin | null> {
    return this.admins.find((a) => a.username === username) ?? null;
  }
  async count(): Promise<number> {
    return this.admins.length;
  }
  async createIfAbsent(username: string, passwordHash: string): Promise<boolean> {
    if (this.admins.some((a) => a.username === username)) return false;
    this.admins.push({ id: String(this.admins.length + 1), username, password_hash: passwordHash });
    return true;
  }
  async replacePasswordHash(): Promise<boolean> {
    return false;
  }
}

class PlainHasher extends PasswordHasher {
  async hash(password: string): Promise<string> {
    return `plain:${password}`;
  }
  async verify(hash: string, password: string): Promise<boolean> {
    return hash === `plain:${password}`;
  }
}

/** A console that records what is written, on a terminal or not. */
class RecordingConsole extends OperatorConsole {
  printed = '';
  constructor(private readonly terminal: boolean) {
    super();
  }
  override isTerminal(): boolean {
    return this.terminal;
  }
  override write(text: string): void {
    this.printed += text;
  }
}

describe('AdminService: the generated admin password', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'esthetics-admin-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  async function firstStart(operator: RecordingConsole): Promise<string> {
    const config = AppConfig.fromEnv({ DATA_DIR: dataDir });
    // Creating the admin needs neither tokens nor the login throttle.
    const service = new AdminService(
      new InMemoryAdmins(),
      new PlainHasher(),
      {} as TokenService,
      {} as AdminSessions,
      {} as LoginThrottle,
      new SystemClock(),
      config,
      operator,
    );
    await service.onApplicationBootstrap();
    return readFileSync(path.join(dataDir, ADMIN_PASSWORD_FILE), 'utf8').trim();
  }

  it('is printed on a terminal, with the file that keeps it', async () => {
    const operator = new RecordingConsole(true);
    const password = await firstStart(operator);
    expect(operator.printed).toContain(`password "${password}"`);
    expect(operator.printed).toContain(path.join(dataDir, ADMIN_PASSWORD_FILE));
  });

  it('is not printed when the output is not a terminal (a log): only where the file is', async () => {
    const operator = new RecordingConsole(false);
    const password = await firstStart(operator);
    expect(password.length).toBeGreaterThanOrEqual(16);
    expect(operator.printed).not.toContain(password);
    expect(operator.printed).toContain(path.join(dataDir, ADMIN_PASSWORD_FILE));
    expect(operator.printed).toContain('not printed');
  });
});
