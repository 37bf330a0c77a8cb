import { Global, Module, Provider } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Argon2PasswordHasher } from '../admin/adapters/argon2-password-hasher';
import { TypeormAdminRepository } from '../admin/adapters/typeorm-admin.repository';
import { AdminRepository, PasswordHasher } from '../admin/ports/admin.repository';
import { TypeormAppointmentRepository } from '../bookings/adapters/typeorm-appointment.repository';
import { AppointmentRepository } from '../bookings/ports/appointment.repository';
import {
  TypeormClientRepository,
  TypeormConsultationRepository,
} from '../clients/adapters/typeorm-client.repository';
import { ClientRepository, ConsultationRepository } from '../clients/ports/client.repository';
import { PostgresRateLimiter, RateLimiter } from '../common/rate-limiter';
import { ContactRepository, TypeormContactRepository } from '../contact/contact.repository';
import {
  CorporateInquiryRepository,
  TypeormCorporateInquiryRepository,
} from '../corporate/corporate-inquiry.repository';
import { ENTITIES } from './entities';
import { TypeormUnitOfWork, UnitOfWork } from '../common/unit-of-work';

/** Binds every persistence port to its PostgreSQL adapter. */
const PORTS: Provider[] = [
  TypeormUnitOfWork,
  { provide: UnitOfWork, useExisting: TypeormUnitOfWork },
  { provide: AdminRepository, useClass: TypeormAdminRepository },
  { provide: PasswordHasher, useClass: Argon2PasswordHasher },
  { provide: AppointmentRepository, useClass: TypeormAppointmentRepository },
  { provide: ClientRepository, useClass: TypeormClientRepository },
  { provide: ConsultationRepository, useClass: TypeormConsultationRepository },
  { provide: ContactRepository, useClass: TypeormContactRepository },
  { provide: CorporateInquiryRepository, useClass: TypeormCorporateInquiryRepository },
  { provide: RateLimiter, useClass: PostgresRateLimiter },
];

@Global()
@Module({
  imports: [TypeOrmModule.forFeature(ENTITIES)],
  providers: PORTS,
  exports: PORTS,
})
export class PersistenceModule {}
