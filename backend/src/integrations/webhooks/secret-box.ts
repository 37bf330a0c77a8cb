import { Injectable } from '@nestjs/common';
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { AppConfig } from '../../config/app-config';

const VERSION = 'v1';

/** A new Standard Webhooks signing secret: `whsec_` and 24 random bytes in base64. */
export const newWebhookSecret = (): string => `whsec_${randomBytes(24).toString('base64')}`;

/**
 * Seals the endpoints' signing secrets for the database (AES-256-GCM, with a key derived from
 * JWT_SECRET): a copy of the database alone cannot sign webhooks. The app needs each secret in plain
 * to sign, so it is sealed, not hashed; changing JWT_SECRET makes the endpoints' secrets unreadable
 * (their deliveries fail until they are registered again).
 */
@Injectable()
export class SecretBox {
  constructor(private readonly config: AppConfig) {}

  private key(): Buffer {
    if (!this.config.jwtSecret) throw new Error('JWT secret not resolved');
    return Buffer.from(
      hkdfSync('sha256', this.config.jwtSecret, 'esthetics', 'webhook-signing-secrets', 32),
    );
  }

  seal(secret: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key(), iv);
    const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    return [VERSION, iv, sealed, cipher.getAuthTag()]
      .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
      .join('.');
  }

  /** The plain secret; throws when it was sealed with another key. */
  open(sealed: string): string {
    const [version, iv, data, tag] = sealed.split('.');
    if (version !== VERSION || !iv || !data || !tag) throw new Error('Unreadable signing secret');
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key(), Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(data, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    } catch {
      throw new Error('The signing secret cannot be read (was JWT_SECRET changed?)');
    }
  }
}
