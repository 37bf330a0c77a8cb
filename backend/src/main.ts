import 'reflect-metadata';
import type { Server, ServerResponse } from 'node:http';
import { createApp } from './app.setup';
import { AppConfig, ConfigError } from './config/app-config';
import { prepareDataDir } from './config/data-dir';
import { fileSecret } from './config/secrets';
import { DataDirLockedError } from './database/data-dir-lock';
import { startEmbeddedDatabase } from './database/embedded-database';
import { prepareDatabase } from './database/prepare-database';

/** How long a shutdown may take before the process gives up on it (container runtimes wait 10 s). */
const SHUTDOWN_LIMIT_MS = 9_000;

/**
 * Keep-alive connections end with their last response once the app stops: the responses still to be
 * sent say `Connection: close`, and a connection left idle is closed as soon as it is, so that the
 * server's close (which waits for every connection) does not wait for the clients' keep-alive timeout.
 */
function closeConnectionsOnStop(server: Server, stopping: () => boolean): () => void {
  const open = new Set<ServerResponse>();
  server.prependListener('request', (_req, res: ServerResponse) => {
    if (stopping()) res.setHeader('Connection', 'close');
    open.add(res);
    res.once('close', () => open.delete(res));
    res.once('finish', () => {
      if (stopping()) setImmediate(() => server.closeIdleConnections());
    });
  });
  return () => {
    for (const res of open) if (!res.headersSent) res.setHeader('Connection', 'close');
  };
}

/** Errors the operator fixes from their message alone: printed without a stack. */
function isOperatorError(e: unknown): e is Error {
  return e instanceof ConfigError || e instanceof DataDirLockedError;
}

async function main(): Promise<void> {
  const config = AppConfig.fromEnv();
  // Whatever the app writes (secrets, outbox, the admin's password) is its user's only.
  process.umask(0o077);
  prepareDataDir(config.dataDir);
  const embedded = config.databaseUrl
    ? null
    : await startEmbeddedDatabase(config.dataDir, (e) => {
        process.stderr.write(
          `DATA_DIR's lock was taken over by another process (${e.message}): stopping so that two ` +
            'processes never write the same database.\n',
        );
        process.exit(1);
      });
  if (embedded) {
    config.databaseUrl = embedded.url;
    config.databasePoolSize = 1;
    config.jwtSecret ??= fileSecret(config.dataDir, 'jwt-secret');
  }
  // Migrations under a lock; with PostgreSQL and no JWT_SECRET, the secret all instances share.
  await prepareDatabase(config);

  const app = await createApp(config);
  // Graceful shutdown: stop taking requests and finish the running ones (Nest closes the HTTP
  // server), stop the sweepers and close the database (its shutdown hooks), then the embedded
  // database; exit 0. A shutdown that hangs ends the process with 1 after SHUTDOWN_LIMIT_MS.
  let stopping = false;
  const endKeepAlive = closeConnectionsOnStop(app.getHttpServer() as Server, () => stopping);
  const shutdown = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    process.stdout.write(`Received ${signal}, shutting down\n`);
    setTimeout(() => {
      process.stderr.write(`Shutdown not finished after ${SHUTDOWN_LIMIT_MS / 1000} s: exiting\n`);
      process.exit(1);
    }, SHUTDOWN_LIMIT_MS).unref();
    try {
      endKeepAlive();
      await app.close();
      await embedded?.stop();
    } catch (e) {
      process.stderr.write(
        `Shutdown failed: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`,
      );
      process.exit(1);
    }
    process.stdout.write('Stopped\n');
    process.exit(0);
  };
  process.once('SIGTERM', (s) => void shutdown(s));
  process.once('SIGINT', (s) => void shutdown(s));
  await app.listen(config.port);
  process.stdout.write(
    `${config.business.name} is running on ${config.publicUrl} (API docs: ${config.publicUrl}/api/docs)` +
      `${embedded ? `, embedded database in ${config.dataDir}` : ''}\n`,
  );
}

main().catch((e: unknown) => {
  process.stderr.write(
    isOperatorError(e)
      ? `${e.message}\n`
      : `Failed to start: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`,
  );
  process.exit(1);
});
