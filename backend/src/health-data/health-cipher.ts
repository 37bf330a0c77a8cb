import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { HealthKeyring } from './health-keyring';

/** AES-GCM's recommended nonce: 12 random bytes, new for every record. */
export const NONCE_BYTES = 12;
/** GCM's full authentication tag. */
export const TAG_BYTES = 16;
/** The format of the additional authenticated data, bumped if the record's layout ever changes. */
const AAD_VERSION = 'esthetics/health-data/v1';

/** A value encrypted at rest: the columns a record keeps. */
export interface EncryptedRecord {
  readonly key_id: string;
  readonly nonce: Buffer;
  readonly ciphertext: Buffer;
  readonly auth_tag: Buffer;
}

/**
 * A record that cannot be read back: its key is not in the keyring, or it does not authenticate
 * (wrong key, altered, or moved to another owner's row). The message names the record and the key,
 * never what the record holds (which is not known anyway).
 */
export class HealthDataUnreadableError extends Error {
  constructor(
    readonly owner: string,
    readonly keyId: string,
    reason: 'unknown key' | 'not authentic',
  ) {
    super(
      reason === 'unknown key'
        ? `The health answers of ${owner} are encrypted with key ${keyId}, which this instance does ` +
            'not have: give every instance the same HEALTH_DATA_KEY (and older keys in ' +
            'HEALTH_DATA_PREVIOUS_KEYS), see docs/operations.md "Health data encryption"'
        : `The health answers of ${owner} (key ${keyId}) do not decrypt: the record was altered or ` +
            'moved, or the key with this id is not the one it was encrypted with',
    );
    this.name = 'HealthDataUnreadableError';
  }
}

/**
 * Encrypts JSON values with AES-256-GCM under the keyring's current key, a random nonce per record,
 * and the record's owner (the client's id) as additional authenticated data: a ciphertext copied to
 * another client's row does not decrypt there. The key id travels with the record, so that older
 * keys still read theirs until `health-key:rotate` re-encrypted them.
 */
export class HealthCipher {
  constructor(readonly keyring: HealthKeyring) {}

  encrypt(value: unknown, owner: string): EncryptedRecord {
    const { id, key } = this.keyring.current();
    const nonce = randomBytes(NONCE_BYTES);
    const cipher = createCipheriv('aes-256-gcm', key, nonce, { authTagLength: TAG_BYTES });
    cipher.setAAD(aad(owner, id));
    const ciphertext = Buffer.concat([
      cipher.update(JSON.stringify(value) ?? 'null', 'utf8'),
      cipher.final(),
    ]);
    return { key_id: id, nonce, ciphertext, auth_tag: cipher.getAuthTag() };
  }

  decrypt<T = unknown>(record: EncryptedRecord, owner: string): T {
    const found = this.keyring.find(record.key_id);
    if (!found) throw new HealthDataUnreadableError(owner, record.key_id, 'unknown key');
    let plain: string;
    try {
      const decipher = createDecipheriv('aes-256-gcm', found.key, record.nonce, {
        authTagLength: TAG_BYTES,
      });
      decipher.setAAD(aad(owner, record.key_id));
      decipher.setAuthTag(record.auth_tag);
      plain = Buffer.concat([decipher.update(record.ciphertext), decipher.final()]).toString(
        'utf8',
      );
    } catch {
      // OpenSSL's own message says nothing of the content, but ours says which record failed.
      throw new HealthDataUnreadableError(owner, record.key_id, 'not authentic');
    }
    return JSON.parse(plain) as T;
  }

  /** Whether `record` is already under the current key. */
  isCurrent(record: Pick<EncryptedRecord, 'key_id'>): boolean {
    return record.key_id === this.keyring.current().id;
  }
}

function aad(owner: string, keyId: string): Buffer {
  return Buffer.from(`${AAD_VERSION}\0${owner}\0${keyId}`, 'utf8');
}
