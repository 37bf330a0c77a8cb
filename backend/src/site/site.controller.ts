import { Controller, Get, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { ApiOkResponse, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { CatalogDto, SiteDto } from './dto/site.dto';
import { SiteService } from './site.service';

/** Both answers carry an entity tag: a client that holds the current version gets no body again. */
const NOT_MODIFIED = {
  status: 304,
  description: 'Not Modified: the If-None-Match entity tag names the current version',
};

@ApiTags('site')
@Controller()
export class SiteController {
  constructor(private readonly site: SiteService) {}

  @Get('site')
  @ApiOperation({
    summary: "The business's name, phone, social handle, location, hours and policies",
  })
  @ApiOkResponse({ type: SiteDto })
  @ApiResponse(NOT_MODIFIED)
  getSite(@Req() req: Request, @Res() res: Response): void {
    this.site.siteAnswer().send(req, res);
  }

  @Get('catalog')
  @ApiOperation({
    summary: 'Services, add-ons, packages, corporate packages, event types, consultation options',
  })
  @ApiOkResponse({ type: CatalogDto })
  @ApiResponse(NOT_MODIFIED)
  getCatalog(@Req() req: Request, @Res() res: Response): void {
    this.site.catalogAnswer().send(req, res);
  }
}
