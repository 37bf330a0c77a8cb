import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Webhooks that keep to their API key's scopes, every attempt kept, and erased clients forgotten:
 * - an endpoint remembers the API key that registered it (null: the owner's own login), so a delivery
 *   is refused (status `refused`) when that key may no longer read the event's data;
 * - a delivered payload whose client was erased is redacted (`erased_at`) and never sent again;
 * - each attempt is a row of webhook_delivery_attempts, deleted with its delivery, and at most the
 *   last WEBHOOK_ATTEMPTS_KEPT of a delivery are kept; finished deliveries go after 30 days
 *   (WebhookLogSweeper; see docs/integrations.md).
 */
export class WebhookScopesAttempts1795735796789 implements MigrationInterface {
  name = 'WebhookScopesAttempts1795735796789';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE webhook_endpoints
         ADD COLUMN api_key_id uuid REFERENCES api_keys (id) ON DELETE CASCADE`,
    );
    await q.query(`ALTER TABLE webhook_deliveries DROP CONSTRAINT webhook_deliveries_status_check`);
    await q.query(
      `ALTER TABLE webhook_deliveries ADD CONSTRAINT webhook_deliveries_status_check
         CHECK (status IN ('pending', 'delivered', 'failed', 'refused'))`,
    );
    await q.query(`ALTER TABLE webhook_deliveries ADD COLUMN erased_at timestamptz`);
    await q.query(`
      CREATE TABLE webhook_delivery_attempts (
        delivery_id uuid NOT NULL REFERENCES webhook_deliveries (id) ON DELETE CASCADE,
        attempt integer NOT NULL CHECK (attempt > 0),
        at timestamptz NOT NULL,
        http_status integer,
        duration_ms integer NOT NULL CHECK (duration_ms >= 0),
        error varchar(500),
        response_excerpt varchar(200),
        PRIMARY KEY (delivery_id, attempt)
      )`);
    // The log's retention sweep: finished deliveries by the time of their event.
    await q.query(
      `CREATE INDEX webhook_deliveries_finished_idx ON webhook_deliveries (created_at) WHERE status <> 'pending'`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS webhook_deliveries_finished_idx`);
    await q.query(`DROP TABLE IF EXISTS webhook_delivery_attempts`);
    await q.query(`DELETE FROM webhook_deliveries WHERE status = 'refused'`);
    await q.query(`ALTER TABLE webhook_deliveries DROP COLUMN erased_at`);
    await q.query(`ALTER TABLE webhook_deliveries DROP CONSTRAINT webhook_deliveries_status_check`);
    await q.query(
      `ALTER TABLE webhook_deliveries ADD CONSTRAINT webhook_deliveries_status_check
         CHECK (status IN ('pending', 'delivered', 'failed'))`,
    );
    await q.query(`ALTER TABLE webhook_endpoints DROP COLUMN api_key_id`);
  }
}
