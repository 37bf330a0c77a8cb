import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { assertTestDatabase } from './global-setup';
import { dropSchema, newDataDir, startEmbeddedDatabaseProcess, TestApp } from './test-app';

/**
 * An empty database: a new schema of TEST_DATABASE_URL, else a new embedded database. `close` drops
 * or stops it.
 */
export async function emptyDatabase(): Promise<{
  database: TestApp['database'];
  close: () => Promise<void>;
}> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    assertTestDatabase(url);
    const database = { url, schema: `t_${randomBytes(6).toString('hex')}` };
    const client = new Client({ connectionString: url });
    await client.connect();
    await client.query(`CREATE SCHEMA ${database.schema}`);
    await client.end();
    return { database, close: () => dropSchema(database) };
  }
  const embedded = await startEmbeddedDatabaseProcess(newDataDir());
  return { database: { url: embedded.url, schema: 'public' }, close: () => embedded.stop() };
}
