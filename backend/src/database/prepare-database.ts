import { DataSource, MigrationExecutor, QueryRunner } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { generateSecret, keptFileSecret } from '../config/secrets';
import {
  assertKeysPresent,
  HealthCipher,
  HealthKeyring,
  provideHealthCipher,
} from '../health-data/health-data.module';
import { connectionOptions, MIGRATIONS } from './data-source';

/**
 * The first key of the migrations' advisory lock ("esth"); the second is the schema's hash, so
 * apps on different schemas of one database do not wait for each other.
 */
const MIGRATION_LOCK = 0x65737468;
/** The file an earlier version kept the JWT secret in, with PostgreSQL too. */
const JWT_SECRET_FILE = 'jwt-secret';

/**
 * Brings the database up to date before the app starts: the pending migrations run in one
 * transaction under a PostgreSQL advisory lock, so instances starting together on an empty database
 * take turns instead of creating the same tables. In the same transaction, when JWT_SECRET is unset
 * (`config.jwtSecret` null), the secret every instance on this database shares is read from it,
 * stored first by whichever instance comes first.
 *
 * The migrations get the health data cipher (HEALTH_DATA_KEY, or DATA_DIR's key file, generated at
 * the first start): the one that moved the consultation answers to encrypted columns encrypted the
 * existing rows with it. Once they ran, an instance that lacks a key some stored answers are
 * encrypted with refuses to start (HealthKeysMissingError), before it writes anything.
 */
export async function prepareDatabase(config: AppConfig): Promise<void> {
  const cipher = new HealthCipher(HealthKeyring.load(config));
  const dataSource = new DataSource({ ...connectionOptions(config, 1), migrations: MIGRATIONS });
  await dataSource.initialize();
  const runner = dataSource.createQueryRunner();
  try {
    await runner.startTransaction();
    await runner.query(`SELECT pg_advisory_xact_lock($1::int, hashtext($2))`, [
      MIGRATION_LOCK,
      config.databaseSchema,
    ]);
    provideHealthCipher(runner, cipher);
    const migrations = new MigrationExecutor(dataSource, runner);
    migrations.transaction = 'all';
    await migrations.executePendingMigrations();
    await assertKeysPresent(runner, cipher.keyring);
    config.jwtSecret ??= await sharedSecret(runner, 'jwt', () => {
      // Upgrading from a version that kept it in DATA_DIR: the tokens and pay links already out stay valid.
      const kept = keptFileSecret(config.dataDir, JWT_SECRET_FILE);
      return kept && kept.length >= 32 ? kept : generateSecret();
    });
    await runner.commitTransaction();
  } catch (e) {
    if (runner.isTransactionActive) await runner.rollbackTransaction();
    throw e;
  } finally {
    await runner.release();
    await dataSource.destroy();
  }
}

/** The secret `name` kept in the database; `candidate` is stored first when there is none. */
async function sharedSecret(
  runner: QueryRunner,
  name: string,
  candidate: () => string,
): Promise<string> {
  await runner.query(
    `INSERT INTO app_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING`,
    [name, candidate()],
  );
  const rows = (await runner.query(`SELECT value FROM app_secrets WHERE name = $1`, [name])) as {
    value: string;
  }[];
  return rows[0].value;
}
