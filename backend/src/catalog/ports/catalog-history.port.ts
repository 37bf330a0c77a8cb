import type { MenuKind } from '@esthetics/domain';
import type { Page } from '../../common/dto/pagination.dto';

export const CATALOG_ACTIONS = [
  'created',
  'updated',
  'hidden',
  'shown',
  'deleted',
  'reordered',
] as const;
export type CatalogAction = (typeof CATALOG_ACTIONS)[number];

/** One change of the menu: who made it, to which item, its fields before and after (API form). */
export interface CatalogChange {
  readonly at: Date;
  /** 'owner', or 'api key <name>'. */
  readonly actor: string;
  readonly kind: MenuKind;
  /** The item's id; '*' for a new order of the whole list. */
  readonly itemId: string;
  readonly action: CatalogAction;
  readonly before: object | null;
  readonly after: object | null;
}

export type StoredCatalogChange = CatalogChange & { readonly id: string };

/** The menu's history, newest first, kept for CATALOG_HISTORY_RETENTION_MS. */
export abstract class CatalogHistory {
  /** Records a change (inside the UnitOfWork of the change); answers it with its id. */
  abstract record(change: CatalogChange): Promise<StoredCatalogChange>;
  /** A page of the changes, newest first, with the count of all. */
  abstract list(page: Page): Promise<{ items: StoredCatalogChange[]; total: number }>;
  /** Deletes at most `limit` of the changes made before `before`; answers how many. */
  abstract deleteBefore(before: Date, limit: number): Promise<number>;
}
