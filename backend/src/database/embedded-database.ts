import { Extension, PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { makeOwnerOnly } from '../config/data-dir';
import { lockDataDir } from './data-dir-lock';

// The contrib entry's type declarations are ESM-only; its CommonJS build loads fine.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { btree_gist } = require('@electric-sql/pglite/contrib/btree_gist') as {
  btree_gist: Extension;
};

export interface EmbeddedDatabase {
  /** postgres:// URL of the in-process server on its Unix socket (`host`: its owner-only directory). */
  readonly url: string;
  stop(): Promise<void>;
}

/** The port in the socket's name, `.s.PGSQL.<port>`, as PostgreSQL clients look for it. */
const SOCKET_PORT = 5432;
const SOCKET_FILE = `.s.PGSQL.${SOCKET_PORT}`;
/** The longest Unix socket path the kernel takes (108 bytes with the terminating NUL). */
const MAX_SOCKET_PATH = 107;

/**
 * PostgreSQL compiled to WASM (PGlite), persisted under `dataDir/pgdata` and served on a Unix socket
 * in an owner-only directory, so that TypeORM talks the same `pg` protocol as with a real server and
 * no other user's process can reach it (there is no TCP port, and no password). The process holds
 * DATA_DIR's lock while it runs: a second one on the same DATA_DIR fails at once (DataDirLockedError).
 * `onLockLost` is called if the lock is taken over while this one runs (see lockDataDir).
 */
export async function startEmbeddedDatabase(
  dataDir: string,
  onLockLost: (e: Error) => void = (e) => {
    throw e;
  },
): Promise<EmbeddedDatabase> {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const release = lockDataDir(dataDir, onLockLost);
  const cleanups: (() => Promise<void> | void)[] = [release];
  const stop = async () => {
    // Last started, first stopped; once.
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  };
  try {
    const dir = path.join(dataDir, 'pgdata');
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    const db = await PGlite.create({ dataDir: dir, extensions: { btree_gist } });
    cleanups.push(() => db.close());
    // PGlite writes its files readable and writable by all.
    makeOwnerOnly(dir);
    const socketDir = ownerOnlySocketDir(dataDir);
    cleanups.push(() =>
      rmSync(socketDir.temporary ? socketDir.path : socketFile(socketDir.path), {
        recursive: true,
        force: true,
      }),
    );
    const server = new PGLiteSocketServer({
      db,
      path: socketFile(socketDir.path),
      maxConnections: 10,
    });
    await server.start();
    cleanups.push(() => server.stop());
    const host = encodeURIComponent(socketDir.path);
    return {
      url: `postgres://postgres@/postgres?host=${host}&port=${SOCKET_PORT}`,
      stop,
    };
  } catch (e) {
    await stop();
    throw e;
  }
}

function socketFile(dir: string): string {
  return path.join(dir, SOCKET_FILE);
}

/**
 * `dataDir/pg-socket`, emptied of the socket a killed process left (this one holds the lock); when
 * that path is too long for a socket, a fresh directory in the system's temporary folder instead.
 * Either is mode 700.
 */
function ownerOnlySocketDir(dataDir: string): { path: string; temporary: boolean } {
  const dir = path.join(dataDir, 'pg-socket');
  if (Buffer.byteLength(socketFile(dir)) <= MAX_SOCKET_PATH) {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    makeOwnerOnly(dir);
    rmSync(socketFile(dir), { force: true });
    return { path: dir, temporary: false };
  }
  return { path: mkdtempSync(path.join(os.tmpdir(), 'esthetics-pg-')), temporary: true };
}
