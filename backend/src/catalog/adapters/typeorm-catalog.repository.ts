import {
  AddOn,
  BookingPackage,
  Catalog,
  CorporatePackage,
  MENU_KIND_NOUNS,
  MENU_KINDS,
  menuList,
  MenuItem,
  MenuItemOf,
  MenuKind,
  Service,
} from '@esthetics/domain';
import { Injectable } from '@nestjs/common';
import { AppError } from '../../common/app-errors';
import { TypeormUnitOfWork } from '../../common/unit-of-work';
import { CatalogRepository } from '../ports/catalog-repository.port';

interface Row {
  kind: MenuKind;
  id: string;
  name: string;
  hidden: boolean;
  data: Record<string, unknown>;
}

/** The unique index that refuses a second item of a kind with the same name (the migration's). */
const NAME_INDEX = 'catalog_items_name_key';

/**
 * An item as the domain has it: `hidden` only when hidden and `photo` only when set, so that a
 * fresh install's menu is SEED_CATALOG as the domain writes it.
 */
function toDomain(row: Row): MenuItem {
  return {
    id: row.id,
    name: row.name,
    ...row.data,
    ...(row.hidden ? { hidden: true } : {}),
  } as unknown as MenuItem;
}

/** The row's parts of an item: its name and hidden flag apart, the other fields as `data`. */
function toPersistence(item: MenuItem): { name: string; hidden: boolean; data: string } {
  const { hidden, photo, ...data } = item as unknown as Record<string, unknown>;
  delete data.id;
  delete data.name;
  return {
    name: item.name,
    hidden: hidden === true,
    data: JSON.stringify(photo ? { ...data, photo } : data),
  };
}

/** The database's refusal of a duplicate name, as the field-level message of the form. */
function duplicateName(e: unknown, kind: MenuKind): unknown {
  const error = e as { code?: string; constraint?: string; driverError?: { constraint?: string } };
  const constraint = error.constraint ?? error.driverError?.constraint;
  return error.code === '23505' && constraint === NAME_INDEX
    ? AppError.with('menuNameTaken', [MENU_KIND_NOUNS[kind]], 'name')
    : e;
}

/** The menu in `catalog_items` (plain SQL), in the transaction if any. */
@Injectable()
export class TypeormCatalogRepository extends CatalogRepository {
  constructor(private readonly uow: TypeormUnitOfWork) {
    super();
  }

  async load(): Promise<Catalog | null> {
    const rows: Row[] = await this.uow.manager.query(
      `SELECT kind, id, name, hidden, data FROM catalog_items ORDER BY kind, position, id`,
    );
    if (rows.length === 0) return null;
    const of = (kind: MenuKind) => rows.filter((r) => r.kind === kind).map(toDomain);
    return {
      services: of('service') as Service[],
      addOns: of('add_on') as AddOn[],
      bookingPackages: of('package') as BookingPackage[],
      corporatePackages: of('corporate_package') as CorporatePackage[],
    };
  }

  seed(catalog: Catalog, now: Date): Promise<boolean> {
    return this.uow.run(async () => {
      await this.lock();
      const [{ any }]: { any: boolean }[] = await this.uow.manager.query(
        `SELECT EXISTS (SELECT 1 FROM catalog_items) AS any`,
      );
      if (any) return false;
      const rows = MENU_KINDS.flatMap((kind) =>
        menuList(catalog, kind).map((item, position) => ({
          kind,
          id: item.id,
          position,
          ...toPersistence(item),
        })),
      );
      await this.uow.manager.query(
        `INSERT INTO catalog_items (kind, id, position, name, hidden, data, updated_at)
         SELECT k, i, p, n, h, d::jsonb, $7
           FROM unnest($1::text[], $2::text[], $3::int[], $4::text[], $5::boolean[], $6::text[])
             AS r(k, i, p, n, h, d)`,
        [
          rows.map((r) => r.kind),
          rows.map((r) => r.id),
          rows.map((r) => r.position),
          rows.map((r) => r.name),
          rows.map((r) => r.hidden),
          rows.map((r) => r.data),
          now,
        ],
      );
      return true;
    });
  }

  async lock(): Promise<void> {
    // Readers are not held up (SELECT takes a weaker lock); writers of the menu take turns.
    await this.uow.manager.query(`LOCK TABLE catalog_items IN SHARE ROW EXCLUSIVE MODE`);
  }

  async insert<K extends MenuKind>(kind: K, item: MenuItemOf[K], now: Date): Promise<void> {
    const row = toPersistence(item);
    await this.uow.manager
      .query(
        `INSERT INTO catalog_items (kind, id, position, name, hidden, data, updated_at)
         SELECT $1::text, $2::text, coalesce(max(position) + 1, 0), $3, $4, $5::jsonb, $6
           FROM catalog_items WHERE kind = $1::text`,
        [kind, item.id, row.name, row.hidden, row.data, now],
      )
      .catch((e: unknown) => {
        throw duplicateName(e, kind);
      });
  }

  async update<K extends MenuKind>(kind: K, item: MenuItemOf[K], now: Date): Promise<void> {
    const row = toPersistence(item);
    await this.uow.manager
      .query(
        `UPDATE catalog_items SET name = $3, hidden = $4, data = $5::jsonb, updated_at = $6
          WHERE kind = $1 AND id = $2`,
        [kind, item.id, row.name, row.hidden, row.data, now],
      )
      .catch((e: unknown) => {
        throw duplicateName(e, kind);
      });
  }

  async remove(kind: MenuKind, id: string): Promise<boolean> {
    const [{ n }]: { n: number }[] = await this.uow.manager.query(
      `WITH gone AS (DELETE FROM catalog_items WHERE kind = $1 AND id = $2 RETURNING id)
       SELECT count(*)::int AS n FROM gone`,
      [kind, id],
    );
    return n > 0;
  }

  async reorder(kind: MenuKind, ids: readonly string[], now: Date): Promise<void> {
    await this.uow.manager.query(
      `UPDATE catalog_items c SET position = o.n - 1, updated_at = $3
         FROM unnest($2::text[]) WITH ORDINALITY AS o(id, n)
        WHERE c.kind = $1 AND c.id = o.id`,
      [kind, [...ids], now],
    );
  }
}
