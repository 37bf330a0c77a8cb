import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from '../../../tools/local-processes.cjs';
import { assertTestDatabase } from './global-setup';

// The port, request and SQL helpers the scripts that start the app use too.
export { freePort, heldRequest, refused, sql } from '../../../tools/local-processes.cjs';

/** The repository's root. */
export const ROOT = path.resolve(__dirname, '../../..');

/**
 * The image's command: docker/Dockerfile's last CMD at the start of a line, in its exec form
 * (`CMD ["node", ...flags, "backend/dist/src/main.js"]`; HEALTHCHECK's own CMD is indented).
 */
export function imageCommand(): string[] {
  const dockerfile = readFileSync(path.join(ROOT, 'docker/Dockerfile'), 'utf8');
  const line = dockerfile
    .split('\n')
    .filter((l) => /^CMD\s+\[/.test(l))
    .pop();
  if (!line) throw new Error('docker/Dockerfile has no CMD in exec form');
  const command = JSON.parse(line.replace(/^CMD\s+/, '')) as string[];
  if (command[0] !== 'node' || !command[command.length - 1]?.startsWith('backend/dist/')) {
    throw new Error(`Unexpected CMD in docker/Dockerfile: ${line}`);
  }
  return command;
}

/**
 * The environment of the image's command on `port` and `dataDir`: only what the image sets
 * (NODE_ENV, PORT, DATA_DIR) and what an operator gives it, `settings` (the database, secrets...).
 */
export function productionEnvironment(
  port: number,
  dataDir: string,
  settings: Record<string, string>,
): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH ?? '',
    HOME: os.tmpdir(),
    NODE_ENV: 'production',
    PORT: String(port),
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    PAYMENTS_TEST_MODE: 'true',
    LOG_LEVEL: 'warn',
    ...settings,
  };
}

/**
 * A schema of its own in TEST_DATABASE_URL, named `prefix_<random>`, as the app's DATABASE_URL and
 * DATABASE_SCHEMA, and how to drop it; null without TEST_DATABASE_URL.
 */
export async function testSchema(
  prefix: string,
): Promise<{ database: Record<string, string>; drop: () => Promise<void> } | null> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return null;
  assertTestDatabase(url);
  const schema = `${prefix}_${randomBytes(6).toString('hex')}`;
  await sql(url, `CREATE SCHEMA ${schema}`);
  return {
    database: { DATABASE_URL: url, DATABASE_SCHEMA: schema },
    drop: () => sql(url, `DROP SCHEMA IF EXISTS ${schema} CASCADE`),
  };
}
