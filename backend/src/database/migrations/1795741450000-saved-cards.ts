import { MigrationInterface, QueryRunner } from 'typeorm';
import { dropTables } from '../migration-helpers';

/**
 * The card saved at the deposit's checkout (docs/money.md): one provider customer per client account,
 * or per booking e-mail for a guest (`key`: 'client:<id>' or 'email:<lower-case address>'). The key
 * is unique per provider, so two checkouts at once find the same row and never create two customers.
 * `saved_cards` holds each customer's current card, one at most.
 */
export class SavedCards1795741450000 implements MigrationInterface {
  name = 'SavedCards1795741450000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE payment_customers (
        provider varchar(10) NOT NULL CHECK (provider IN ('local', 'stripe')),
        key varchar(330) NOT NULL CHECK (key ~ '^(client|email):.+'),
        client_id uuid REFERENCES clients (id) ON DELETE CASCADE,
        email varchar(320) NOT NULL,
        customer_id varchar(255),
        created_at timestamptz NOT NULL,
        PRIMARY KEY (provider, key)
      )`);
    await q.query(
      `CREATE INDEX payment_customers_client_idx ON payment_customers (client_id) WHERE client_id IS NOT NULL`,
    );
    await q.query(`
      CREATE TABLE saved_cards (
        provider varchar(10) NOT NULL,
        customer_key varchar(330) NOT NULL,
        payment_method_id varchar(255) NOT NULL,
        brand varchar(32) NOT NULL,
        last4 char(4) NOT NULL CHECK (last4 ~ '^[0-9]{4}$'),
        exp_month smallint CHECK (exp_month BETWEEN 1 AND 12),
        exp_year smallint,
        saved_at timestamptz NOT NULL,
        PRIMARY KEY (provider, customer_key),
        FOREIGN KEY (provider, customer_key) REFERENCES payment_customers (provider, key)
          ON DELETE CASCADE
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await dropTables(q, 'saved_cards', 'payment_customers');
  }
}
