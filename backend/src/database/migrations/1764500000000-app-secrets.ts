import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Secrets every app instance on one database must share (the JWT secret when JWT_SECRET is unset):
 * the first instance stores one, the others read it.
 */
export class AppSecrets1764500000000 implements MigrationInterface {
  name = 'AppSecrets1764500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE app_secrets (
        name varchar(100) PRIMARY KEY,
        value text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE app_secrets`);
  }
}
