import { Module } from '@nestjs/common';
import { PostgresIdempotencyStore } from './adapters/postgres-idempotency.store';
import { IdempotencySweeper } from './idempotency-sweeper';
import { IdempotencyInterceptor } from './idempotency.interceptor';
import { IdempotencyStore } from './ports/idempotency-store.port';

/**
 * Idempotency-Key on the routes marked `@Idempotent()`. The interceptor is built in the module of
 * each controller that uses it and needs the store there: such a module imports this one.
 */
@Module({
  providers: [
    { provide: IdempotencyStore, useClass: PostgresIdempotencyStore },
    IdempotencyInterceptor,
    IdempotencySweeper,
  ],
  exports: [IdempotencyStore, IdempotencyInterceptor],
})
export class IdempotencyModule {}
