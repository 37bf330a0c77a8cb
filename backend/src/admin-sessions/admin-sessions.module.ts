import { Module, Provider } from '@nestjs/common';
import { AdminSessions } from '../auth/admin-sessions';
import { PostgresAdminSessions } from './adapters/postgres-admin-sessions';
import { AdminSessionSweeper } from './admin-session-sweeper';

const PORTS: Provider[] = [{ provide: AdminSessions, useClass: PostgresAdminSessions }];

/**
 * The owner's sessions kept on the server, and their sweep 30 days after they end. The
 * guards check each admin token's session through the AdminSessions port (the app's core module
 * imports this one for them), and the admin module opens, lists and revokes sessions (login, logout, password change, the console's list).
 */
@Module({
  providers: [...PORTS, AdminSessionSweeper],
  exports: PORTS,
})
export class AdminSessionsModule {}
