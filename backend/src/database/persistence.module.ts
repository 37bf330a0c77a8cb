import { Global, Module, Provider } from '@nestjs/common';
import { RateKeys } from '../common/rate-key';
import { RateLimitSweeper } from '../common/rate-limit-sweeper';
import { PostgresRateLimiter, RateLimiter } from '../common/rate-limiter';
import { TypeormUnitOfWork, UnitOfWork } from '../common/unit-of-work';

/**
 * The shared persistence plumbing: the unit of work every module's adapters join, and the rate
 * limiter (its keys and its sweep). Each module binds its own ports and entities in its own Nest
 * module.
 */
const PORTS: Provider[] = [
  TypeormUnitOfWork,
  { provide: UnitOfWork, useExisting: TypeormUnitOfWork },
  RateKeys,
  { provide: RateLimiter, useClass: PostgresRateLimiter },
  RateLimitSweeper,
];

@Global()
@Module({ providers: PORTS, exports: PORTS })
export class PersistenceModule {}
