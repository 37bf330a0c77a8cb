import { applyDecorators, Controller, Get, Query, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Readable } from 'node:stream';
import { AdminOnly, ApiKeyScope } from '../auth/guards';
import { ApiRefusals } from '../common/api-responses';
import { LedgerQueryDto, LedgerRangeQueryDto, MoneyTotalsQueryDto } from './dto/money-query.dto';
import { LedgerPageDto, MoneyTotalsDto } from './dto/money.dto';
import { MoneyService } from './money.service';

/**
 * A read of the books: the owner's, or an API key that reads appointments (their payments are part
 * of an appointment's detail already); `refused`, what a 400 means there.
 */
const BooksRead = (refused: string) =>
  applyDecorators(ApiKeyScope('appointments:read'), ApiRefusals({ 400: refused }));

/** The export, documented on its own status: an error is the API's JSON error, not CSV. */
const CSV_ANSWER = {
  description: 'An attachment, ledger.csv',
  content: { 'text/csv': { schema: { type: 'string' as const } } },
};

/** The Money panel's reads of the ledger (docs/money.md): entries, totals, the accountant's export. */
@ApiTags('admin')
@Controller('admin/money')
@AdminOnly()
export class MoneyController {
  constructor(private readonly money: MoneyService) {}

  @Get('ledger')
  @ApiOperation({
    summary: 'The ledger: every money movement, oldest first, paged by key',
    description:
      'Entries made on the local days from..to (business time zone), ordered by created_at then id. ' +
      'A page ends with next_after: pass it as after for the next page (null on the last).',
  })
  @ApiOkResponse({ type: LedgerPageDto })
  @BooksRead('A bad limit, from, to (from after to) or after')
  getLedger(@Query() query: LedgerQueryDto): Promise<LedgerPageDto> {
    return this.money.page(query);
  }

  @Get('totals')
  @ApiOperation({
    summary: 'Totals by kind of a day, a week or a month, in cents',
    description:
      'The entries made in the period (its local days in the business time zone; weeks run Monday ' +
      'to Sunday), summed by kind; tips (cash and card alike) and fees repeated on their own.',
  })
  @ApiOkResponse({ type: MoneyTotalsDto })
  @BooksRead('A bad period or date')
  getMoneyTotals(@Query() query: MoneyTotalsQueryDto): Promise<MoneyTotalsDto> {
    return this.money.totals(query);
  }

  @Get('ledger.csv')
  @ApiOperation({
    summary: "The accountant's export of the ledger, as CSV",
    description:
      'Columns: date (local), appointment id, client name, service, kind, method, amount (dollars, ' +
      'two decimals, always positive: the kind says which way), provider id. Oldest first.',
  })
  @ApiOkResponse(CSV_ANSWER)
  @BooksRead('A bad from or to (from after to)')
  getLedgerCsv(@Query() query: LedgerRangeQueryDto): StreamableFile {
    return new StreamableFile(Readable.from(this.money.csv(query)), {
      type: 'text/csv; charset=utf-8',
      disposition: 'attachment; filename="ledger.csv"',
    });
  }
}
