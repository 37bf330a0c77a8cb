import { Module, Provider } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ClientSessions } from '../auth/client-sessions';
import { BookingsPortsModule } from '../bookings/bookings-ports.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { ClientEntity } from './adapters/client.entity';
import { ConsultationEntity } from './adapters/consultation.entity';
import { TypeormClientRepository } from './adapters/typeorm-client.repository';
import { TypeormClientSessions } from './adapters/typeorm-client-sessions';
import { TypeormConsultationRepository } from './adapters/typeorm-consultation.repository';
import { ClientsController } from './clients.controller';
import { ClientsService } from './clients.service';
import { ClientRepository, ConsultationRepository } from './ports/client.port';
import { TypeormEmailProofs } from './adapters/typeorm-email-proofs';
import { EmailOwnershipController } from './email-ownership.controller';
import { EmailConfirmationService } from './email-confirmation.service';
import { EmailOwnershipService } from './email-ownership.service';
import { EmailProofs } from './ports/email-proofs.port';
import { EmailClaimController } from './email-claim.controller';
import { EmailClaimService } from './email-claim.service';
import { EmailClaims } from './ports/email-claims.port';
import { TypeormEmailClaims } from './adapters/typeorm-email-claims';
import { LoggedHealthReads } from './adapters/logged-health-reads';
import { HealthReads } from './ports/health-reads.port';
import { CatalogModule } from '../catalog/catalog.module';
import { WebhooksModule } from '../integrations/webhooks/webhooks.module';
import { HealthAccessModule } from '../health-access/health-access.module';
import { HealthDataModule } from '../health-data/health-data.module';

const PORTS: Provider[] = [
  { provide: ClientRepository, useClass: TypeormClientRepository },
  { provide: ConsultationRepository, useClass: TypeormConsultationRepository },
  { provide: ClientSessions, useClass: TypeormClientSessions },
  // Every read of a client's health answers by the admin is logged (the admin console reads them too).
  { provide: HealthReads, useClass: LoggedHealthReads },
];

/**
 * The clients module's ports bound to their adapters; admin, privacy and the core module (whose
 * guards read client sessions) import it.
 */
@Module({
  imports: [TypeOrmModule.forFeature([ClientEntity, ConsultationEntity]), HealthDataModule],
  providers: PORTS,
  exports: PORTS,
})
export class ClientsPortsModule {}

@Module({
  imports: [
    ClientsPortsModule,
    BookingsPortsModule,
    NotificationsModule,
    CatalogModule,
    WebhooksModule,
    HealthAccessModule,
  ],
  controllers: [ClientsController, EmailOwnershipController, EmailClaimController],
  providers: [
    ClientsService,
    EmailOwnershipService,
    EmailConfirmationService,
    EmailClaimService,
    { provide: EmailProofs, useClass: TypeormEmailProofs },
    { provide: EmailClaims, useClass: TypeormEmailClaims },
  ],
})
export class ClientsModule {}
