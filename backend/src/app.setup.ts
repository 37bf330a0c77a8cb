import { ValidationPipe } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { NestExpressApplication } from '@nestjs/platform-express';
import { SwaggerModule } from '@nestjs/swagger';
import { Logger } from 'nestjs-pino';
import { AppModule, AppOptions } from './app.module';
import { DatabaseOutage } from './common/database-outage';
import { AllExceptionsFilter } from './common/http-exception.filter';
import { RequestLogging } from './common/request-logging';
import { AppConfig } from './config/app-config';
import { API_PREFIX } from './http/api-prefix';
import { publishedOpenApi } from './http/openapi-document';
import { compressWhenAccepted, jsonBodies } from './http/request-bodies';
import { corsFor, noStoreUnlessPublic, securityHeaders } from './http/response-headers';
import { serveMedia, serveSeoFiles, serveSiteAnswers } from './http/site-routes';
import { serveFrontend } from './http/single-page-app';

export { API_PREFIX } from './http/api-prefix';
export { publishedOpenApi } from './http/openapi-document';

/** The Nest application, configured but not listening. */
export async function createApp(
  config: AppConfig,
  options: AppOptions = {},
): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config, options), {
    // JSON bodies, raw bytes kept, are parsed by configureApp (jsonBodies).
    bodyParser: false,
    bufferLogs: true,
  });
  app.useLogger(app.get(Logger));
  configureApp(app, config);
  return app;
}

/**
 * The middlewares in the order a request meets them (the files under http/ hold each concern), then
 * the router's pipe and filter and the API's documentation.
 */
export function configureApp(app: NestExpressApplication, config: AppConfig): void {
  app.set('trust proxy', config.trustProxy);
  app.set('x-powered-by', false);
  // First, so that every API answer has its request id and access line (a refused body too).
  app.use(`/${API_PREFIX}`, ...app.get(RequestLogging).handlers);
  app.use(compressWhenAccepted());
  app.use(jsonBodies());
  app.setGlobalPrefix(API_PREFIX);
  app.use(securityHeaders(`/${API_PREFIX}/docs`));
  app.use(corsFor(config.allowedOrigins));
  serveSiteAnswers(app);
  app.use(`/${API_PREFIX}`, noStoreUnlessPublic);
  serveSeoFiles(app, config.publicUrl);
  serveMedia(app);
  serveFrontend(app, config);
  app.useGlobalPipes(new ValidationPipe({ transform: true, stopAtFirstError: true }));
  app.useGlobalFilters(new AllExceptionsFilter(app.get(DatabaseOutage)));
  SwaggerModule.setup(`${API_PREFIX}/docs`, app, () => publishedOpenApi(app, config), {
    jsonDocumentUrl: `${API_PREFIX}/openapi.json`,
  });
}
