import { Global, Module, Provider } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ClientEntity } from './adapters/client.entity';
import { ConsultationEntity } from './adapters/consultation.entity';
import { TypeormClientRepository } from './adapters/typeorm-client.repository';
import { TypeormConsultationRepository } from './adapters/typeorm-consultation.repository';
import { ClientsController } from './clients.controller';
import { ClientsService } from './clients.service';
import { ClientRepository, ConsultationRepository } from './ports/client.repository';

const PORTS: Provider[] = [
  { provide: ClientRepository, useClass: TypeormClientRepository },
  { provide: ConsultationRepository, useClass: TypeormConsultationRepository },
];

/** The clients module's ports bound to their adapters. Global: bookings and admin read clients. */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([ClientEntity, ConsultationEntity])],
  providers: PORTS,
  exports: PORTS,
})
export class ClientsPortsModule {}

@Module({
  imports: [ClientsPortsModule],
  controllers: [ClientsController],
  providers: [ClientsService],
})
export class ClientsModule {}
