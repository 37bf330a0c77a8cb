import { MigrationInterface, QueryRunner } from 'typeorm';
import { dropTables } from '../migration-helpers';

/**
 * Saved-card checkout attempts (docs/money.md, "The visit's checkout"): how many times the card
 * gave a definite refusal (declined, authentication required) for an appointment. Its count is part
 * of the charge's idempotency key, so a new attempt after a decline is a new charge while a retry
 * after an outage (no answer) sends the same key. Also the index the webhooks look customers up by.
 */
export class CheckoutAttempts1795741900000 implements MigrationInterface {
  name = 'CheckoutAttempts1795741900000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE visit_checkout_attempts (
        appointment_id uuid PRIMARY KEY REFERENCES appointments (id),
        refusals integer NOT NULL DEFAULT 0 CHECK (refusals >= 0),
        updated_at timestamptz(3) NOT NULL
      )`);
    await q.query(
      `CREATE INDEX payment_customers_customer_idx ON payment_customers (provider, customer_id) WHERE customer_id IS NOT NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS payment_customers_customer_idx`);
    await dropTables(q, 'visit_checkout_attempts');
  }
}
