import { Module } from '@nestjs/common';
import { SiteController } from './site.controller';
import { PhotoLibrary } from './photo-library';
import { SiteService } from './site.service';

@Module({
  controllers: [SiteController],
  providers: [SiteService, PhotoLibrary],
  exports: [SiteService, PhotoLibrary],
})
export class SiteModule {}
