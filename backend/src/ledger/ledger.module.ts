import { Module } from '@nestjs/common';
import { TypeormLedger } from './adapters/typeorm-ledger';
import { LedgerSweeper } from './ledger-sweeper';
import { MoneyController } from './money.controller';
import { MoneyService } from './money.service';
import { Ledger, LedgerBooks } from './ports/ledger.port';

/**
 * The ledger (docs/money.md): the modules that move money record through the Ledger port; the
 * Money panel's routes read it; entries go after seven years.
 */
@Module({
  controllers: [MoneyController],
  providers: [
    { provide: LedgerBooks, useClass: TypeormLedger },
    { provide: Ledger, useExisting: LedgerBooks },
    MoneyService,
    LedgerSweeper,
  ],
  exports: [Ledger, LedgerBooks],
})
export class LedgerModule {}
