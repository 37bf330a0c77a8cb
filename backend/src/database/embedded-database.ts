import { Extension, PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { mkdirSync } from 'node:fs';
import path from 'node:path';

// The contrib entry's type declarations are ESM-only; its CommonJS build loads fine.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { btree_gist } = require('@electric-sql/pglite/contrib/btree_gist') as {
  btree_gist: Extension;
};

export interface EmbeddedDatabase {
  /** postgres:// URL of the in-process server on loopback. */
  readonly url: string;
  stop(): Promise<void>;
}

/**
 * PostgreSQL compiled to WASM (PGlite), persisted under `dataDir/pgdata` and served on a loopback port
 * so that TypeORM talks the same `pg` protocol as with a real server.
 */
export async function startEmbeddedDatabase(dataDir: string): Promise<EmbeddedDatabase> {
  const dir = path.join(dataDir, 'pgdata');
  mkdirSync(dir, { recursive: true });
  const db = await PGlite.create({ dataDir: dir, extensions: { btree_gist } });
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: 10 });
  await server.start();
  return {
    url: `postgres://postgres@${server.getServerConn()}/postgres`,
    async stop() {
      await server.stop();
      await db.close();
    },
  };
}
