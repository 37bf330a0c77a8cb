import { DynamicModule, Global, Module, Provider } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { TerminusModule } from '@nestjs/terminus';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LoggerModule } from 'nestjs-pino';
import { createSecretKey } from 'node:crypto';
import { pino, type LoggerOptions } from 'pino';
import { AdminModule } from './admin/admin.module';
import { AdminGuard, ClientOwnerGuard } from './auth/guards';
import { LoginThrottle } from './auth/login-throttle';
import { TokenService } from './auth/token.service';
import { BookingsModule } from './bookings/bookings.module';
import { ClientsModule, ClientsPortsModule } from './clients/clients.module';
import { Clock, SystemClock } from './common/clock';
import { DatabaseOutage } from './common/database-outage';
import { FormRateLimitGuard } from './common/form-rate-limit.guard';
import { LOG_REDACT, logDestination, logFormat, maskSecrets } from './common/logging';
import { type LoggedRequest, RequestLogging } from './common/request-logging';
import { AppConfig } from './config/app-config';
import { ContactModule } from './contact/contact.module';
import { CorporateModule } from './corporate/corporate.module';
import { dataSourceOptions } from './database/data-source';
import { DatabaseWrites } from './database/database-writes';
import { PersistenceModule } from './database/persistence.module';
import { HealthController } from './health/health.controller';
import { HealthDataModule } from './health-data/health-data.module';
import { IdempotencyModule } from './integrations/idempotency/idempotency.module';
import { MailDeliveryModule } from './notifications/mail-delivery.module';
import { NotificationsModule } from './notifications/notifications.module';
import { CalendarModule } from './calendar/calendar.module';
import { LocalCheckoutModule, PaymentsModule } from './payments/payments.module';
import { SelfServiceModule } from './self-service/self-service.module';
import { SiteModule } from './site/site.module';
import { WaitlistModule } from './waitlist/waitlist.module';
import { HealthAccessModule } from './health-access/health-access.module';
import { WebhooksModule } from './integrations/webhooks/webhooks.module';
import { PrivacyModule } from './privacy/privacy.module';
import { ApiKeysModule } from './integrations/api-keys/api-keys.module';
import { ScheduleModule } from './schedule/schedule.module';
import { TimeBlocksModule } from './schedule/time-blocks.module';
import { BookingsPortsModule } from './bookings/bookings-ports.module';
import { CatalogModule } from './catalog/catalog.module';
import { LedgerModule } from './ledger/ledger.module';
import { VisitCheckoutModule } from './visit-checkout/visit-checkout.module';
import { AdminSessionsModule } from './admin-sessions/admin-sessions.module';

export interface AppOptions {
  /** Replaces the system clock (tests move time). */
  clock?: Clock;
}

@Global()
@Module({})
class CoreModule {
  static forRoot(config: AppConfig, options: AppOptions, writes: DatabaseWrites): DynamicModule {
    if (!config.jwtSecret) throw new Error('JWT secret not resolved');
    // A KeyObject, made once: given the secret as a string, jsonwebtoken first tries (and fails) to
    // read it as a PEM private or public key on every token it signs or verifies.
    const key = createSecretKey(Buffer.from(config.jwtSecret));
    const jwt = JwtModule.register({
      secretOrKeyProvider: () => key,
      signOptions: { algorithm: 'HS256' },
      verifyOptions: { algorithms: ['HS256'] },
    });
    // The guards on every module's routes read the sessions and API keys through these modules' ports.
    const access = [AdminSessionsModule, ApiKeysModule, ClientsPortsModule];
    const values: Provider[] = [
      { provide: AppConfig, useValue: config },
      { provide: Clock, useValue: options.clock ?? new SystemClock() },
      { provide: DatabaseWrites, useValue: writes },
    ];
    const services = [
      TokenService,
      LoginThrottle,
      AdminGuard,
      ClientOwnerGuard,
      FormRateLimitGuard,
      DatabaseOutage,
    ];
    return {
      module: CoreModule,
      imports: [jwt, ...access],
      providers: [...values, ...services],
      exports: [AppConfig, Clock, DatabaseWrites, ...services, jwt, ...access],
    };
  }
}

/** The app's logger and the API's request logging (see RequestLogging). */
function requestLogging(config: AppConfig): RequestLogging {
  const options: LoggerOptions = {
    level: config.logLevel,
    redact: { paths: LOG_REDACT, censor: '[redacted]' },
    serializers: {
      req: (req: LoggedRequest) => ({
        id: req.id,
        method: req.method,
        // Query strings can carry personal data, and some paths carry secrets: log the path, masked.
        url: maskSecrets(req.url.split('?')[0]),
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      err: pino.stdSerializers.err,
    },
  };
  // Readable lines in a terminal, JSON in production and when piped.
  const destination = logDestination(logFormat(process.stdout, config.production));
  return new RequestLogging(
    destination ? pino(options, destination) : pino(options),
    (path) => path === '/api/health',
  );
}

@Module({})
export class AppModule {
  static forRoot(config: AppConfig, options: AppOptions = {}): DynamicModule {
    const writes = new DatabaseWrites();
    const logging = requestLogging(config);
    return {
      module: AppModule,
      imports: [
        // The logger only: its middlewares are mounted by configureApp (see RequestLogging).
        LoggerModule.forRoot({
          pinoHttp: { logger: logging.logger },
          useExisting: true,
          forRoutes: [],
        }),
        CoreModule.forRoot(config, options, writes),
        TypeOrmModule.forRoot(dataSourceOptions(config, writes)),
        PersistenceModule,
        NotificationsModule,
        // The modules that read appointments through ports of their own, which the bookings module binds.
        MailDeliveryModule.register({ appointments: BookingsPortsModule }),
        TerminusModule,
        SiteModule,
        BookingsModule,
        ClientsModule,
        AdminModule,
        ContactModule,
        CorporateModule,
        PaymentsModule,
        LedgerModule,
        VisitCheckoutModule,
        LocalCheckoutModule.forRoot(config),
        CalendarModule.register({ appointments: BookingsPortsModule }),
        SelfServiceModule,
        WaitlistModule,
        HealthDataModule,
        HealthAccessModule,
        IdempotencyModule,
        WebhooksModule,
        PrivacyModule,
        ApiKeysModule,
        ScheduleModule,
        TimeBlocksModule.register({ appointments: BookingsPortsModule }),
        CatalogModule,
        AdminSessionsModule,
      ],
      controllers: [HealthController],
      providers: [{ provide: RequestLogging, useValue: logging }],
    };
  }
}
