import { Module } from '@nestjs/common';
import { SiteController } from './site.controller';
import { PhotoLibrary } from './photo-library';
import { SiteService } from './site.service';
import { CatalogModule } from '../catalog/catalog.module';
import { ScheduleModule } from '../schedule/schedule.module';

@Module({
  imports: [CatalogModule, ScheduleModule],
  controllers: [SiteController],
  providers: [SiteService, PhotoLibrary],
  exports: [SiteService, PhotoLibrary],
})
export class SiteModule {}
