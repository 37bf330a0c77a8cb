import { dateInZone, periodInterval, periodRange, STATS_PERIODS } from '@esthetics/domain';
import { Injectable } from '@nestjs/common';
import { Clock } from '../common/clock';
import { choiceParam, dateParam } from '../common/query-params';
import { AppConfig } from '../config/app-config';
import { BooksPeriod, LedgerPeriods } from './ports/ledger-periods.port';

/** The period of a totals query: a day by default, today in the business time zone by default. */
@Injectable()
export class ZonedLedgerPeriods extends LedgerPeriods {
  constructor(
    private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {
    super();
  }

  of(period: unknown, date: unknown): BooksPeriod {
    const timeZone = this.config.business.timeZone;
    const chosen = choiceParam(period, STATS_PERIODS, 'moneyPeriodInvalid', 'period') ?? 'day';
    const day =
      dateParam(date, 'moneyDateInvalid', 'date') ?? dateInZone(this.clock.now(), timeZone);
    const range = periodRange(chosen, day);
    return { period: chosen, ...range, timeZone, within: periodInterval(range, timeZone) };
  }
}
