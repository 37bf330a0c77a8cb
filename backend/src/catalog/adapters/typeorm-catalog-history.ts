import type { MenuKind } from '@esthetics/domain';
import { Injectable } from '@nestjs/common';
import type { Page } from '../../common/dto/pagination.dto';
import { TypeormUnitOfWork } from '../../common/unit-of-work';
import {
  CatalogAction,
  CatalogChange,
  CatalogHistory,
  StoredCatalogChange,
} from '../ports/catalog-history.port';

interface Row {
  id: string;
  at: Date;
  actor: string;
  kind: MenuKind;
  item_id: string;
  action: CatalogAction;
  before: object | null;
  after: object | null;
}

const COLUMNS = 'id::text AS id, at, actor, kind, item_id, action, before, after';

const toChange = (r: Row): StoredCatalogChange => ({
  id: r.id,
  at: new Date(r.at),
  actor: r.actor,
  kind: r.kind,
  itemId: r.item_id,
  action: r.action,
  before: r.before,
  after: r.after,
});

/** The menu's history in `catalog_changes` (plain SQL), in the transaction if any. */
@Injectable()
export class TypeormCatalogHistory extends CatalogHistory {
  constructor(private readonly uow: TypeormUnitOfWork) {
    super();
  }

  async record(c: CatalogChange): Promise<StoredCatalogChange> {
    const rows: Row[] = await this.uow.manager.query(
      `INSERT INTO catalog_changes (at, actor, kind, item_id, action, before, after)
       VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb) RETURNING ${COLUMNS}`,
      [
        c.at,
        c.actor.slice(0, 100),
        c.kind,
        c.itemId,
        c.action,
        c.before === null ? null : JSON.stringify(c.before),
        c.after === null ? null : JSON.stringify(c.after),
      ],
    );
    return toChange(rows[0]);
  }

  async list(page: Page): Promise<{ items: StoredCatalogChange[]; total: number }> {
    // Newest first by insertion: several changes may share a timestamp.
    const rows: Row[] = await this.uow.manager.query(
      `SELECT ${COLUMNS} FROM catalog_changes ORDER BY catalog_changes.id DESC LIMIT $1 OFFSET $2`,
      [page.limit, page.offset],
    );
    const [{ n }]: { n: number }[] = await this.uow.manager.query(
      `SELECT count(*)::int AS n FROM catalog_changes`,
    );
    return { items: rows.map(toChange), total: n };
  }

  async deleteBefore(before: Date, limit: number): Promise<number> {
    const [{ n }]: { n: number }[] = await this.uow.manager.query(
      `WITH gone AS (
         DELETE FROM catalog_changes WHERE id IN (
           SELECT id FROM catalog_changes WHERE at < $1 ORDER BY id LIMIT $2
         ) RETURNING id
       )
       SELECT count(*)::int AS n FROM gone`,
      [before, limit],
    );
    return n;
  }
}
