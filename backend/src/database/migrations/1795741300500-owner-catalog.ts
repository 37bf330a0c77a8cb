import { MigrationInterface, QueryRunner } from 'typeorm';
import { dropTables } from '../migration-helpers';

/**
 * The owner's menu (docs/menu.md): one row an item (service, add-on, package, corporate package) in
 * her order (`position`), its name apart so the database refuses two items of a kind with the same
 * name whatever its case (two creations at once cannot both succeed), the rest of its fields as the
 * domain's record in `data`. Seeded from the spec's menu at the first start (when empty).
 * `catalog_changes` is its history (who changed what, before and after), kept three years
 * (CatalogHistorySweeper). API keys may hold the menu's scopes.
 */
export class OwnerCatalog1795741300500 implements MigrationInterface {
  name = 'OwnerCatalog1795741300500';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE catalog_items (
        kind varchar(20) NOT NULL
          CHECK (kind IN ('service', 'add_on', 'package', 'corporate_package')),
        id varchar(64) NOT NULL CHECK (id ~ '^[a-z0-9_-]+$'),
        position integer NOT NULL,
        name varchar(80) NOT NULL CHECK (btrim(name) <> ''),
        hidden boolean NOT NULL DEFAULT false,
        data jsonb NOT NULL,
        updated_at timestamptz NOT NULL,
        PRIMARY KEY (kind, id)
      )`);
    await q.query(
      `CREATE UNIQUE INDEX catalog_items_name_key ON catalog_items (kind, lower(name))`,
    );
    await q.query(`
      CREATE TABLE catalog_changes (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        at timestamptz NOT NULL,
        actor varchar(100) NOT NULL,
        kind varchar(20) NOT NULL
          CHECK (kind IN ('service', 'add_on', 'package', 'corporate_package')),
        item_id varchar(64) NOT NULL,
        action varchar(16) NOT NULL
          CHECK (action IN ('created', 'updated', 'hidden', 'shown', 'deleted', 'reordered')),
        before jsonb,
        after jsonb
      )`);
    await q.query(`CREATE INDEX catalog_changes_at_idx ON catalog_changes (at)`);
    await q.query(`ALTER TABLE api_keys DROP CONSTRAINT IF EXISTS api_keys_scopes_check`);
    await q.query(`
      ALTER TABLE api_keys ADD CONSTRAINT api_keys_scopes_check CHECK (
        cardinality(scopes) > 0 AND scopes <@ ARRAY[
          'appointments:read', 'appointments:write', 'clients:read', 'inquiries:read',
          'webhooks:manage', 'schedule:read', 'schedule:write', 'catalog:read', 'catalog:write'
        ]::text[]
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await dropTables(q, 'catalog_changes', 'catalog_items');
  }
}
