import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * DATA_DIR holds the database, the secrets, the outbox (live pay links) and the admin's password:
 * it is created owner-only, and at every start whatever in it lost that (files PGlite or an older
 * version wrote readable or writable by all) is made owner-only again.
 */
export function prepareDataDir(dataDir: string): void {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  makeOwnerOnly(dataDir);
}

/**
 * Takes the group and other permissions off `root` and everything under it that this user owns.
 * Symbolic links are not followed; on systems without POSIX owners (Windows) it does nothing.
 */
export function makeOwnerOnly(root: string): void {
  const uid = process.getuid?.();
  if (uid === undefined) return;
  const visit = (file: string) => {
    const stat = lstatOrNull(file);
    if (!stat || stat.isSymbolicLink() || stat.uid !== uid) return;
    if (stat.mode & 0o077) chmodSync(file, stat.mode & 0o7700);
    if (stat.isDirectory()) for (const name of readdirSync(file)) visit(path.join(file, name));
  };
  visit(root);
}

function lstatOrNull(file: string) {
  try {
    return lstatSync(file);
  } catch (e) {
    // Removed while we walked (a temporary file): nothing left to protect.
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw e;
  }
}
