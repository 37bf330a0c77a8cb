import { INestApplication, ValidationPipe } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import compression from 'compression';
import helmet from 'helmet';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { NextFunction, Request, Response } from 'express';
import { Logger } from 'nestjs-pino';
import { AppModule, AppOptions } from './app.module';
import { AllExceptionsFilter } from './common/http-exception.filter';
import { AppConfig } from './config/app-config';

export const API_PREFIX = 'api';
export const BODY_LIMIT = '100kb';

/** The Nest application, configured but not listening. */
export async function createApp(
  config: AppConfig,
  options: AppOptions = {},
): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config, options), {
    bodyParser: false,
    rawBody: true,
    bufferLogs: true,
  });
  app.useLogger(app.get(Logger));
  configureApp(app, config);
  return app;
}

export function configureApp(app: NestExpressApplication, config: AppConfig): void {
  app.set('trust proxy', 'loopback');
  app.set('x-powered-by', false);
  app.use(compression());
  app.useBodyParser('json', { limit: BODY_LIMIT });
  app.setGlobalPrefix(API_PREFIX);
  // Swagger UI (/api/docs) needs inline scripts; nothing else on the site gets them.
  const docsHelmet = helmet({
    contentSecurityPolicy: {
      directives: { 'script-src': ["'self'", "'unsafe-inline'"], 'img-src': ["'self'", 'data:'] },
    },
  });
  const siteHelmet = helmet({
    contentSecurityPolicy: { directives: { 'img-src': ["'self'", 'data:'] } },
  });
  app.use((req: Request, res: Response, next: NextFunction) =>
    (req.path.startsWith(`/${API_PREFIX}/docs`) ? docsHelmet : siteHelmet)(req, res, next),
  );
  app.enableCors({ origin: config.allowedOrigins, credentials: false });
  serveFrontend(app, config.staticDir);
  app.useGlobalPipes(new ValidationPipe({ transform: true, stopAtFirstError: true }));
  app.useGlobalFilters(new AllExceptionsFilter());
  SwaggerModule.setup(`${API_PREFIX}/docs`, app, () => openApiDocument(app, config), {
    jsonDocumentUrl: `${API_PREFIX}/openapi.json`,
  });
}

export function openApiDocument(app: INestApplication, config: AppConfig): OpenAPIObject {
  const document = new DocumentBuilder()
    .setTitle(`${config.business.name} booking API`)
    .setDescription(
      'Public catalog, availability and booking; client accounts; the admin console. ' +
        'Prices are computed by the server from the catalog. Money fields without a suffix are dollars; *_cents are integer cents.',
    )
    .setVersion('1.0.0')
    .setLicense('Proprietary: all rights reserved', `${config.publicUrl}/terms-of-service`)
    .addServer('/', 'This server')
    .addBearerAuth({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' })
    .build();
  const openApi = SwaggerModule.createDocument(app, document, {
    operationIdFactory: (_controllerKey, methodKey) => methodKey,
  });
  // Public operations say so explicitly.
  for (const item of Object.values(openApi.paths)) {
    for (const method of ['get', 'put', 'post', 'delete', 'patch'] as const) {
      const operation = item[method];
      if (operation && !operation.security) operation.security = [];
    }
  }
  return openApi;
}

/**
 * The built single-page app: its files as they are (hashed assets cached for a year), and index.html
 * for any other path outside /api, so deep links work on reload.
 */
function serveFrontend(app: NestExpressApplication, staticDir: string): void {
  const index = path.join(staticDir, 'index.html');
  if (!existsSync(index)) return;
  app.useStaticAssets(staticDir, {
    index: false,
    setHeaders: (res, file) => {
      const hashed = file.includes(`${path.sep}assets${path.sep}`);
      res.setHeader(
        'Cache-Control',
        hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
      );
    },
  });
  app.use((req: Request, res: Response, next: NextFunction) => {
    const isPage =
      (req.method === 'GET' || req.method === 'HEAD') && !/^\/api(\/|$)/.test(req.path);
    if (!isPage) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  });
}
