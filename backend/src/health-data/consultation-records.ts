import { DataSource, QueryRunner } from 'typeorm';
import { ConfigError } from '../config/app-config';
import { EncryptedRecord, HealthCipher } from './health-cipher';
import { HealthKeyring } from './health-keyring';

/**
 * The SQL side of the encrypted consultations: the table `consultations` keeps each client's answers
 * as `key_id`, `nonce`, `ciphertext` and `auth_tag` (see HealthCipher), the client's id bound in as
 * additional authenticated data. Used by the migration that encrypted the plain answers, by the
 * start-up check of the keys and by `health-key:rotate`.
 */

/** Rows encrypted or re-encrypted per transaction. */
export const BATCH_SIZE = 200;

/** Where prepareDatabase hands the cipher to the migrations (QueryRunner.data). */
const CIPHER_SLOT = 'healthCipher';

/** Gives the migrations run on `runner` the cipher (those that encrypt or decrypt need it). */
export function provideHealthCipher(runner: QueryRunner, cipher: HealthCipher): void {
  (runner.data as Record<string, unknown>)[CIPHER_SLOT] = cipher;
}

/** The cipher prepareDatabase gave the migrations; a migration run any other way stops here. */
export function healthCipherOf(runner: QueryRunner): HealthCipher {
  const cipher = (runner.data as Record<string, unknown>)[CIPHER_SLOT];
  if (!(cipher instanceof HealthCipher)) {
    throw new Error(
      'This migration encrypts the consultation answers and needs the health data keys: run it ' +
        'through prepareDatabase (the app starting), not on its own',
    );
  }
  return cipher;
}

/** Anything that runs SQL: a QueryRunner, a DataSource, an EntityManager. */
interface Sql {
  query(sql: string, parameters?: unknown[]): Promise<unknown>;
}

interface EncryptedRow extends EncryptedRecord {
  client_id: string;
}

/**
 * The migration's step: encrypts every row still holding plain `answers`, clearing them in the same
 * UPDATE (so that not even the row's new version keeps them). In the migrations' transaction: a
 * crash midway rolls back to the plain rows, nothing lost. Answers how many rows were encrypted.
 */
export async function encryptPlainConsultations(
  runner: QueryRunner,
  cipher: HealthCipher,
): Promise<number> {
  let done = 0;
  for (;;) {
    const rows = (await runner.query(
      `SELECT client_id, answers FROM consultations WHERE answers IS NOT NULL
       ORDER BY client_id LIMIT ${BATCH_SIZE}`,
    )) as { client_id: string; answers: unknown }[];
    if (rows.length === 0) return done;
    for (const row of rows) {
      const record = cipher.encrypt(row.answers, row.client_id);
      await runner.query(
        `UPDATE consultations SET key_id = $2, nonce = $3, ciphertext = $4, auth_tag = $5,
           answers = NULL WHERE client_id = $1`,
        [row.client_id, record.key_id, record.nonce, record.ciphertext, record.auth_tag],
      );
    }
    done += rows.length;
  }
}

/** The migration's way back: every row's answers decrypted into the plain `answers` column. */
export async function decryptConsultations(
  runner: QueryRunner,
  cipher: HealthCipher,
): Promise<void> {
  const rows = (await runner.query(
    `SELECT client_id, key_id, nonce, ciphertext, auth_tag FROM consultations WHERE answers IS NULL`,
  )) as EncryptedRow[];
  for (const row of rows) {
    await runner.query(`UPDATE consultations SET answers = $2 WHERE client_id = $1`, [
      row.client_id,
      JSON.stringify(cipher.decrypt(row, row.client_id)),
    ]);
  }
}

/** How many rows each key id encrypts. */
export async function countByKeyId(runner: Sql): Promise<Map<string, number>> {
  const rows = (await runner.query(
    `SELECT key_id, count(*)::int AS n FROM consultations GROUP BY key_id ORDER BY key_id`,
  )) as { key_id: string; n: number }[];
  return new Map(rows.map((row) => [row.key_id, row.n]));
}

