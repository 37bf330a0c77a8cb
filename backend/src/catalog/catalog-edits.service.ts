import {
  Catalog,
  ListedMenuKind,
  menuItemId,
  menuList,
  MenuItemOf,
  MenuKind,
  validateAddOnEdit,
  validateCorporatePackageEdit,
  validateMenuOrder,
  validatePackageEdit,
  validateServiceEdit,
  Validation,
} from '@esthetics/domain';
import { Injectable } from '@nestjs/common';
import { AppError } from '../common/app-errors';
import { Clock } from '../common/clock';
import { valueOrThrow } from '../common/input';
import { UnitOfWork } from '../common/unit-of-work';
import { WebhookEvents } from '../integrations/webhooks/ports/webhook-events.port';
import { CatalogService } from './catalog.service';
import {
  AdminItemDtoOf,
  itemFields,
  toAdminItemDto,
  toCatalogChangeDto,
} from './dto/catalog.mapper';
import { CatalogAction, CatalogHistory } from './ports/catalog-history.port';
import { CatalogRepository } from './ports/catalog-repository.port';
import { MenuBookings } from './ports/menu-bookings.port';

type Edit<K extends MenuKind> = Omit<MenuItemOf[K], 'id'>;
type Rule<K extends MenuKind> = (
  body: unknown,
  catalog: Catalog,
  current?: MenuItemOf[K],
) => Validation<Edit<K>>;

/** The domain's check of each kind's body (a corporate package is only ever changed). */
const RULES: { [K in MenuKind]: Rule<K> } = {
  service: validateServiceEdit,
  add_on: validateAddOnEdit,
  package: validatePackageEdit,
  corporate_package: (body, catalog, current) =>
    validateCorporatePackageEdit(body, catalog, current as MenuItemOf['corporate_package']),
};

/** What a save did, for its history row and webhook event (fields in API form); null: nothing. */
interface Made {
  readonly kind: MenuKind;
  readonly itemId: string;
  readonly action: CatalogAction;
  readonly before: object | null;
  readonly after: object | null;
}

const same = (a: object | null, b: object | null) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The owner's changes of her menu: add, change (hide, show), remove and reorder items, change the
 * corporate offer's texts. Each save is one transaction, checked by the domain against the menu as
 * stored (after taking the writers' lock), with a history row and the `catalog.updated` webhook
 * event; this instance reads the menu again before answering. A price change never changes an
 * appointment: appointments keep their own prices, durations and names.
 */
@Injectable()
export class CatalogEditsService {
  constructor(
    private readonly repo: CatalogRepository,
    private readonly history: CatalogHistory,
    private readonly bookings: MenuBookings,
    private readonly catalog: CatalogService,
    private readonly clock: Clock,
    private readonly uow: UnitOfWork,
    private readonly webhooks: WebhookEvents,
  ) {}

  async create<K extends ListedMenuKind>(
    kind: K,
    body: unknown,
    actor: string,
  ): Promise<AdminItemDtoOf[K]> {
    let id = '';
    await this.save(actor, async (menu, now) => {
      const edit = valueOrThrow((RULES[kind] as Rule<K>)(body, menu));
      id = menuItemId(
        edit.name,
        menuList(menu, kind).map((i) => i.id),
      );
      const item = { ...edit, id } as MenuItemOf[K];
      await this.repo.insert(kind, item, now);
      return { kind, itemId: id, action: 'created', before: null, after: itemFields(kind, item) };
    });
    return this.answer(kind, id);
  }

  async update<K extends MenuKind>(
    kind: K,
    id: string,
    body: unknown,
    actor: string,
  ): Promise<AdminItemDtoOf[K]> {
    await this.save(actor, async (menu, now) => {
      const current = this.find(menu, kind, id);
      const edit = valueOrThrow((RULES[kind] as Rule<K>)(body, menu, current));
      const item = { ...edit, id } as MenuItemOf[K];
      const before = itemFields(kind, current);
      const after = itemFields(kind, item);
      if (same(before, after)) return null;
      await this.repo.update(kind, item, now);
      const wasHidden = 'hidden' in before && before.hidden;
      const isHidden = 'hidden' in after && after.hidden;
      const action = wasHidden === isHidden ? 'updated' : isHidden ? 'hidden' : 'shown';
      return { kind, itemId: id, action, before, after };
    });
    return this.answer(kind, id);
  }

  /** Refused (409) while appointments to come use it: it is hidden instead. */
  async remove(kind: ListedMenuKind, id: string, actor: string): Promise<void> {
    await this.save(actor, async (menu, now) => {
      const current = this.find(menu, kind, id);
      const booked = await this.bookings.countOf(kind, id, now);
      if (booked > 0) throw AppError.with('menuItemBooked', [booked]);
      await this.repo.remove(kind, id);
      return {
        kind,
        itemId: id,
        action: 'deleted',
        before: itemFields(kind, current),
        after: null,
      };
    });
  }

  async reorder<K extends ListedMenuKind>(
    kind: K,
    body: unknown,
    actor: string,
  ): Promise<AdminItemDtoOf[K][]> {
    await this.save(actor, async (menu, now) => {
      const before = menuList(menu, kind).map((i) => i.id);
      const ids = valueOrThrow(validateMenuOrder(body, before));
      if (same(before, ids)) return null;
      await this.repo.reorder(kind, ids, now);
      return { kind, itemId: '*', action: 'reordered', before: { ids: before }, after: { ids } };
    });
    const menu = await this.catalog.current();
    const counts = await this.bookings.counts(this.clock.now());
    return menuList(menu, kind).map((item) =>
      toAdminItemDto(kind, item, counts[kind].get(item.id) ?? 0),
    );
  }

  private find<K extends MenuKind>(menu: Catalog, kind: K, id: string): MenuItemOf[K] {
    const found = menuList(menu, kind).find((i) => i.id === id);
    if (!found) throw AppError.of('menuItemNotFound');
    return found;
  }

  /** The item as stored now (this instance has read the menu again), with its bookings to come. */
  private async answer<K extends MenuKind>(kind: K, id: string): Promise<AdminItemDtoOf[K]> {
    const item = this.find(await this.catalog.current(), kind, id);
    return toAdminItemDto(kind, item, await this.bookings.countOf(kind, id, this.clock.now()));
  }

  /**
   * One transaction: the writers' lock, the menu as stored, the change, its history row and its
   * webhook event. Committed, this instance reads the menu again (its own save shows at once).
   */
  private async save(
    actor: string,
    change: (menu: Catalog, now: Date) => Promise<Made | null>,
  ): Promise<void> {
    const now = this.clock.now();
    const made = await this.uow.run(async () => {
      await this.repo.lock();
      const menu = (await this.repo.load()) as Catalog;
      const done = await change(menu, now);
      if (!done) return null;
      const recorded = await this.history.record({ ...done, at: now, actor });
      await this.webhooks.publish('catalog.updated', toCatalogChangeDto(recorded));
      return recorded;
    });
    if (made) await this.catalog.refresh();
  }
}
