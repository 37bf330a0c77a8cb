import { MigrationInterface, QueryRunner } from 'typeorm';
import { dropTables } from '../migration-helpers';

export class Payments1763900000000 implements MigrationInterface {
  name = 'Payments1763900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE checkout_sessions (
        id varchar(255) PRIMARY KEY,
        appointment_id uuid NOT NULL REFERENCES appointments(id),
        provider varchar(16) NOT NULL CHECK (provider IN ('local', 'stripe')),
        amount_cents integer NOT NULL CHECK (amount_cents > 0),
        currency char(3) NOT NULL,
        description text NOT NULL,
        customer_email varchar(254) NOT NULL,
        url text NOT NULL,
        success_url text NOT NULL,
        cancel_url text NOT NULL,
        status varchar(16) NOT NULL CHECK (status IN ('open', 'complete', 'expired')),
        payment_status varchar(16) NOT NULL CHECK (payment_status IN ('unpaid', 'paid', 'failed')),
        expires_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL
      )`);
    await q.query(
      `CREATE INDEX checkout_sessions_appointment_idx ON checkout_sessions (appointment_id)`,
    );
    await q.query(
      `CREATE INDEX checkout_sessions_open_idx ON checkout_sessions (expires_at) WHERE status = 'open'`,
    );
    await q.query(`
      CREATE TABLE payments (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        appointment_id uuid NOT NULL REFERENCES appointments(id),
        provider varchar(16) NOT NULL,
        provider_session_id varchar(255) NOT NULL UNIQUE,
        provider_payment_id varchar(255),
        amount_cents integer NOT NULL,
        currency char(3) NOT NULL,
        paid_at timestamptz NOT NULL,
        needs_refund boolean NOT NULL DEFAULT false
      )`);
    await q.query(`CREATE INDEX payments_appointment_idx ON payments (appointment_id)`);
    await q.query(`
      CREATE TABLE webhook_events (
        id varchar(255) PRIMARY KEY,
        type varchar(100) NOT NULL,
        processed_at timestamptz NOT NULL
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await dropTables(q, 'webhook_events', 'payments', 'checkout_sessions');
  }
}
