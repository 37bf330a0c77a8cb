import { createHash, randomBytes } from 'node:crypto';

/** A key of the health data keyring, known by its id. */
export interface HealthKey {
  /** Short, not secret: stored with each record to tell which key it was encrypted with. */
  readonly id: string;
  /** 32 bytes (AES-256). */
  readonly key: Buffer;
}

/**
 * The key's id: the first 16 hex digits of a SHA-256 of the key (with a label of its own, so it
 * equals no other hash of it). It names the key without revealing anything of it, and is the same
 * wherever the key is given (environment or key file), with nothing to keep in step.
 */
export function healthKeyId(key: Buffer): string {
  return createHash('sha256')
    .update('esthetics health data key id\0')
    .update(key)
    .digest('hex')
    .slice(0, 16);
}

export function healthKey(key: Buffer): HealthKey {
  return { id: healthKeyId(key), key };
}

/** A new random key. */
export function generateHealthKey(): HealthKey {
  return healthKey(randomBytes(32));
}
