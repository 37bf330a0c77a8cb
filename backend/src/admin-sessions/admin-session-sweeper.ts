import { Injectable } from '@nestjs/common';
import { AdminSessions } from '../auth/admin-sessions';
import { CountingSweep } from '../common/counting-sweep';

/** How long an ended (revoked or expired) session stays listed in the table before it is deleted. */
export const ENDED_SESSION_RETENTION_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Every sweep interval, deletes the owner's sessions that ended more than 30 days ago (an ended
 * session is already refused: this keeps the table small and forgets old browsers and networks); a
 * pass answers how many.
 */
@Injectable()
export class AdminSessionSweeper extends CountingSweep(AdminSessions, (sessions, now) =>
  sessions.deleteEndedBefore(new Date(now.getTime() - ENDED_SESSION_RETENTION_DAYS * DAY_MS)),
) {}
