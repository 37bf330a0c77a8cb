import { QueryRunner } from 'typeorm';

/** Drops the tables a migration created, in the order given (those that reference others first). */
export async function dropTables(q: QueryRunner, ...tables: readonly string[]): Promise<void> {
  for (const table of tables) {
    await q.query(`DROP TABLE IF EXISTS ${table}`);
  }
}
