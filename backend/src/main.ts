import 'reflect-metadata';
import { mkdirSync } from 'node:fs';
import { createApp } from './app.setup';
import { AppConfig, ConfigError } from './config/app-config';
import { fileSecret } from './config/secrets';
import { startEmbeddedDatabase } from './database/embedded-database';

async function main(): Promise<void> {
  let config: AppConfig;
  try {
    config = AppConfig.fromEnv();
  } catch (e) {
    if (e instanceof ConfigError) {
      process.stderr.write(`${e.message}\n`);
      process.exit(1);
    }
    throw e;
  }
  mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
  config.jwtSecret ??= fileSecret(config.dataDir, 'jwt-secret');
  const embedded = config.databaseUrl ? null : await startEmbeddedDatabase(config.dataDir);
  if (embedded) {
    config.databaseUrl = embedded.url;
    config.databasePoolSize = 1;
  }

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
    `Failed to start: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`,
  );
  process.exit(1);
});
