import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BookingsPortsModule } from '../bookings/bookings-ports.module';
import { ClientsPortsModule } from '../clients/clients.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { ContactModule } from '../contact/contact.module';
import { CorporateModule } from '../corporate/corporate.module';
import { PaymentsModule } from '../payments/payments.module';
import { SelfServiceModule } from '../self-service/self-service.module';
import { WaitlistModule } from '../waitlist/waitlist.module';
import { AdminEntity } from './adapters/admin.entity';
import { Argon2PasswordHasher } from './adapters/argon2-password-hasher';
import { TypeormAdminRepository } from './adapters/typeorm-admin.repository';
import { AdminAccountService } from './admin-account.service';
import { AdminSessionsController } from './admin-sessions.controller';
import { AdminSessionsService } from './admin-sessions.service';
import { AdminAppointmentChangesController } from './admin-appointment-changes.controller';
import { AdminAppointmentsController } from './admin-appointments.controller';
import { AdminAppointmentsService } from './admin-appointments.service';
import { AdminClientErasureController } from './admin-client-erasure.controller';
import { AdminClientsController } from './admin-clients.controller';
import { AdminClientsService } from './admin-clients.service';
import { AdminController } from './admin.controller';
import { AdminInboxController } from './admin-inbox.controller';
import { AdminInboxService } from './admin-inbox.service';
import { AdminOutboxController } from './admin-outbox.controller';
import { AdminOutboxService } from './admin-outbox.service';
import { AdminService } from './admin.service';
import { AdminStatsController } from './admin-stats.controller';
import { AdminStatsService } from './admin-stats.service';
import { AdminRepository, PasswordHasher } from './ports/admin.port';
import { CatalogModule } from '../catalog/catalog.module';
import { WebhooksModule } from '../integrations/webhooks/webhooks.module';
import { AdminSessionsModule } from '../admin-sessions/admin-sessions.module';
import { PrivacyModule } from '../privacy/privacy.module';

@Module({
  imports: [
    TypeOrmModule.forFeature([AdminEntity]),
    BookingsPortsModule,
    ClientsPortsModule,
    NotificationsModule,
    PaymentsModule,
    WaitlistModule,
    ContactModule,
    CorporateModule,
    CatalogModule,
    WebhooksModule,
    AdminSessionsModule,
    SelfServiceModule,
    PrivacyModule,
  ],
  controllers: [
    AdminController,
    AdminAppointmentsController,
    AdminAppointmentChangesController,
    AdminClientsController,
    AdminClientErasureController,
    AdminInboxController,
    AdminOutboxController,
    AdminStatsController,
    AdminSessionsController,
  ],
  providers: [
    AdminService,
    AdminAccountService,
    AdminAppointmentsService,
    AdminClientsService,
    AdminInboxService,
    AdminOutboxService,
    AdminStatsService,
    AdminSessionsService,
    { provide: AdminRepository, useClass: TypeormAdminRepository },
    { provide: PasswordHasher, useClass: Argon2PasswordHasher },
  ],
})
export class AdminModule {}
