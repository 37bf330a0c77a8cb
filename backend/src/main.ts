import 'reflect-metadata';
import { createApp } from './app.setup';
import { AppConfig, ConfigError } from './config/app-config';
import { prepareDataDir } from './config/data-dir';
import { fileSecret } from './config/secrets';
import { DataDirLockedError } from './database/data-dir-lock';
import { startEmbeddedDatabase } from './database/embedded-database';
import { prepareDatabase } from './database/prepare-database';

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
  // Graceful shutdown: stop taking requests, let Nest close its connections, then the embedded database.
  let stopping = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    process.stdout.write(`Received ${signal}, shutting down\n`);
    await app.close();
    await embedded?.stop();
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
