import { Injectable } from '@nestjs/common';
import { AdminSessions } from '../auth/admin-sessions';
import { Clock } from '../common/clock';
import { DatabaseOutage } from '../common/database-outage';
import { PeriodicSweep } from '../common/periodic-sweep';
import { AppConfig } from '../config/app-config';

/** How long an ended (revoked or expired) session stays listed in the table before it is deleted. */
export const ENDED_SESSION_RETENTION_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Every sweep interval, deletes the owner's sessions that ended more than 30 days ago (an ended
 * session is already refused: this keeps the table small and forgets old browsers and networks); a
 * pass answers how many.
 */
@Injectable()
export class AdminSessionSweeper extends PeriodicSweep<number> {
  constructor(
    private readonly sessions: AdminSessions,
    private readonly clock: Clock,
    config: AppConfig,
    database: DatabaseOutage,
  ) {
    super('AdminSessionSweeper', config.sweepIntervalMs, database);
  }

  protected pass(): Promise<number> {
    const before = new Date(this.clock.now().getTime() - ENDED_SESSION_RETENTION_DAYS * DAY_MS);
    return this.sessions.deleteEndedBefore(before);
  }
}
