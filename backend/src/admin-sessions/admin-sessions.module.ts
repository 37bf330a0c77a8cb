import { Global, Module, Provider } from '@nestjs/common';
import { AdminSessions } from '../auth/admin-sessions';
import { PostgresAdminSessions } from './adapters/postgres-admin-sessions';
import { AdminSessionSweeper } from './admin-session-sweeper';
import { AdminSessionsController } from './admin-sessions.controller';
import { AdminSessionsService } from './admin-sessions.service';

const PORTS: Provider[] = [{ provide: AdminSessions, useClass: PostgresAdminSessions }];

/**
 * The owner's sessions kept on the server: listed and ended from the console, swept 30 days after
 * they end. Global: the guards check each admin token's session through the AdminSessions port, and
 * the admin module opens and revokes sessions at login, logout and password change.
 */
@Global()
@Module({
  controllers: [AdminSessionsController],
  providers: [...PORTS, AdminSessionsService, AdminSessionSweeper],
  exports: PORTS,
})
export class AdminSessionsModule {}
