import { Body, Controller, Get, Param, Put, Query } from '@nestjs/common';
import { ApiBody, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { AdminOnly, ApiKeyScope, SignedIn } from '../auth/guards';
import type { Principal } from '../auth/token.service';
import { ApiRefusals, ApiPage } from '../common/api-responses';
import { PaginationQueryDto, toPage } from '../common/dto/pagination.dto';
import { Idempotent } from '../integrations/idempotency/idempotent.decorator';
import { BAD_ITEM, NOT_FOUND, SAVE_NOTE } from './catalog-api.docs';
import { catalogActor } from './catalog-actor';
import { CatalogAdminService } from './catalog-admin.service';
import { CatalogEditsService } from './catalog-edits.service';
import { CorporatePackageBodyDto } from './dto/catalog-bodies.dto';
import { CatalogHistoryDto } from './dto/catalog-change.dto';
import { AdminCatalogDto, AdminCorporatePackageAnswerDto } from './dto/catalog-items.dto';

/** The owner's menu as a whole (docs/menu.md): the lists, their history, the corporate offer's texts. */
@ApiTags('admin')
@Controller('admin/catalog')
@AdminOnly()
export class CatalogController {
  constructor(
    private readonly admin: CatalogAdminService,
    private readonly edits: CatalogEditsService,
  ) {}

  @Get()
  @ApiOperation({
    summary: 'The whole menu in the owner’s order, hidden items included',
    description: 'Each service, add-on and package says how many appointments to come use it.',
  })
  @ApiOkResponse({ type: AdminCatalogDto })
  @ApiKeyScope('catalog:read')
  getAdminCatalog(): Promise<AdminCatalogDto> {
    return this.admin.list();
  }

  @Get('history')
  @ApiOperation({ summary: 'The menu’s changes, newest first, paged (kept three years)' })
  @ApiPage(CatalogHistoryDto)
  @ApiKeyScope('catalog:read')
  getCatalogHistory(@Query() query: PaginationQueryDto): Promise<CatalogHistoryDto> {
    return this.admin.changes(toPage(query));
  }

  @Put('corporate-packages/:id')
  @Idempotent()
  @ApiOperation({
    summary: 'Change a corporate package’s display texts (what is not sent keeps its value)',
    description: SAVE_NOTE,
  })
  @ApiParam({ name: 'id', example: 'corporate_wellness' })
  @ApiBody({ type: CorporatePackageBodyDto })
  @ApiOkResponse({ type: AdminCorporatePackageAnswerDto })
  @ApiRefusals({ 400: BAD_ITEM, 404: NOT_FOUND })
  @ApiKeyScope('catalog:write')
  async updateCorporatePackage(
    @Param('id') id: string,
    @Body() body: CorporatePackageBodyDto,
    @SignedIn() who: Principal,
  ): Promise<AdminCorporatePackageAnswerDto> {
    const corporate = await this.edits.update('corporate_package', id, body, catalogActor(who));
    return { status: 'success', corporate_package: corporate };
  }
}
