import { Global, Module } from '@nestjs/common';
import { FixedCatalog } from './adapters/seed-catalog';
import { MenuCatalog } from './ports/menu-catalog.port';

/**
 * The owner's menu. Global: booking, the waitlist, the console, the site and the health flags read
 * it through the MenuCatalog port.
 */
@Global()
@Module({
  providers: [{ provide: MenuCatalog, useValue: new FixedCatalog() }],
  exports: [MenuCatalog],
})
export class CatalogModule {}
