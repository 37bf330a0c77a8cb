/**
 * `npm run health-key:rotate -w backend` (in the image: `node backend/dist/scripts/health-key-rotate.js`):
 * re-encrypts every consultation under the current health data key, with the same environment as the
 * app (see docs/operations.md#health-data-encryption).
 *
 * - Key file (HEALTH_DATA_KEY unset): a new key is generated into DATA_DIR's key file and becomes
 *   the current one; the older keys stay in the file to read what is not re-encrypted yet. With
 *   `--forget-old-keys`, once every record is under the new key, the older ones are removed from it.
 * - HEALTH_DATA_KEY: the operator has set the new key there and moved the old one to
 *   HEALTH_DATA_PREVIOUS_KEYS (on every instance); the command re-encrypts to it. Once it reports no
 *   record left under an older key, that key can be removed from HEALTH_DATA_PREVIOUS_KEYS.
 *
 * Safe while the app runs on PostgreSQL: batches in short transactions, each holding its rows
 * (FOR UPDATE SKIP LOCKED). With the embedded database the app must be stopped (the command opens
 * the database itself, and DATA_DIR is one process's at a time).
 */
import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { AppConfig, ConfigError } from '../src/config/app-config';
import { DataDirLockedError } from '../src/database/data-dir-lock';
import { connectionOptions } from '../src/database/data-source';
import { EmbeddedDatabase, startEmbeddedDatabase } from '../src/database/embedded-database';
import {
  countByKeyId,
  HealthCipher,
  HealthKeyring,
  reencryptConsultations,
  RotationReport,
} from '../src/health-data/health-data.module';

export interface RotateOptions {
  /** Key file only: remove the older keys from it once no record needs them. */
  forgetOldKeys?: boolean;
  /** Rows per transaction. */
  batchSize?: number;
}

export interface RotateResult extends RotationReport {
  /** The key made by this run (key file), or null (HEALTH_DATA_KEY). */
  readonly newKeyId: string | null;
  /** Keys no record needs any more. */
  readonly unusedKeyIds: string[];
  /** Keys removed from the key file (`forgetOldKeys`). */
  readonly forgottenKeyIds: string[];
}

/** The rotation on a database the app's migrations have brought up to date. */
export async function rotateHealthKey(
  config: AppConfig,
  print: (line: string) => void,
  options: RotateOptions = {},
): Promise<RotateResult> {
  const keyring = HealthKeyring.load(config);
  const cipher = new HealthCipher(keyring);
  const dataSource = new DataSource(connectionOptions(config, 2));
  await dataSource.initialize();
  try {
    await assertEncryptedSchema(dataSource);
    print(
      keyring.source === 'file'
        ? `Health data keys: the key file ${keyring.filePath}`
        : 'Health data keys: HEALTH_DATA_KEY (older keys: HEALTH_DATA_PREVIOUS_KEYS)',
    );
    let newKeyId: string | null = null;
    if (keyring.source === 'file') {
      newKeyId = keyring.addCurrentKey().id;
      print(`New current key: ${newKeyId} (the older ones stay in the file)`);
    } else {
      print(`Current key: ${keyring.current().id}`);
    }
    const report = await reencryptConsultations(dataSource, cipher, options.batchSize);
    print(`Records per key before: ${describe(report.before)}`);
    print(`Re-encrypted: ${report.reencrypted}`);
    print(`Records per key after: ${describe(report.after)}`);
    const unusedKeyIds = keyring
      .ids()
      .filter((id) => !report.after.has(id) && id !== report.currentKeyId);
    let forgottenKeyIds: string[] = [];
    if (report.left > 0) {
      print(
        `${report.left} record(s) are still under an older key (saved meanwhile, or by an instance ` +
          'not yet given the new key): run the command again.',
      );
    } else {
      print(`Every record is under the current key ${report.currentKeyId}.`);
      if (keyring.source === 'file' && options.forgetOldKeys) {
        forgottenKeyIds = await forgetOldKeys(dataSource, keyring);
        print(`Removed from the key file: ${forgottenKeyIds.join(', ') || 'none'}`);
      } else if (unusedKeyIds.length > 0) {
        print(
          `No record needs key ${unusedKeyIds.join(', ')} any more: ` +
            (keyring.source === 'file'
              ? 'run again with --forget-old-keys to remove it from the key file.'
              : 'remove it from HEALTH_DATA_PREVIOUS_KEYS (every instance).'),
        );
      }
    }
    return { ...report, newKeyId, unusedKeyIds, forgottenKeyIds };
  } finally {
    await dataSource.destroy();
  }
}

/**
 * Removes the older keys from the key file, then counts again: should a save that encrypted with an
 * older key just before the new one came have landed meanwhile, the keys are put back.
 */
async function forgetOldKeys(dataSource: DataSource, keyring: HealthKeyring): Promise<string[]> {
  const previous = keyring.snapshot();
  const forgotten = keyring.forgetOldKeys();
  const after = await countByKeyId(dataSource);
  if (forgotten.some((id) => after.has(id))) {
    keyring.restore(previous);
    throw new Error(
      'A record was saved under an older key meanwhile: the keys are kept, run again',
    );
  }
  return forgotten;
}

async function assertEncryptedSchema(dataSource: DataSource): Promise<void> {
  const rows = (await dataSource.query(
    `SELECT 1 FROM information_schema.columns
     WHERE table_schema = current_schema() AND table_name = 'consultations' AND column_name = 'key_id'`,
  )) as unknown[];
  if (rows.length === 0) {
    throw new ConfigError([
      'The consultations are not encrypted yet: start the app once (its migrations encrypt them), then rotate',
    ]);
  }
}

function describe(counts: Map<string, number>): string {
  return [...counts].map(([id, n]) => `${id}: ${n}`).join(', ') || 'no records';
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const unknown = args.filter((arg) => arg !== '--forget-old-keys');
  if (unknown.length > 0) throw new ConfigError([`Unknown argument ${unknown.join(' ')}`]);
  const config = AppConfig.fromEnv();
  process.umask(0o077);
  let embedded: EmbeddedDatabase | null = null;
  if (!config.databaseUrl) {
    embedded = await startEmbeddedDatabase(config.dataDir);
    config.databaseUrl = embedded.url;
  }
  try {
    await rotateHealthKey(config, (line) => process.stdout.write(`${line}\n`), {
      forgetOldKeys: args.includes('--forget-old-keys'),
    });
  } finally {
    await embedded?.stop();
  }
}

if (require.main === module) {
  main().catch((e: unknown) => {
    const known = e instanceof ConfigError || e instanceof DataDirLockedError;
    process.stderr.write(
      known
        ? `${(e as Error).message}\n`
        : `Rotation failed: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`,
    );
    process.exit(1);
  });
}
