import { Controller, Delete, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ClientOwnerOrAdmin } from '../auth/guards';
import { ApiRefusals, NoContent } from '../common/api-responses';
import { UuidParam } from '../common/uuid-param';
import { SavedCardAnswerDto, toSavedCardAnswer } from './dto/saved-card.dto';
import { SavedCards } from './saved-cards.service';

/** The client's card saved at a deposit's checkout (docs/money.md): see it, remove it. */
@ApiTags('clients')
@Controller('clients')
export class SavedCardController {
  constructor(private readonly cards: SavedCards) {}

  @Get(':id/saved-card')
  @ClientOwnerOrAdmin()
  @ApiOperation({ summary: "The client's saved card (brand, last digits, expiry), or null" })
  @ApiOkResponse({ type: SavedCardAnswerDto })
  async savedCard(@UuidParam() id: string): Promise<SavedCardAnswerDto> {
    return toSavedCardAnswer(await this.cards.cardOfClient(id));
  }

  @Delete(':id/saved-card')
  @ClientOwnerOrAdmin()
  @NoContent('Removed: detached at the payment provider and forgotten (also when none was saved)')
  @ApiOperation({ summary: "Remove the client's saved card; it is never charged again" })
  @ApiRefusals({ 502: 'The payment provider could not be reached: the card is kept' })
  removeSavedCard(@UuidParam() id: string): Promise<void> {
    return this.cards.removeForClient(id);
  }
}
