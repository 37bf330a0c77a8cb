import { MESSAGES } from '@esthetics/domain';
import { Injectable } from '@nestjs/common';
import { AdminSessions, AdminSessionView } from '../auth/admin-sessions';
import { Principal } from '../auth/token.service';
import { AppError } from '../common/app-errors';
import { Clock } from '../common/clock';
import { Page } from '../common/dto/pagination.dto';
import {
  LiveAdminSessionDto,
  LiveAdminSessionListDto,
  AdminSessionsEndedDto,
} from './dto/admin-sessions.dto';

const toDto = (session: AdminSessionView, current: string | undefined): LiveAdminSessionDto => ({
  id: session.id,
  created_at: session.createdAt.toISOString(),
  last_seen_at: session.lastSeenAt.toISOString(),
  expires_at: session.expiresAt.toISOString(),
  user_agent: session.userAgent,
  ip_prefix: session.ipPrefix,
  current: session.id === current,
});

/** The owner's live sessions: listed (the caller's own marked), one ended, or all but the caller's. */
@Injectable()
export class AdminSessionsService {
  constructor(
    private readonly sessions: AdminSessions,
    private readonly clock: Clock,
  ) {}

  async list(caller: Principal, page: Page): Promise<LiveAdminSessionListDto> {
    const { items, total } = await this.sessions.listLive(
      caller.subject,
      this.clock.now(),
      page,
      caller.session ?? null,
    );
    return {
      status: 'success',
      sessions: items.map((s) => toDto(s, caller.session)),
      total,
    };
  }

  /** Ends one of the owner's live sessions (the caller's own too: that is a logout). */
  async end(caller: Principal, id: string): Promise<void> {
    if (!(await this.sessions.revoke(id, caller.subject, this.clock.now()))) {
      throw AppError.of('adminSessionNotFound');
    }
  }

  async endOthers(caller: Principal): Promise<AdminSessionsEndedDto> {
    const ended = await this.sessions.revokeAllBut(
      caller.subject,
      caller.session ?? '',
      this.clock.now(),
    );
    return { status: 'success', message: MESSAGES.adminSessionsEndedOthers(ended), ended };
  }
}
