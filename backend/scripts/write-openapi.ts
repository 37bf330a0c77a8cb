/**
 * Writes openapi/openapi.json from the Nest app without listening or connecting to a database
 * (Nest's preview mode builds the module graph only): the document the app serves at
 * /api/openapi.json (publishedOpenApi), keys sorted so the file diffs cleanly.
 */
import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AppModule } from '../src/app.module';
import { API_PREFIX, publishedOpenApi } from '../src/app.setup';
import { AppConfig } from '../src/config/app-config';

async function main(): Promise<void> {
  // No DATA_DIR profile: the document never depends on a developer's business.json.
  const config = AppConfig.fromEnv({
    LOG_LEVEL: 'silent',
    DATA_DIR: path.join(os.tmpdir(), 'esthetics-openapi-no-data'),
  });
  config.databaseUrl = 'postgres://unused@localhost/unused';
  config.jwtSecret = 'unused-unused-unused-unused-unused';
  const app = await NestFactory.create(AppModule.forRoot(config), {
    preview: true,
    logger: false,
    abortOnError: false,
  });
  app.setGlobalPrefix(API_PREFIX);
  const document = publishedOpenApi(app, config);
  const out = path.resolve(__dirname, '../../openapi/openapi.json');
  writeFileSync(out, `${JSON.stringify(document, null, 2)}\n`);
  await app.close();
  process.stdout.write(`Wrote ${out}\n`);
}

main().catch((e: unknown) => {
  process.stderr.write(`${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
  process.exit(1);
});