/** The database holds health answers under keys this instance does not have. */
export class HealthKeysMissingError extends ConfigError {
  constructor(missing: Map<string, number>, keyring: HealthKeyring) {
    const list = [...missing].map(([id, n]) => `${id} (${n} client${n === 1 ? '' : 's'})`);
    super([
      `The database holds health answers encrypted with key ${list.join(', ')}, which this ` +
        `instance does not have (its keys: ${keyring.ids().join(', ') || 'none'}). Every instance ` +
        'on one database needs the same HEALTH_DATA_KEY (older keys in HEALTH_DATA_PREVIOUS_KEYS); ' +
        'see docs/operations.md "Health data encryption"',
    ]);
    this.name = 'HealthKeysMissingError';
  }
}

/**
 * Refuses to start on a database whose health answers this instance could not read: one instance
 * with a key of its own (several replicas each generating a key file) would otherwise write answers
 * the others cannot read, and fail on every answer they wrote.
 */
export async function assertKeysPresent(runner: Sql, keyring: HealthKeyring): Promise<void> {
  const counts = await countByKeyId(runner);
  const missing = new Map([...counts].filter(([id]) => !keyring.find(id)));
  if (missing.size > 0) throw new HealthKeysMissingError(missing, keyring);
}

export interface RotationReport {
  /** The key every row is now encrypted with. */
  readonly currentKeyId: string;
  /** Rows re-encrypted by this run. */
  readonly reencrypted: number;
  /** Rows per key id before and after the run. */
  readonly before: Map<string, number>;
  readonly after: Map<string, number>;
  /** Rows still under another key (being written at that moment, or by an instance not yet on the new key): run again. */
  readonly left: number;
}

/**
 * Re-encrypts, under the keyring's current key, every row still under an older one: in batches, each
 * in its own short transaction holding the batch's rows (`FOR UPDATE SKIP LOCKED`), so the app goes
 * on reading and saving meanwhile (a row a save holds is skipped, and that save writes it under the
 * key of its instance). Stops at the first row that does not decrypt, naming it.
 */
export async function reencryptConsultations(
  dataSource: DataSource,
  cipher: HealthCipher,
  batchSize = BATCH_SIZE,
): Promise<RotationReport> {
  const currentKeyId = cipher.keyring.current().id;
  const before = await countByKeyId(dataSource);
  const missing = new Map([...before].filter(([id]) => !cipher.keyring.find(id)));
  if (missing.size > 0) throw new HealthKeysMissingError(missing, cipher.keyring);
  let reencrypted = 0;
  for (;;) {
    const count = await dataSource.transaction(async (manager) => {
      const rows = (await manager.query(
        `SELECT client_id, key_id, nonce, ciphertext, auth_tag FROM consultations
         WHERE key_id <> $1 ORDER BY client_id LIMIT $2 FOR UPDATE SKIP LOCKED`,
        [currentKeyId, batchSize],
      )) as EncryptedRow[];
      for (const row of rows) {
        const record = cipher.encrypt(cipher.decrypt(row, row.client_id), row.client_id);
        if (record.key_id !== currentKeyId)
          throw new Error('The current key changed during the run');
        await manager.query(
          `UPDATE consultations SET key_id = $2, nonce = $3, ciphertext = $4, auth_tag = $5
           WHERE client_id = $1`,
          [row.client_id, record.key_id, record.nonce, record.ciphertext, record.auth_tag],
        );
      }
      return rows.length;
    });
    if (count === 0) break;
    reencrypted += count;
  }
  const after = await countByKeyId(dataSource);
  const left = [...after].reduce((sum, [id, n]) => sum + (id === currentKeyId ? 0 : n), 0);
  return { currentKeyId, reencrypted, before, after, left };
}
