import { STATS_PERIODS } from '@esthetics/domain';
import { ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { LimitQueryDto } from '../../common/dto/pagination.dto';

// Checked by the money service (common/query-params.ts) with the domain's messages; an empty one is
// none (allowEmptyValue), as the console sends its blank fields.
const EMPTY_IS_NONE = { allowEmptyValue: true } as const;

/** The days an export or a page of the ledger covers, in the business time zone. */
export class LedgerRangeQueryDto {
  @ApiPropertyOptional({
    ...EMPTY_IS_NONE,
    format: 'date',
    example: '2026-12-01',
    description:
      "First local date (business time zone) whose entries are included; YYYY-MM-DD, not after 'to'. None: from the first entry",
  })
  from?: string;

  @ApiPropertyOptional({
    ...EMPTY_IS_NONE,
    format: 'date',
    example: '2026-12-31',
    description: 'Last local date included; YYYY-MM-DD. None: up to the last entry',
  })
  to?: string;
}

/** A page of the ledger: `limit` entries of the range, after the previous page's last. */
export class LedgerQueryDto extends IntersectionType(LimitQueryDto, LedgerRangeQueryDto) {
  @ApiPropertyOptional({
    ...EMPTY_IS_NONE,
    description:
      "The previous page's next_after: the page starts after that entry. None: the first page",
  })
  after?: string;
}

export class MoneyTotalsQueryDto {
  @ApiPropertyOptional({ ...EMPTY_IS_NONE, enum: [...STATS_PERIODS], default: 'day' })
  period?: string;

  @ApiPropertyOptional({
    ...EMPTY_IS_NONE,
    format: 'date',
    example: '2026-12-01',
    description:
      'A day of the period (YYYY-MM-DD): the day, its week (Monday to Sunday) or its month. None: today in the business time zone',
  })
  date?: string;
}
