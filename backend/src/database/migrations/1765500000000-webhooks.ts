import { MigrationInterface, QueryRunner } from 'typeorm';
import { dropTables } from '../migration-helpers';

/**
 * Outgoing webhooks (docs/integrations.md#webhooks): the endpoints the owner registers, and their
 * outbox. A delivery row is one event for one endpoint, written in the transaction of the change it
 * tells of; the sweep sends it (claimed with SKIP LOCKED and a lease) until the endpoint answers
 * 2xx or a day has passed.
 */
export class Webhooks1765500000000 implements MigrationInterface {
  name = 'Webhooks1765500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE webhook_endpoints (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        url varchar(2000) NOT NULL,
        description varchar(200) NOT NULL DEFAULT '',
        events text[] NOT NULL CHECK (cardinality(events) > 0),
        secret_sealed text NOT NULL,
        created_at timestamptz NOT NULL,
        failing_since timestamptz,
        disabled_at timestamptz
      )`);
    await q.query(`
      CREATE TABLE webhook_deliveries (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        endpoint_id uuid NOT NULL REFERENCES webhook_endpoints (id) ON DELETE CASCADE,
        message_id varchar(40) NOT NULL,
        event_type varchar(60) NOT NULL,
        payload text NOT NULL,
        status varchar(16) NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'failed')),
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz,
        claimed_until timestamptz,
        last_attempt_at timestamptz,
        last_status integer,
        last_duration_ms integer,
        last_error varchar(500),
        response_excerpt varchar(1024),
        created_at timestamptz NOT NULL,
        -- Retries go on for a day from here: the event, or the admin's "send again".
        retry_window_start timestamptz NOT NULL,
        delivered_at timestamptz,
        UNIQUE (endpoint_id, message_id)
      )`);
    await q.query(
      `CREATE INDEX webhook_deliveries_due_idx ON webhook_deliveries (next_attempt_at) WHERE status = 'pending'`,
    );
    await q.query(
      `CREATE INDEX webhook_deliveries_endpoint_idx ON webhook_deliveries (endpoint_id, created_at DESC)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await dropTables(q, 'webhook_deliveries', 'webhook_endpoints');
  }
}
