import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A secret kept in a file of DATA_DIR (mode 600): read it when present, else generate and store it.
 * Used for JWT_SECRET with the embedded database when the environment does not set one, so tokens
 * survive a restart.
 */
export function fileSecret(dataDir: string, name: string): string {
  const kept = keptFileSecret(dataDir, name);
  if (kept !== null) return kept;
  mkdirSync(dataDir, { recursive: true });
  const secret = generateSecret();
  writeFileSync(path.join(dataDir, name), `${secret}\n`, { mode: 0o600, flag: 'wx' });
  return secret;
}

/** The secret a file of DATA_DIR keeps, or null when there is none. */
export function keptFileSecret(dataDir: string, name: string): string | null {
  const file = path.join(dataDir, name);
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : null;
}

export function generateSecret(): string {
  return randomBytes(48).toString('base64url');
}

export function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}
