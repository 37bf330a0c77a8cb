import {
  periodInterval,
  zonedDateTimeToInstant,
  Interval,
  LedgerEntry,
  ledgerSums,
  totalsByKind,
} from '@esthetics/domain';
import { Injectable } from '@nestjs/common';
import { AppError } from '../common/app-errors';
import { toLimit } from '../common/dto/pagination.dto';
import { dateRangeParams, single } from '../common/query-params';
import { AppConfig } from '../config/app-config';
import { toLedgerEntryDto } from './dto/ledger.mapper';
import { LedgerQueryDto, LedgerRangeQueryDto, MoneyTotalsQueryDto } from './dto/money-query.dto';
import { LedgerPageDto, MoneyTotalsDto } from './dto/money.dto';
import { csvLine, LEDGER_CSV_HEADER, ledgerCsvLine } from './ledger-csv';
import { LedgerBooks, LedgerCursor } from './ports/ledger.port';
import { LedgerPeriods } from './ports/ledger-periods.port';

/** How many entries the export reads at a time. */
const CSV_BATCH = 500;

/** A page's cursor: the last entry's instant (to the millisecond, as stored) and id. */
const CURSOR =
  /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)_([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

const cursorOf = (e: { at: Date; id: string }): string => `${e.at.toISOString()}_${e.id}`;

function cursorParam(value: unknown): LedgerCursor | null {
  const text = single(value, 'ledgerCursorInvalid', 'after');
  if (text === null) return null;
  const match = CURSOR.exec(text);
  const at = match ? new Date(match[1]) : null;
  if (!match || !at || Number.isNaN(at.getTime()))
    throw AppError.of('ledgerCursorInvalid', 'after');
  return { at, id: match[2] };
}

/** The Money panel's reads of the ledger (docs/money.md): a page, the totals of a period, the export. */
@Injectable()
export class MoneyService {
  constructor(
    private readonly books: LedgerBooks,
    private readonly periods: LedgerPeriods,
    private readonly config: AppConfig,
  ) {}

  private get timeZone(): string {
    return this.config.business.timeZone;
  }

  /** The instants the local days `from`..`to` cover; a day left out leaves its end open. */
  private window(query: LedgerRangeQueryDto): Partial<Interval> {
    const { from, to } = dateRangeParams(query.from, query.to);
    return {
      start: from === null ? undefined : zonedDateTimeToInstant(from, '00:00', this.timeZone),
      end: to === null ? undefined : periodInterval({ from: to, to }, this.timeZone).end,
    };
  }

  async page(query: LedgerQueryDto): Promise<LedgerPageDto> {
    const within = this.window(query);
    const after = cursorParam(query.after);
    const limit = toLimit(query);
    const entries = await this.books.page(within, after, limit);
    const last = entries.at(-1);
    return {
      entries: entries.map(toLedgerEntryDto),
      next_after: entries.length === limit && last ? cursorOf(last) : null,
    };
  }

  async totals(query: MoneyTotalsQueryDto): Promise<MoneyTotalsDto> {
    const { period, from, to, timeZone, within } = this.periods.of(query.period, query.date);
    // Each sum read as one entry, so the domain's rules (what counts as taken in) total them.
    const sums: LedgerEntry[] = (await this.books.sumsBetween(within)).map((s) => ({
      ...s,
      providerId: null,
      at: within.start,
    }));
    const byKind = totalsByKind(sums);
    return {
      period,
      from,
      to,
      time_zone: timeZone,
      by_kind: byKind,
      tips_cents: byKind.tip,
      fees_cents: byKind.fee,
      net_cents: ledgerSums(sums).paidCents,
    };
  }

  /**
   * The export's lines, header first, read a batch at a time by key. The query is checked now, so
   * a bad one is refused before the first line goes out.
   */
  csv(query: LedgerRangeQueryDto): AsyncIterable<string> {
    const within = this.window(query);
    return this.csvLines(within);
  }

  private async *csvLines(within: Partial<Interval>): AsyncIterable<string> {
    yield csvLine(LEDGER_CSV_HEADER);
    let after: LedgerCursor | null = null;
    for (;;) {
      const batch = await this.books.page(within, after, CSV_BATCH);
      for (const e of batch) yield ledgerCsvLine(e, this.timeZone);
      if (batch.length < CSV_BATCH) return;
      const last = batch[batch.length - 1];
      after = { at: last.at, id: last.id };
    }
  }
}
