import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Rate-limit rows are keyed by keyed hashes from now on (RateKeys): the counts kept under raw
 * e-mails and addresses are dropped (they live 15 minutes anyway), and an index on the window lets
 * the sweep (RateLimitSweeper) find the expired rows without reading the table.
 */
export class RateLimitKeys1795735829322 implements MigrationInterface {
  name = 'RateLimitKeys1795735829322';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM rate_limit_hits`);
    await q.query(`CREATE INDEX rate_limit_hits_window ON rate_limit_hits (window_start)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS rate_limit_hits_window`);
  }
}
