import { MESSAGES, validateAdminPasswordChange } from '@esthetics/domain';
import { Injectable, Logger } from '@nestjs/common';
import { AdminSessions } from '../auth/admin-sessions';
import { LoginThrottle } from '../auth/login-throttle';
import { Principal } from '../auth/token.service';
import { AppError } from '../common/app-errors';
import { Clock } from '../common/clock';
import { asRecord, valueOrThrow } from '../common/input';
import { AdminRepository, PasswordHasher } from './ports/admin.port';

/** The signed-in owner's own account: logging out, and changing the password. */
@Injectable()
export class AdminAccountService {
  private readonly logger = new Logger('AdminAccount');

  constructor(
    private readonly admins: AdminRepository,
    private readonly hasher: PasswordHasher,
    private readonly sessions: AdminSessions,
    private readonly throttle: LoginThrottle,
    private readonly clock: Clock,
  ) {}

  /** Revokes the caller's session: its token is refused from then on. */
  async logout(caller: Principal): Promise<void> {
    if (caller.session)
      await this.sessions.revoke(caller.session, caller.subject, this.clock.now());
  }

  /**
   * Checks the current password (throttled as a login is, so a stolen token cannot guess it
   * quickly), stores the new one's argon2id hash and ends every other session; the caller's stays.
   */
  async changePassword(caller: Principal, body: unknown, ip: string) {
    const form = valueOrThrow(validateAdminPasswordChange(asRecord(body)));
    await this.throttle.countAttempt(ip);
    const admin = await this.throttle.forAccount(
      'admin',
      caller.subject.toLowerCase(),
      ip,
      async () => {
        const found = await this.admins.findByUsername(caller.subject);
        const ok = found && (await this.hasher.verify(found.password_hash, form.current_password));
        return ok ? found : null;
      },
    );
    if (!admin) throw AppError.of('adminPasswordWrong', 'current_password');
    const next = await this.hasher.hash(form.new_password);
    // Of two changes at once, the second finds the hash it verified gone: its current password is wrong.
    if (!(await this.admins.replacePasswordHash(admin.username, admin.password_hash, next))) {
      throw AppError.of('adminPasswordWrong', 'current_password');
    }
    const ended = await this.sessions.revokeAllBut(
      admin.username,
      caller.session ?? '',
      this.clock.now(),
    );
    this.logger.log(`Admin password changed; ${ended} other session(s) ended`);
    return { status: 'success', message: MESSAGES.adminPasswordChanged, ended };
  }
}
