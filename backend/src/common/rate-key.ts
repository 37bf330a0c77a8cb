import { Injectable } from '@nestjs/common';
import { createHmac, hkdfSync } from 'node:crypto';
import { AppConfig } from '../config/app-config';

/**
 * What a rate limit counts: its kind, then the parts that say who (an e-mail, an address, a key's
 * id). A plain string is `kind:who`, its part after the first colon taken as one.
 */
export type RateKey = string | readonly [kind: string, ...parts: string[]];

/** Characters of each keyed hash kept: 128 bits, far from any collision among the counters. */
const HASH_CHARS = 22;

/**
 * The keys rate-limit rows are stored under: the kind as it is (readable in the table), each part
 * that identifies someone replaced by a keyed hash (HMAC-SHA-256, keyed from the app's JWT secret
 * by HKDF), so the table holds no e-mail or address in plain text, and nobody without the secret
 * can test a guessed e-mail against it. Parts are hashed one by one, so the counters of one e-mail
 * (`login-client:<e-mail>` and `login-client:<e-mail>:<address>`) still share a prefix, which the
 * erasure of an account deletes by.
 */
@Injectable()
export class RateKeys {
  private key: Buffer | null = null;

  constructor(private readonly config: AppConfig) {}

  /** The stored form of `key`. */
  stored(key: RateKey): string {
    const [kind, ...parts] = typeof key === 'string' ? splitKind(key) : key;
    return [kind, ...parts.map((part) => this.hash(part))].join(':');
  }

  private hash(part: string): string {
    return createHmac('sha256', this.secret())
      .update(part)
      .digest('base64url')
      .slice(0, HASH_CHARS);
  }

  private secret(): Buffer {
    if (!this.key) {
      if (!this.config.jwtSecret) throw new Error('JWT secret not resolved');
      this.key = Buffer.from(
        hkdfSync('sha256', this.config.jwtSecret, 'esthetics', 'rate-limit-keys', 32),
      );
    }
    return this.key;
  }
}

function splitKind(key: string): string[] {
  const colon = key.indexOf(':');
  return colon < 0 ? [key] : [key.slice(0, colon), key.slice(colon + 1)];
}
