import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A secret kept in a file of DATA_DIR (mode 600): read it when present, else generate and store it.
 * Used for JWT_SECRET when the environment does not set one, so tokens survive a restart.
 */
export function fileSecret(dataDir: string, name: string): string {
  const file = path.join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  return secret;
}

export function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}
