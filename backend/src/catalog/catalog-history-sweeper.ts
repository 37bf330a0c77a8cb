import { Injectable } from '@nestjs/common';
import { RetentionOf } from '../common/retention-sweep';
import { CatalogHistory } from './ports/catalog-history.port';

/** How long a change of the menu stays in its history: three years. */
export const CATALOG_HISTORY_RETENTION_MS = 3 * 365 * 24 * 60 * 60 * 1000;

/**
 * The menu history's retention (docs/menu.md): every sweep interval, deletes the changes made more
 * than three years ago; a pass answers how many went.
 */
@Injectable()
export class CatalogHistorySweeper extends RetentionOf(
  CatalogHistory,
  CATALOG_HISTORY_RETENTION_MS,
  (history, before, limit) => history.deleteBefore(before, limit),
) {}
