import { LEDGER_RETENTION_MS } from '@esthetics/domain';
import { Injectable } from '@nestjs/common';
import { RetentionOf } from '../common/retention-sweep';
import { LedgerBooks } from './ports/ledger.port';

export { LEDGER_RETENTION_MS };

/** The ledger's retention: every sweep interval, deletes the entries made more than seven years ago. */
@Injectable()
export class LedgerSweeper extends RetentionOf(
  LedgerBooks,
  LEDGER_RETENTION_MS,
  (books, before, limit) => books.deleteBefore(before, limit),
) {}
