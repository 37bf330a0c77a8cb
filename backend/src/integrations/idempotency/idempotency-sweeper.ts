import { Injectable } from '@nestjs/common';
import { CountingSweep } from '../../common/counting-sweep';
import { IdempotencyStore } from './ports/idempotency-store.port';

/**
 * Every sweep interval, deletes the Idempotency-Keys past their 24 hours (an expired key is already
 * ignored by a claim: this only keeps the table small); a pass answers how many.
 */
@Injectable()
export class IdempotencySweeper extends CountingSweep(IdempotencyStore, (store, now) =>
  store.deleteExpired(now),
) {}
