import { Client } from 'pg';

/**
 * With TEST_DATABASE_URL (CI: the machine's PostgreSQL), make sure btree_gist exists once in `public`
 * before parallel test files each create their own schema. Refuses databases not named for tests.
 */
export default async function globalSetup(): Promise<void> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return;
  assertTestDatabase(url);
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('CREATE EXTENSION IF NOT EXISTS btree_gist SCHEMA public');
  } finally {
    await client.end();
  }
}

export function assertTestDatabase(url: string): void {
  const name = new URL(url).pathname.replace(/^\//, '');
  if (!name.includes('test')) {
    throw new Error(
      `Refusing to run tests against database "${name}": its name must contain "test"`,
    );
  }
}
