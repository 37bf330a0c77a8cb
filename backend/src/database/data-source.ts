import { TypeOrmModuleOptions } from '@nestjs/typeorm';
import { DataSourceOptions } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { DatabaseWrites } from './database-writes';
import { closingTimedOutConnections } from './timed-out-connections';
import { InitialSchema1763800000000 } from './migrations/1763800000000-initial-schema';
import { Payments1763900000000 } from './migrations/1763900000000-payments';
import { Notifications1764000000000 } from './migrations/1764000000000-notifications';
import { BookingsWithoutAccount1764100000000 } from './migrations/1764100000000-bookings-without-account';
import { AdminConsole1764200000000 } from './migrations/1764200000000-admin-console';
import { ClientSessions1764350000000 } from './migrations/1764350000000-client-sessions';
import { AppSecrets1764500000000 } from './migrations/1764500000000-app-secrets';
import { UnpaidHolds1764700000000 } from './migrations/1764700000000-unpaid-holds';
import { SelfService1764900000000 } from './migrations/1764900000000-self-service';
import { Waitlist1765000000000 } from './migrations/1765000000000-waitlist';
import { HealthDataEncryption1765100000000 } from './migrations/1765100000000-health-data-encryption';
import { HealthAccess1765200000000 } from './migrations/1765200000000-health-access';
import { Idempotency1765600000000 } from './migrations/1765600000000-idempotency';
import { Webhooks1765500000000 } from './migrations/1765500000000-webhooks';
import { Privacy1765300000000 } from './migrations/1765300000000-privacy';
import { ApiKeys1765400000000 } from './migrations/1765400000000-api-keys';
import { BookingHolds1765800000000 } from './migrations/1765800000000-booking-holds';
import { EmailOwnership1765900000001 } from './migrations/1765900000001-email-ownership';
import { WebhookScopesAttempts1795735796789 } from './migrations/1795735796789-webhook-scopes-attempts';
import { AdminSessions1795735819726 } from './migrations/1795735819726-admin-sessions';
import { CancellationOutcomes1795735917743 } from './migrations/1795735917743-cancellation-outcomes';
import { RateLimitKeys1795735829322 } from './migrations/1795735829322-rate-limit-keys';
import { RemindersPerStart1795736264550 } from './migrations/1795736264550-reminders-per-start';
import { OwnerSchedule1795739575259 } from './migrations/1795739575259-owner-schedule';
import { ScheduleBlocks1795740286139 } from './migrations/1795740286139-schedule-blocks';
import { AppointmentBuffers1795740600421 } from './migrations/1795740600421-appointment-buffers';
import { TimeOffLock1795741200000 } from './migrations/1795741200000-time-off-lock';
import { OwnerCatalog1795741300500 } from './migrations/1795741300500-owner-catalog';
import { Ledger1795741400000 } from './migrations/1795741400000-ledger';
import { SavedCards1795741450000 } from './migrations/1795741450000-saved-cards';
import { OutboxOrder1795741500000 } from './migrations/1795741500000-outbox-order';
import { Fees1795741600000 } from './migrations/1795741600000-fees';
import { VisitCheckouts1795741700000 } from './migrations/1795741700000-visit-checkouts';
import { EmailClaims1795741800000 } from './migrations/1795741800000-email-claims';
import { CheckoutAttempts1795741900000 } from './migrations/1795741900000-checkout-attempts';
import { VisitPayLinks1795742000000 } from './migrations/1795742000000-visit-pay-links';

export const MIGRATIONS = [
  InitialSchema1763800000000,
  Payments1763900000000,
  Notifications1764000000000,
  BookingsWithoutAccount1764100000000,
  AdminConsole1764200000000,
  ClientSessions1764350000000,
  AppSecrets1764500000000,
  UnpaidHolds1764700000000,
  SelfService1764900000000,
  Waitlist1765000000000,
  HealthDataEncryption1765100000000,
  HealthAccess1765200000000,
  Privacy1765300000000,
  ApiKeys1765400000000,
  Webhooks1765500000000,
  Idempotency1765600000000,
  BookingHolds1765800000000,
  EmailOwnership1765900000001,
  WebhookScopesAttempts1795735796789,
  AdminSessions1795735819726,
  RateLimitKeys1795735829322,
  CancellationOutcomes1795735917743,
  RemindersPerStart1795736264550,
  OwnerSchedule1795739575259,
  ScheduleBlocks1795740286139,
  AppointmentBuffers1795740600421,
  TimeOffLock1795741200000,
  OwnerCatalog1795741300500,
  Ledger1795741400000,
  SavedCards1795741450000,
  OutboxOrder1795741500000,
  Fees1795741600000,
  VisitCheckouts1795741700000,
  EmailClaims1795741800000,
  CheckoutAttempts1795741900000,
  VisitPayLinks1795742000000,
];

/**
 * The connection and its schema, for the app (with its pool) and for its migrations (one connection).
 */
export function connectionOptions(config: AppConfig, poolSize: number): DataSourceOptions {
  if (!config.databaseUrl) throw new Error('No database URL: start the embedded database first');
  return {
    type: 'postgres',
    url: config.databaseUrl,
    schema: config.databaseSchema,
    synchronize: false,
    extra: {
      max: poolSize,
      // A host that does not answer fails a request within seconds (503), not after the kernel's
      // minutes; keep-alive probes find the idle connections to a host that went away. The
      // embedded database, on a socket file of this machine, cannot go away so: it waits as before.
      ...(config.externalDatabase
        ? { connectionTimeoutMillis: config.databaseConnectTimeoutMs, keepAlive: true }
        : {}),
      options: `-c search_path=${config.databaseSchema},public -c TimeZone=UTC`,
    },
  };
}

/** How long past the statement timeout a query waits for any answer before its connection is closed. */
const QUERY_TIMEOUT_MARGIN_MS = 1000;

/**
 * The app's connection pool. The migrations (plain SQL, MIGRATIONS) are run before the app starts, by
 * prepareDatabase, so that instances starting together take turns. The entities are not listed here:
 * each module registers its own (TypeOrmModule.forFeature) and they are loaded from there.
 */
export function dataSourceOptions(config: AppConfig, writes: DatabaseWrites): TypeOrmModuleOptions {
  const options = connectionOptions(config, config.databasePoolSize);
  const extra = options.extra as { options: string };
  const statementMs = config.databaseStatementTimeoutMs;
  return {
    ...options,
    extra: {
      ...extra,
      // With a PostgreSQL server, a statement that runs too long is cancelled by it (the
      // migrations, run apart, have no limit), and a server that does not answer at all is given up
      // a moment later, its connection closed (closingTimedOutConnections): both answer 503
      // (DatabaseOutage). The embedded database takes no statement_timeout, and one of its
      // connections given up mid-statement would only stall the next: it keeps no limit.
      ...(config.externalDatabase
        ? {
            options: `${extra.options} -c statement_timeout=${statementMs}`,
            query_timeout: statementMs + QUERY_TIMEOUT_MARGIN_MS,
          }
        : {}),
      // Each statement of the pool is counted by `writes` (the app's reads kept in memory follow it).
      Client: closingTimedOutConnections(writes.clientClass()),
    },
    autoLoadEntities: true,
  };
}
