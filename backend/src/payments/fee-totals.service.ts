import { FEE_STATES } from '@esthetics/domain';
import { Injectable } from '@nestjs/common';
import { LedgerPeriods } from '../ledger/ports/ledger-periods.port';
import { FeeStateTotalsDto, FeeTotalsDto, FeeTotalsQueryDto } from './dto/fee-totals.dto';
import { FeeRepository } from './ports/fees.port';

/**
 * The fees of a day, a week or a month by state, for the Money panel (docs/money.md, "The Money
 * panel"): waived and failed fees move no money, so the ledger's totals cannot show them. The
 * period is the ledger's own (LedgerPeriods), so both figures cover the same instants.
 */
@Injectable()
export class FeeTotalsService {
  constructor(
    private readonly fees: FeeRepository,
    private readonly periods: LedgerPeriods,
  ) {}

  async totals(query: FeeTotalsQueryDto): Promise<FeeTotalsDto> {
    const { period, from, to, timeZone, within } = this.periods.of(query.period, query.date);
    const sums = await this.fees.totalsBetween(within);
    const byState = Object.fromEntries(
      FEE_STATES.map((state) => {
        const sum = sums.find((s) => s.state === state);
        return [state, { count: sum?.count ?? 0, amount_cents: sum?.amountCents ?? 0 }];
      }),
    ) as unknown as FeeStateTotalsDto;
    return { period, from, to, time_zone: timeZone, by_state: byState };
  }
}
