import { MENU_KINDS } from '@esthetics/domain';
import { ApiProperty } from '@nestjs/swagger';
import { CATALOG_ACTIONS } from '../ports/catalog-history.port';
import { InstantProperty } from '../../common/dto/time-properties';

const FIELDS =
  'The item’s fields as the admin catalogue shows them (without future_bookings); for a new order, `{ ids }`';

/** One change of the menu (and the `catalog.updated` webhook event's data). */
export class CatalogChangeDto {
  @ApiProperty({ example: '42' }) id: string;
  @InstantProperty() at: string;
  @ApiProperty({ example: 'owner', description: '"owner", or "api key <the key’s name>"' })
  actor: string;
  @ApiProperty({ enum: [...MENU_KINDS] }) kind: string;
  @ApiProperty({
    example: 'classic-european-facial',
    description: 'The item’s id; "*" for a new order of the whole list',
  })
  item_id: string;
  @ApiProperty({ enum: [...CATALOG_ACTIONS] }) action: string;
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    nullable: true,
    description: `Before the change (null for a creation). ${FIELDS}`,
  })
  before: Record<string, unknown> | null;
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    nullable: true,
    description: `After the change (null for a deletion). ${FIELDS}`,
  })
  after: Record<string, unknown> | null;
}

export class CatalogHistoryDto {
  @ApiProperty({ example: 'success' }) status: string;
  @ApiProperty({ type: [CatalogChangeDto], description: 'Newest first' })
  changes: CatalogChangeDto[];
  @ApiProperty({ description: 'How many changes there are, over all pages' }) total: number;
}
