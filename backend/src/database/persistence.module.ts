import { Global, Module, Provider } from '@nestjs/common';
import { PostgresRateLimiter, RateLimiter } from '../common/rate-limiter';
import { TypeormUnitOfWork, UnitOfWork } from '../common/unit-of-work';

/**
 * The shared persistence plumbing: the unit of work every module's adapters join, and the rate
 * limiter. Each module binds its own ports and entities in its own Nest module.
 */
const PORTS: Provider[] = [
  TypeormUnitOfWork,
  { provide: UnitOfWork, useExisting: TypeormUnitOfWork },
  { provide: RateLimiter, useClass: PostgresRateLimiter },
];

@Global()
@Module({ providers: PORTS, exports: PORTS })
export class PersistenceModule {}
