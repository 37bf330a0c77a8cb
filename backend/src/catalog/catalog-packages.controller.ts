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
import { MenuOrderBodyDto, PackageBodyDto, PackageChangeBodyDto } from './dto/catalog-bodies.dto';
import { AdminPackageAnswerDto, AdminPackagesAnswerDto } from './dto/catalog-items.dto';

/** The owner's package deals: add, change (hide, show), reorder, remove. */
@ApiTags('admin')
@Controller('admin/catalog/packages')
@AdminOnly()
export class CatalogPackagesController {
  constructor(private readonly edits: CatalogEditsService) {}

  @Post()
  @Idempotent()
  @ApiOperation({
    summary: 'Add a package at the end of the list (its id: the name as a slug, made unique)',
    description: SAVE_NOTE,
  })
  @ApiBody({ type: PackageBodyDto })
  @ApiCreatedResponse({ type: AdminPackageAnswerDto })
  @ApiBadRequestResponse({ type: ErrorDto, description: BAD_ITEM })
  @ApiKeyScope('catalog:write')
  async createPackage(
    @Body() body: PackageBodyDto,
    @SignedIn() who: Principal,
  ): Promise<AdminPackageAnswerDto> {
    return {
      status: 'success',
      package: await this.edits.create('package', body, catalogActor(who)),
    };
  }

  @Put('order')
  @Idempotent()
  @ApiOperation({ summary: 'Put the packages in a new order', description: SAVE_NOTE })
  @ApiBody({ type: MenuOrderBodyDto })
  @ApiOkResponse({ type: AdminPackagesAnswerDto })
  @ApiBadRequestResponse({ type: ErrorDto, description: BAD_ORDER })
  @ApiKeyScope('catalog:write')
  async orderPackages(
    @Body() body: MenuOrderBodyDto,
    @SignedIn() who: Principal,
  ): Promise<AdminPackagesAnswerDto> {
    return {
      status: 'success',
      packages: await this.edits.reorder('package', body, catalogActor(who)),
    };
  }

  @Put(':id')
  @Idempotent()
  @ApiOperation({ summary: 'Change a package', description: `${CHANGE_NOTE} ${SAVE_NOTE}` })
  @ApiParam({ name: 'id', example: 'facial-trio' })
  @ApiBody({ type: PackageChangeBodyDto })
  @ApiOkResponse({ type: AdminPackageAnswerDto })
  @ApiBadRequestResponse({ type: ErrorDto, description: BAD_ITEM })
  @ApiNotFoundResponse({ type: ErrorDto, description: NOT_FOUND })
  @ApiKeyScope('catalog:write')
  async updatePackage(
    @Param('id') id: string,
    @Body() body: PackageChangeBodyDto,
    @SignedIn() who: Principal,
  ): Promise<AdminPackageAnswerDto> {
    return {
      status: 'success',
      package: await this.edits.update('package', id, body, catalogActor(who)),
    };
  }

  @Delete(':id')
  @HttpCode(204)
  @Idempotent()
  @ApiOperation({ summary: 'Remove a package no appointment to come uses', description: SAVE_NOTE })
  @ApiParam({ name: 'id', example: 'facial-trio' })
  @ApiNoContentResponse({ description: 'Removed' })
  @ApiNotFoundResponse({ type: ErrorDto, description: NOT_FOUND })
  @ApiConflictResponse({ type: ErrorDto, description: BOOKED })
  @ApiKeyScope('catalog:write')
  deletePackage(@Param('id') id: string, @SignedIn() who: Principal): Promise<void> {
    return this.edits.remove('package', id, catalogActor(who));
  }
}
