import { createHash, randomBytes } from 'node:crypto';

/** The secret of a leave or claim link: 256 random bits, URL-safe. */
export const newLinkToken = (): string => randomBytes(32).toString('base64url');

/** What is stored of a claim link's secret: its SHA-256, in hex. */
export const hashLinkToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');
