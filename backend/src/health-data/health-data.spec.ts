import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AppConfig, ConfigError } from '../config/app-config';
import { HealthCipher, HealthDataUnreadableError } from './health-cipher';
import { healthKeyId } from './health-key';
import { HEALTH_KEY_FILE, HealthKeyFileError, HealthKeyring } from './health-keyring';

const MARKER = 'zz-marker-allergy-unit';
const dataDir = () => mkdtempSync(path.join(os.tmpdir(), 'health-data-'));
const key = () => randomBytes(32);
const envKeyring = (current: Buffer, previous: Buffer[] = []) =>
  HealthKeyring.load({
    dataDir: dataDir(),
    healthDataKey: current,
    healthDataPreviousKeys: previous,
  });

describe('HealthCipher', () => {
  const owner = '2b0d6a9e-0000-4000-8000-000000000001';
  const other = '2b0d6a9e-0000-4000-8000-000000000002';

  it('encrypts to a record without the plain text, and decrypts it back for its owner', () => {
    const cipher = new HealthCipher(envKeyring(key()));
    const value = { allergies: [MARKER], pregnant_or_nursing: true };
    const record = cipher.encrypt(value, owner);
    expect(record.key_id).toBe(cipher.keyring.current().id);
    expect(record.nonce).toHaveLength(12);
    expect(record.auth_tag).toHaveLength(16);
    expect(
      Buffer.concat([record.nonce, record.ciphertext, record.auth_tag]).toString('latin1'),
    ).not.toContain(MARKER);
    expect(cipher.decrypt(record, owner)).toEqual(value);
  });

  it('uses a new nonce for every record', () => {
    const cipher = new HealthCipher(envKeyring(key()));
    const a = cipher.encrypt({ allergies: [MARKER] }, owner);
    const b = cipher.encrypt({ allergies: [MARKER] }, owner);
    expect(a.nonce.equals(b.nonce)).toBe(false);
    expect(a.ciphertext.equals(b.ciphertext)).toBe(false);
  });

  it("refuses a record moved to another client's row, or altered, naming it and not its content", () => {
    const cipher = new HealthCipher(envKeyring(key()));
    const record = cipher.encrypt({ allergies: [MARKER] }, owner);
    const altered = { ...record, ciphertext: Buffer.from(record.ciphertext) };
    altered.ciphertext[0] ^= 1;
    for (const [bad, who] of [
      [record, other],
      [altered, owner],
      [{ ...record, auth_tag: randomBytes(16) }, owner],
    ] as const) {
      let error: unknown;
      try {
        cipher.decrypt(bad, who);
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(HealthDataUnreadableError);
      expect((error as Error).message).toContain(who);
      expect((error as Error).message).toContain(record.key_id);
      expect((error as Error).message).not.toContain(MARKER);
    }
  });

  it('reads records of a previous key, writes with the current one, and names a key it lacks', () => {
    const old = key();
    const before = new HealthCipher(envKeyring(old));
    const record = before.encrypt({ allergies: [MARKER] }, owner);
    const rotated = new HealthCipher(envKeyring(key(), [old]));
    expect(rotated.decrypt(record, owner)).toEqual({ allergies: [MARKER] });
    expect(rotated.encrypt({}, owner).key_id).not.toBe(healthKeyId(old));
    const without = new HealthCipher(envKeyring(key()));
    expect(() => without.decrypt(record, owner)).toThrow(
      new RegExp(`encrypted with key ${record.key_id}, which this instance does not have`),
    );
  });
});

describe('HealthKeyring with a key file', () => {
  const settings = (dir: string) => ({
    dataDir: dir,
    healthDataKey: null,
    healthDataPreviousKeys: [],
  });

  it('generates the key file once, owner-only, and finds the same key in it at the next load', () => {
    const dir = dataDir();
    const first = HealthKeyring.load(settings(dir));
    const file = path.join(dir, HEALTH_KEY_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(first.source).toBe('file');
    expect(HealthKeyring.load(settings(dir)).current()).toEqual(first.current());
  });

  it('follows the file when another process rotates it, and forgets old keys on demand', () => {
    const dir = dataDir();
    const app = HealthKeyring.load(settings(dir));
    const old = app.current();
    const command = HealthKeyring.load(settings(dir));
    const added = command.addCurrentKey();
    expect(statSync(path.join(dir, HEALTH_KEY_FILE)).mode & 0o777).toBe(0o600);
    expect(app.current().id).toBe(added.id);
    expect(app.find(old.id)).toEqual(old);
    expect(command.forgetOldKeys()).toEqual([old.id]);
    expect(app.find(old.id)).toBeNull();
    expect(app.ids()).toEqual([added.id]);
  });

  it('refuses a key file that was tampered with', () => {
    const dir = dataDir();
    HealthKeyring.load(settings(dir));
    const file = path.join(dir, HEALTH_KEY_FILE);
    const content = JSON.parse(readFileSync(file, 'utf8')) as { keys: { key: string }[] };
    content.keys[0].key = key().toString('base64url');
    writeFileSync(file, JSON.stringify(content));
    expect(() => HealthKeyring.load(settings(dir))).toThrow(HealthKeyFileError);
  });

  it('with HEALTH_DATA_KEY, still reads the keys of a key file DATA_DIR kept, and makes none', () => {
    const dir = dataDir();
    const fromFile = HealthKeyring.load(settings(dir)).current();
    const env = HealthKeyring.load({
      dataDir: dir,
      healthDataKey: key(),
      healthDataPreviousKeys: [],
    });
    expect(env.source).toBe('environment');
    expect(env.current().id).not.toBe(fromFile.id);
    expect(env.find(fromFile.id)).toEqual(fromFile);
    const fresh = dataDir();
    HealthKeyring.load({ dataDir: fresh, healthDataKey: key(), healthDataPreviousKeys: [] });
    expect(() => statSync(path.join(fresh, HEALTH_KEY_FILE))).toThrow();
  });
});

describe('HEALTH_DATA_KEY in AppConfig', () => {
  const base = { DATA_DIR: dataDir() };

  it('takes base64 and base64url keys of 32 bytes', () => {
    const k = key();
    const config = AppConfig.fromEnv({
      ...base,
      HEALTH_DATA_KEY: k.toString('base64'),
      HEALTH_DATA_PREVIOUS_KEYS: `${key().toString('base64url')}, ${key().toString('base64')}`,
    });
    expect(config.healthDataKey?.equals(k)).toBe(true);
    expect(config.healthDataPreviousKeys).toHaveLength(2);
  });

  it.each([
    [{ HEALTH_DATA_KEY: 'too-short' }, 'HEALTH_DATA_KEY must be 32 random bytes'],
    [
      { HEALTH_DATA_KEY: randomBytes(16).toString('base64') },
      'HEALTH_DATA_KEY must be 32 random bytes',
    ],
    [
      { HEALTH_DATA_KEY: key().toString('base64'), HEALTH_DATA_PREVIOUS_KEYS: 'nope' },
      'HEALTH_DATA_PREVIOUS_KEYS must be keys of 32 bytes',
    ],
    [
      { HEALTH_DATA_PREVIOUS_KEYS: key().toString('base64') },
      'HEALTH_DATA_PREVIOUS_KEYS is set without HEALTH_DATA_KEY',
    ],
  ])('refuses %j with a clear message', (env, message) => {
    expect(() => AppConfig.fromEnv({ ...base, ...env })).toThrow(ConfigError);
    expect(() => AppConfig.fromEnv({ ...base, ...env })).toThrow(message);
  });

  it('never puts the key in its error message', () => {
    const bad = `${key().toString('base64')}extra`;
    expect(() => AppConfig.fromEnv({ ...base, HEALTH_DATA_KEY: bad })).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining(bad) as unknown }),
    );
  });
});
