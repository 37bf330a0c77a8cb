import path from 'node:path';
import lockfile from 'proper-lockfile';

/** How long the lock of an instance that was killed (kill -9, power cut) outlives it. */
export const LOCK_STALE_MS = 10_000;

/** Another process holds DATA_DIR's lock. */
export class DataDirLockedError extends Error {
  constructor(dataDir: string, lockPath: string) {
    super(
      `Another instance of the app is already running on DATA_DIR ${dataDir} (its lock: ${lockPath}). ` +
        'Stop it first, or give this one another DATA_DIR. If none is running (it was killed), ' +
        `the lock frees itself within ${LOCK_STALE_MS / 1000} seconds.`,
    );
    this.name = 'DataDirLockedError';
  }
}

/**
 * Takes DATA_DIR's lock for as long as this process runs (the embedded database serves one process):
 * a directory kept fresh every few seconds, removed on exit; the lock of a killed process goes stale
 * after LOCK_STALE_MS and is taken over. Answers the function that releases it.
 *
 * `onLost` is called if another process took the lock over (this one stalled longer than
 * LOCK_STALE_MS): continuing would let two processes write the same database.
 */
export function lockDataDir(dataDir: string, onLost: (e: Error) => void): () => void {
  const lockPath = path.join(dataDir, 'instance.lock');
  try {
    return lockfile.lockSync(dataDir, {
      lockfilePath: lockPath,
      realpath: false,
      stale: LOCK_STALE_MS,
      onCompromised: onLost,
    });
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ELOCKED') {
      throw new DataDirLockedError(dataDir, lockPath);
    }
    throw e;
  }
}
