import { Body, Controller, Delete, HttpCode, Param, Post, Put } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import { AdminOnly, ApiKeyScope, SignedIn } from '../auth/guards';
import type { Principal } from '../auth/token.service';
import { ErrorDto } from '../common/dto/error.dto';
import { Idempotent } from '../integrations/idempotency/idempotent.decorator';
import { BAD_ITEM, BAD_ORDER, BOOKED, CHANGE_NOTE, NOT_FOUND, SAVE_NOTE } from './catalog-api.docs';
import { catalogActor } from './catalog-actor';
import { CatalogEditsService } from './catalog-edits.service';
import { MenuOrderBodyDto, AddOnBodyDto, AddOnChangeBodyDto } from './dto/catalog-bodies.dto';
import { AdminAddOnAnswerDto, AdminAddOnsAnswerDto } from './dto/catalog-items.dto';

/** The owner's add-ons: add, change (hide, show), reorder, remove. */
@ApiTags('admin')
@Controller('admin/catalog/add-ons')
@AdminOnly()
export class CatalogAddOnsController {
  constructor(private readonly edits: CatalogEditsService) {}

  @Post()
  @Idempotent()
  @ApiOperation({
    summary: 'Add an add-on at the end of the list (its id: the name as a slug, made unique)',
    description: SAVE_NOTE,
  })
  @ApiBody({ type: AddOnBodyDto })
  @ApiCreatedResponse({ type: AdminAddOnAnswerDto })
  @ApiBadRequestResponse({ type: ErrorDto, description: BAD_ITEM })
  @ApiKeyScope('catalog:write')
  async createAddOn(
    @Body() body: AddOnBodyDto,
    @SignedIn() who: Principal,
  ): Promise<AdminAddOnAnswerDto> {
    return {
      status: 'success',
      add_on: await this.edits.create('add_on', body, catalogActor(who)),
    };
  }

  @Put('order')
  @Idempotent()
  @ApiOperation({ summary: 'Put the add-ons in a new order', description: SAVE_NOTE })
  @ApiBody({ type: MenuOrderBodyDto })
  @ApiOkResponse({ type: AdminAddOnsAnswerDto })
  @ApiBadRequestResponse({ type: ErrorDto, description: BAD_ORDER })
  @ApiKeyScope('catalog:write')
  async orderAddOns(
    @Body() body: MenuOrderBodyDto,
    @SignedIn() who: Principal,
  ): Promise<AdminAddOnsAnswerDto> {
    return {
      status: 'success',
      add_ons: await this.edits.reorder('add_on', body, catalogActor(who)),
    };
  }

  @Put(':id')
  @Idempotent()
  @ApiOperation({ summary: 'Change an add-on', description: `${CHANGE_NOTE} ${SAVE_NOTE}` })
  @ApiParam({ name: 'id', example: 'led-light-therapy' })
  @ApiBody({ type: AddOnChangeBodyDto })
  @ApiOkResponse({ type: AdminAddOnAnswerDto })
  @ApiBadRequestResponse({ type: ErrorDto, description: BAD_ITEM })
  @ApiNotFoundResponse({ type: ErrorDto, description: NOT_FOUND })
  @ApiKeyScope('catalog:write')
  async updateAddOn(
    @Param('id') id: string,
    @Body() body: AddOnChangeBodyDto,
    @SignedIn() who: Principal,
  ): Promise<AdminAddOnAnswerDto> {
    return {
      status: 'success',
      add_on: await this.edits.update('add_on', id, body, catalogActor(who)),
    };
  }

  @Delete(':id')
  @HttpCode(204)
  @Idempotent()
  @ApiOperation({ summary: 'Remove an add-on no appointment to come uses', description: SAVE_NOTE })
  @ApiParam({ name: 'id', example: 'led-light-therapy' })
  @ApiNoContentResponse({ description: 'Removed' })
  @ApiNotFoundResponse({ type: ErrorDto, description: NOT_FOUND })
  @ApiConflictResponse({ type: ErrorDto, description: BOOKED })
  @ApiKeyScope('catalog:write')
  deleteAddOn(@Param('id') id: string, @SignedIn() who: Principal): Promise<void> {
    return this.edits.remove('add_on', id, catalogActor(who));
  }
}
