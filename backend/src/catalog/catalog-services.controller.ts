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
import { MenuOrderBodyDto, ServiceBodyDto, ServiceChangeBodyDto } from './dto/catalog-bodies.dto';
import { AdminServiceAnswerDto, AdminServicesAnswerDto } from './dto/catalog-items.dto';

/** The owner's services: add, change (hide, show), reorder, remove. */
@ApiTags('admin')
@Controller('admin/catalog/services')
@AdminOnly()
export class CatalogServicesController {
  constructor(private readonly edits: CatalogEditsService) {}

  @Post()
  @Idempotent()
  @ApiOperation({
    summary: 'Add a service at the end of the list (its id: the name as a slug, made unique)',
    description: SAVE_NOTE,
  })
  @ApiBody({ type: ServiceBodyDto })
  @ApiCreatedResponse({ type: AdminServiceAnswerDto })
  @ApiBadRequestResponse({ type: ErrorDto, description: BAD_ITEM })
  @ApiKeyScope('catalog:write')
  async createService(
    @Body() body: ServiceBodyDto,
    @SignedIn() who: Principal,
  ): Promise<AdminServiceAnswerDto> {
    return {
      status: 'success',
      service: await this.edits.create('service', body, catalogActor(who)),
    };
  }

  @Put('order')
  @Idempotent()
  @ApiOperation({ summary: 'Put the services in a new order', description: SAVE_NOTE })
  @ApiBody({ type: MenuOrderBodyDto })
  @ApiOkResponse({ type: AdminServicesAnswerDto })
  @ApiBadRequestResponse({ type: ErrorDto, description: BAD_ORDER })
  @ApiKeyScope('catalog:write')
  async orderServices(
    @Body() body: MenuOrderBodyDto,
    @SignedIn() who: Principal,
  ): Promise<AdminServicesAnswerDto> {
    return {
      status: 'success',
      services: await this.edits.reorder('service', body, catalogActor(who)),
    };
  }

  @Put(':id')
  @Idempotent()
  @ApiOperation({ summary: 'Change a service', description: `${CHANGE_NOTE} ${SAVE_NOTE}` })
  @ApiParam({ name: 'id', example: 'classic-european-facial' })
  @ApiBody({ type: ServiceChangeBodyDto })
  @ApiOkResponse({ type: AdminServiceAnswerDto })
  @ApiBadRequestResponse({ type: ErrorDto, description: BAD_ITEM })
  @ApiNotFoundResponse({ type: ErrorDto, description: NOT_FOUND })
  @ApiKeyScope('catalog:write')
  async updateService(
    @Param('id') id: string,
    @Body() body: ServiceChangeBodyDto,
    @SignedIn() who: Principal,
  ): Promise<AdminServiceAnswerDto> {
    return {
      status: 'success',
      service: await this.edits.update('service', id, body, catalogActor(who)),
    };
  }

  @Delete(':id')
  @HttpCode(204)
  @Idempotent()
  @ApiOperation({ summary: 'Remove a service no appointment to come uses', description: SAVE_NOTE })
  @ApiParam({ name: 'id', example: 'classic-european-facial' })
  @ApiNoContentResponse({ description: 'Removed' })
  @ApiNotFoundResponse({ type: ErrorDto, description: NOT_FOUND })
  @ApiConflictResponse({ type: ErrorDto, description: BOOKED })
  @ApiKeyScope('catalog:write')
  deleteService(@Param('id') id: string, @SignedIn() who: Principal): Promise<void> {
    return this.edits.remove('service', id, catalogActor(who));
  }
}
