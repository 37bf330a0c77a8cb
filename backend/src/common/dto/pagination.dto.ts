import { ADMIN_LIST_DEFAULT_LIMIT, ADMIN_LIST_MAX_LIMIT, MESSAGES } from '@esthetics/domain';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

const MIN_LIMIT = 1;
/** Far beyond any list the console shows; keeps the database from scanning past absurd offsets. */
const MAX_OFFSET = 1_000_000;

/** A list's `limit`, for a list that pages by key rather than by offset. */
export class LimitQueryDto {
  @ApiPropertyOptional({
    type: 'integer',
    default: ADMIN_LIST_DEFAULT_LIMIT,
    minimum: MIN_LIMIT,
    description: `At most ${ADMIN_LIST_MAX_LIMIT} are answered: a larger limit is taken as ${ADMIN_LIST_MAX_LIMIT}`,
  })
  @IsOptional()
  @Type(() => Number)
  @Min(MIN_LIMIT, { message: MESSAGES.limitTooSmall(MIN_LIMIT) })
  @IsInt({ message: MESSAGES.limitNotWhole })
  limit?: number;
}

/** `limit` and `offset`: the admin lists. */
export class PaginationQueryDto extends LimitQueryDto {
  @ApiPropertyOptional({ type: 'integer', default: 0, minimum: 0 })
  @IsOptional()
  @Type(() => Number)
  @Max(MAX_OFFSET, { message: MESSAGES.offsetTooLarge(MAX_OFFSET) })
  @Min(0, { message: MESSAGES.offsetNegative })
  @IsInt({ message: MESSAGES.offsetNotWhole })
  offset?: number;
}

export interface Page {
  limit: number;
  offset: number;
}

/** The limit capped at the maximum (a larger one is not an error, just capped). */
export const toLimit = (query: LimitQueryDto): number =>
  Math.min(query.limit ?? ADMIN_LIST_DEFAULT_LIMIT, ADMIN_LIST_MAX_LIMIT);

export function toPage(query: PaginationQueryDto): Page {
  return { limit: toLimit(query), offset: query.offset ?? 0 };
}
