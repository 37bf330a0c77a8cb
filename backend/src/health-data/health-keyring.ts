import { randomBytes } from 'node:crypto';
import {
  existsSync,
  linkSync,
  mkdirSync,
  readFileSync,
  renameSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { parseHealthKey } from '../config/app-config';
import { generateHealthKey, HealthKey, healthKey, healthKeyId } from './health-key';

/** The key file in DATA_DIR, used when HEALTH_DATA_KEY is unset (mode 600). */
export const HEALTH_KEY_FILE = 'health-data-keys.json';

/** What the keyring is made from: AppConfig's fields of the same names. */
export interface HealthKeySettings {
  readonly dataDir: string;
  /** HEALTH_DATA_KEY, decoded; null: the key file of DATA_DIR. */
  readonly healthDataKey: Buffer | null;
  /** HEALTH_DATA_PREVIOUS_KEYS, decoded: read with, never written with. */
  readonly healthDataPreviousKeys: readonly Buffer[];
}

/** The key file's content. */
interface KeyFile {
  /** The id of the key new records are encrypted with. */
  current: string;
  keys: { id: string; key: string }[];
}

export class HealthKeyFileError extends Error {
  constructor(file: string, problem: string) {
    super(`The health data key file ${file} ${problem}`);
    this.name = 'HealthKeyFileError';
  }
}

/**
 * The keys health answers are encrypted with: one current key (new records) and older ones (still
 * read). Either HEALTH_DATA_KEY (+ HEALTH_DATA_PREVIOUS_KEYS, + the keys of a key file DATA_DIR kept
 * before, read only), or a key file in DATA_DIR, generated at the first start. The key file is read
 * again whenever it changed, so a running app follows `health-key:rotate`: it reads the records
 * re-encrypted with the new key and writes with it.
 */
export class HealthKeyring {
  private fileStamp: string | null = null;
  private fileKeys: { current: HealthKey | null; keys: HealthKey[] } = { current: null, keys: [] };

  private constructor(
    readonly source: 'environment' | 'file',
    private readonly file: string,
    private readonly envKeys: readonly HealthKey[],
  ) {
    this.refresh();
  }

  /**
   * The keyring of `settings`; without HEALTH_DATA_KEY, the key file is created (once, by whichever
   * process comes first) when DATA_DIR has none.
   */
  static load(settings: HealthKeySettings): HealthKeyring {
    const file = path.join(settings.dataDir, HEALTH_KEY_FILE);
    if (settings.healthDataKey) {
      const keys = [settings.healthDataKey, ...settings.healthDataPreviousKeys].map(healthKey);
      return new HealthKeyring('environment', file, keys);
    }
    if (!existsSync(file)) createKeyFile(file);
    return new HealthKeyring('file', file, []);
  }

  /** The key new records are encrypted with. */
  current(): HealthKey {
    this.refresh();
    const current = this.envKeys[0] ?? this.fileKeys.current;
    if (!current) throw new HealthKeyFileError(this.file, 'has no current key');
    return current;
  }

  /** The key of id `id`, or null when this keyring does not have it. */
  find(id: string): HealthKey | null {
    return this.all().find((key) => key.id === id) ?? null;
  }

  /** Every key's id, the current one first. */
  ids(): string[] {
    return this.all().map((key) => key.id);
  }

  /** The key file's path (where a file keyring keeps its keys). */
  get filePath(): string {
    return this.file;
  }

  /**
   * File keyring: a new key becomes the current one, the others are kept to read older records
   * (until `health-key:rotate` re-encrypted them). Answers the new key.
   */
  addCurrentKey(): HealthKey {
    if (this.source !== 'file')
      throw new Error('The keys of HEALTH_DATA_KEY are not kept in a file');
    this.refresh();
    const key = generateHealthKey();
    writeKeyFile(this.file, key, [key, ...this.fileKeys.keys], false);
    this.refresh();
    return key;
  }

  /**
   * File keyring: forgets every key but the current one (once no record needs them: `health-key:rotate`
   * checks). Answers the ids forgotten.
   */
  forgetOldKeys(): string[] {
    if (this.source !== 'file')
      throw new Error('The keys of HEALTH_DATA_KEY are not kept in a file');
    const current = this.current();
    const forgotten = this.fileKeys.keys.filter((key) => key.id !== current.id).map((k) => k.id);
    if (forgotten.length > 0) writeKeyFile(this.file, current, [current], false);
    this.refresh();
    return forgotten;
  }

  /** File keyring: its keys as they are now, to `restore` them. */
  snapshot(): { current: HealthKey; keys: HealthKey[] } {
    this.refresh();
    const { current, keys } = this.fileKeys;
    if (!current) throw new HealthKeyFileError(this.file, 'has no current key');
    return { current, keys: [...keys] };
  }

  /** File keyring: writes back the keys of a `snapshot`. */
  restore(snapshot: { current: HealthKey; keys: HealthKey[] }): void {
    writeKeyFile(this.file, snapshot.current, snapshot.keys, false);
    this.refresh();
  }

  private all(): HealthKey[] {
    this.refresh();
    const fileCurrent = this.fileKeys.current ? [this.fileKeys.current] : [];
    const keys = [...this.envKeys, ...fileCurrent, ...this.fileKeys.keys];
    return keys.filter((key, i) => keys.findIndex((k) => k.id === key.id) === i);
  }

  /** Reads the key file again when it changed (or appeared, or went). */
  private refresh(): void {
    let stamp: string | null = null;
    try {
      const stat = statSync(this.file);
      stamp = `${stat.ino}:${stat.mtimeMs}:${stat.size}`;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
    }
    if (stamp === this.fileStamp) return;
    this.fileKeys = stamp === null ? { current: null, keys: [] } : readKeyFile(this.file);
    this.fileStamp = stamp;
  }
}

function readKeyFile(file: string): { current: HealthKey; keys: HealthKey[] } {
  let parsed: KeyFile;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8')) as KeyFile;
  } catch {
    throw new HealthKeyFileError(file, 'cannot be read as JSON');
  }
  if (!parsed || !Array.isArray(parsed.keys)) throw new HealthKeyFileError(file, 'has no keys');
  const keys = parsed.keys.map((entry) => {
    const key = typeof entry?.key === 'string' ? parseHealthKey(entry.key) : null;
    if (!key) throw new HealthKeyFileError(file, 'has an entry that is not a 32-byte key');
    if (entry.id !== healthKeyId(key))
      throw new HealthKeyFileError(file, `has a key whose id is not ${String(entry.id)}`);
    return healthKey(key);
  });
  const current = keys.find((key) => key.id === parsed.current);
  if (!current) throw new HealthKeyFileError(file, 'names no current key among its keys');
  return { current, keys };
}

/** A new key file with one new key; when another process made one first, that one is kept. */
function createKeyFile(file: string): void {
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const key = generateHealthKey();
  writeKeyFile(file, key, [key], true);
}

/**
 * Writes the key file whole, owner-only, through a temporary file: readers see the old file or the
 * new one, never half of one. `exclusive`: only when there is none yet (a link fails on an existing
 * file, where a rename would replace it).
 */
function writeKeyFile(file: string, current: HealthKey, keys: HealthKey[], exclusive: boolean) {
  const content: KeyFile = {
    current: current.id,
    keys: keys.map((key) => ({ id: key.id, key: key.key.toString('base64url') })),
  };
  const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(content, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
  try {
    if (!exclusive) {
      renameSync(temporary, file);
      return;
    }
    try {
      linkSync(temporary, file);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    }
  } finally {
    if (existsSync(temporary)) unlinkSync(temporary);
  }
}
