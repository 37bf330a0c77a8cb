import { Extension, PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
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
/**
 * PostgreSQL's settings for a small business's database on a small server. PGlite keeps PostgreSQL's
 * defaults (128 MB of shared buffers, 100 connections' shared state), which it touches in the
 * process's memory: that was about 130 MB of the process's resident memory for a database of a few
 * megabytes. 16 MB of buffers still hold many years of appointments; one connection is served.
 */
export const EMBEDDED_POSTGRESQL_CONF = [
  'shared_buffers=16MB',
  'max_connections=10',
  'work_mem=2MB',
  'maintenance_work_mem=16MB',
];

/**
 * V8's flag that compiles WebAssembly with its baseline compiler (Liftoff) only, never tiering hot
 * functions up to its optimising compiler (TurboFan). TurboFan's compilations of PostgreSQL's hot
 * functions took about 60 MB of malloc'd memory at their peak, on background threads, which glibc
 * kept in its per-thread arenas once freed: 70 to 100 MB of the process's resident memory for no
 * use. Measured on the app (the same fixed number of requests, CPU time of the app's process), the
 * optimised code did not make the availability or booking requests cheaper: most of their time is
 * JavaScript, and TurboFan's own compilations cost more than they saved. PGlite starts faster too.
 * Set from here, before PGlite compiles its module, so that only the embedded database's process is
 * concerned (PGlite is its only WebAssembly).
 */
export const WASM_BASELINE_ONLY = '--liftoff-only';

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
  setFlagsFromString(WASM_BASELINE_ONLY);
  const release = lockDataDir(dataDir, onLockLost);
  const cleanups: (() => Promise<void> | void)[] = [release];
  const stop = async () => {
    // Last started, first stopped; once.
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  };
  try {
    const dir = path.join(dataDir, 'pgdata');
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    await initDbOutOfProcess(dir);
    const db = await PGlite.create({
      dataDir: dir,
      extensions: { btree_gist },
      postgresqlconf: EMBEDDED_POSTGRESQL_CONF,
    });
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

/**
 * Creates a new database cluster (initdb) in a short-lived child process. In-process, initdb's
 * WebAssembly instances (another PGlite and initdb's own) stayed in memory: about 300 MB the garbage
 * collector had no reason to give back, on a server that should run in 1 GB. Baseline-compiled
 * WebAssembly only there too: about a third faster, and a lower peak.
 */
async function initDbOutOfProcess(dir: string): Promise<void> {
  if (existsSync(path.join(dir, 'PG_VERSION'))) return;
  const script =
    'const { PGlite } = require(process.argv[1]);' +
    'PGlite.create({ dataDir: process.argv[2] }).then((db) => db.close()).then(' +
    '() => process.exit(0), (e) => { console.error(e); process.exit(1); });';
  await new Promise<void>((resolve, reject) =>
    execFile(
      process.execPath,
      [WASM_BASELINE_ONLY, '-e', script, require.resolve('@electric-sql/pglite'), dir],
      (error, _stdout, stderr) =>
        error ? reject(new Error(`The embedded database's initdb failed: ${stderr}`)) : resolve(),
    ),
  );
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
