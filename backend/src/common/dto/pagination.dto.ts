import { ADMIN_LIST_DEFAULT_LIMIT, ADMIN_LIST_MAX_LIMIT } from '@esthetics/domain';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

export class PaginationQueryDto {
  @ApiPropertyOptional({
    default: ADMIN_LIST_DEFAULT_LIMIT,
    minimum: 1,
    maximum: ADMIN_LIST_MAX_LIMIT,
  })
  @IsOptional()
  @Type(() => Number)
  @Min(1, { message: 'limit must be at least 1' })
  @IsInt({ message: 'limit must be a whole number' })
  limit?: number;

  @ApiPropertyOptional({ default: 0, minimum: 0 })
  @IsOptional()
  @Type(() => Number)
  @Max(1_000_000, { message: 'offset must be at most 1000000' })
  @Min(0, { message: 'offset must be 0 or more' })
  @IsInt({ message: 'offset must be a whole number' })
  offset?: number;
}

export interface Page {
  limit: number;
  offset: number;
}

/** The limit capped at the maximum (a larger one is not an error, just capped). */
export function toPage(query: PaginationQueryDto): Page {
  return {
    limit: Math.min(query.limit ?? ADMIN_LIST_DEFAULT_LIMIT, ADMIN_LIST_MAX_LIMIT),
    offset: query.offset ?? 0,
  };
}
