import { Client } from 'pg';
import { TestApp } from '../support/test-app';

/** Runs statements on `database` (its schema first in the search path); answers the last one's rows. */
export async function sql<T = Record<string, unknown>>(
  database: TestApp['database'],
  statement: string,
  params: unknown[] = [],
): Promise<T[]> {
  const client = new Client({ connectionString: database.url });
  await client.connect();
  try {
    await client.query(`SET search_path TO ${database.schema}, public`);
    return (await client.query(statement, params)).rows as T[];
  } finally {
    await client.end();
  }
}

/** Every row of every table of the schema, as PostgreSQL prints it. */
export async function dumpTables(database: TestApp['database']): Promise<string> {
  const tables = await sql<{ table_name: string }>(
    database,
    `SELECT table_name FROM information_schema.tables WHERE table_schema = $1 AND table_type = 'BASE TABLE'`,
    [database.schema],
  );
  const parts: string[] = [];
  for (const { table_name } of tables) {
    const rows = await sql<{ row: string }>(
      database,
      `SELECT t::text AS row FROM "${table_name}" t`,
    );
    parts.push(`${table_name}:\n${rows.map((r) => r.row).join('\n')}`);
  }
  return parts.join('\n');
}
