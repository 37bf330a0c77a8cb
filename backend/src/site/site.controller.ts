import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CatalogDto, SiteDto } from './dto/site.dto';
import { SiteService } from './site.service';

@ApiTags('site')
@Controller()
export class SiteController {
  constructor(private readonly site: SiteService) {}

  @Get('site')
  @ApiOperation({
    summary: "The business's name, phone, social handle, location, hours and policies",
  })
  @ApiOkResponse({ type: SiteDto })
  getSite(): SiteDto {
    return this.site.site();
  }

  @Get('catalog')
  @ApiOperation({
    summary: 'Services, add-ons, packages, corporate packages, event types, consultation options',
  })
  @ApiOkResponse({ type: CatalogDto })
  getCatalog(): CatalogDto {
    return this.site.catalog();
  }
}
