import { ApiProperty } from '@nestjs/swagger';
import { SavedCard } from '../ports/saved-cards.port';

export class SavedCardDto {
  @ApiProperty({ example: 'visa', description: "The card's brand, as the provider names it" })
  brand: string;
  @ApiProperty({ example: '4242', description: 'The last four digits' }) last4: string;
  @ApiProperty({ type: 'integer', nullable: true, example: 12 }) exp_month: number | null;
  @ApiProperty({ type: 'integer', nullable: true, example: 2034 }) exp_year: number | null;
}

export class SavedCardAnswerDto {
  @ApiProperty({
    type: SavedCardDto,
    nullable: true,
    description:
      'The card saved at the last deposit paid, kept for the fees and balances the policy allows (docs/money.md); null when none is saved',
  })
  card: SavedCardDto | null;
}

export const toSavedCardAnswer = (card: SavedCard | null): SavedCardAnswerDto => ({
  card: card && {
    brand: card.brand,
    last4: card.last4,
    exp_month: card.expMonth,
    exp_year: card.expYear,
  },
});
