import { MigrationInterface, QueryRunner } from 'typeorm';
import { dropTables } from '../migration-helpers';

/**
 * A visit's checkout by pay link (docs/money.md, "The visit's checkout"): the one open link of an
 * appointment (sending again replaces it, the old session expired), what it is for (kept as the
 * charge's metadata) and when it was paid.
 */
export class VisitPayLinks1795742000000 implements MigrationInterface {
  name = 'VisitPayLinks1795742000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE visit_pay_links (
        appointment_id uuid PRIMARY KEY REFERENCES appointments (id),
        session_id text NOT NULL UNIQUE,
        url text NOT NULL,
        amount_cents integer NOT NULL CHECK (amount_cents > 0),
        metadata jsonb NOT NULL,
        paid_at timestamptz(3),
        created_at timestamptz(3) NOT NULL
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await dropTables(q, 'visit_pay_links');
  }
}
