import { LEDGER_RETENTION_MS } from '@esthetics/domain';
import { Injectable } from '@nestjs/common';
import { CountingSweep } from '../common/counting-sweep';
import { RetentionOf } from '../common/retention-sweep';
import { FeeCharges } from './fee-charges.service';
import { FeeRepository } from './ports/fees.port';

/** Every sweep interval, charges the fees whose grace window has passed (docs/money.md, "Fees"). */
@Injectable()
export class FeeSweeper extends CountingSweep(
  FeeCharges,
  (charges, now) => charges.sweep(now),
  (settled) => `Settled ${settled} fee(s): charged, paid, or sent a pay link`,
) {}

/** Fees follow the ledger's retention: deleted seven years after they were recorded. */
@Injectable()
export class FeeRetentionSweeper extends RetentionOf(
  FeeRepository,
  LEDGER_RETENTION_MS,
  (fees, before, limit) => fees.deleteBefore(before, limit),
) {}
