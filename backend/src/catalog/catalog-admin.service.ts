import { Injectable } from '@nestjs/common';
import { Clock } from '../common/clock';
import type { Page } from '../common/dto/pagination.dto';
import { CatalogService } from './catalog.service';
import { CatalogHistoryDto } from './dto/catalog-change.dto';
import { AdminCatalogDto } from './dto/catalog-items.dto';
import { toAdminCatalogDto, toCatalogChangeDto } from './dto/catalog.mapper';
import { CatalogHistory } from './ports/catalog-history.port';
import { MenuBookings } from './ports/menu-bookings.port';

/** What the console's Menu panel reads: the whole menu with its bookings to come, and its history. */
@Injectable()
export class CatalogAdminService {
  constructor(
    private readonly catalog: CatalogService,
    private readonly history: CatalogHistory,
    private readonly bookings: MenuBookings,
    private readonly clock: Clock,
  ) {}

  /** The menu as stored now (read again: the owner may have saved it on another instance). */
  async list(): Promise<AdminCatalogDto> {
    const [menu, counts] = await Promise.all([
      this.catalog.refresh(),
      this.bookings.counts(this.clock.now()),
    ]);
    return toAdminCatalogDto(menu, counts);
  }

  async changes(page: Page): Promise<CatalogHistoryDto> {
    const { items, total } = await this.history.list(page);
    return { status: 'success', changes: items.map(toCatalogChangeDto), total };
  }
}
