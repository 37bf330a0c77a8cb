import { Module, Provider } from '@nestjs/common';
import { TypeormCatalogHistory } from './adapters/typeorm-catalog-history';
import { TypeormCatalogRepository } from './adapters/typeorm-catalog.repository';
import { TypeormMenuBookings } from './adapters/typeorm-menu-bookings';
import { CatalogAdminService } from './catalog-admin.service';
import { CatalogEditsService } from './catalog-edits.service';
import { CatalogHistorySweeper } from './catalog-history-sweeper';
import {
  CatalogAddOnsController,
  CatalogPackagesController,
  CatalogServicesController,
} from './catalog-lists.controller';
import { CatalogController } from './catalog.controller';
import { CatalogService } from './catalog.service';
import { CatalogHistory } from './ports/catalog-history.port';
import { CatalogRepository } from './ports/catalog-repository.port';
import { MenuBookings } from './ports/menu-bookings.port';
import { MenuCatalog } from './ports/menu-catalog.port';
import { IdempotencyModule } from '../integrations/idempotency/idempotency.module';
import { WebhooksModule } from '../integrations/webhooks/webhooks.module';

const PORTS: Provider[] = [
  CatalogService,
  { provide: MenuCatalog, useExisting: CatalogService },
  { provide: CatalogRepository, useClass: TypeormCatalogRepository },
  { provide: CatalogHistory, useClass: TypeormCatalogHistory },
  { provide: MenuBookings, useClass: TypeormMenuBookings },
  CatalogAdminService,
  CatalogEditsService,
  CatalogHistorySweeper,
];

/**
 * The owner's menu (docs/menu.md), stored in the database and edited from the console or the API.
 * Booking, the waitlist, the console, the site and the health flags read it through the MenuCatalog
 * port (FixedCatalog, the seed, stands in for it in unit tests of one class).
 */
@Module({
  imports: [WebhooksModule, IdempotencyModule],
  controllers: [
    CatalogController,
    CatalogServicesController,
    CatalogAddOnsController,
    CatalogPackagesController,
  ],
  providers: PORTS,
  exports: [MenuCatalog],
})
export class CatalogModule {}
