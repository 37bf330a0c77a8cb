import { Module } from '@nestjs/common';
import { TypeormLedger } from './adapters/typeorm-ledger';
import { LedgerSweeper } from './ledger-sweeper';
import { MoneyController } from './money.controller';
import { MoneyService } from './money.service';
import { Ledger, LedgerBooks } from './ports/ledger.port';
import { LedgerPeriods } from './ports/ledger-periods.port';
import { ZonedLedgerPeriods } from './ledger-periods';

/**
 * The ledger (docs/money.md): the modules that move money record through the Ledger port; the
 * Money panel's routes read it; entries go after seven years. Its periods are shared with the
 * fees' totals, so both count the same days.
 */
@Module({
  controllers: [MoneyController],
  providers: [
    { provide: LedgerBooks, useClass: TypeormLedger },
    { provide: Ledger, useExisting: LedgerBooks },
    { provide: LedgerPeriods, useClass: ZonedLedgerPeriods },
    MoneyService,
    LedgerSweeper,
  ],
  exports: [Ledger, LedgerBooks, LedgerPeriods],
})
export class LedgerModule {}
