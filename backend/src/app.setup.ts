import { INestApplication, ValidationPipe } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import compression from 'compression';
import cors from 'cors';
import { json } from 'express';
import helmet from 'helmet';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { NextFunction, Request, Response } from 'express';
import serveStatic from 'serve-static';
import { Logger } from 'nestjs-pino';
import { AppModule, AppOptions } from './app.module';
import { API_KEY_SCHEME, OWNER_JWT_SCHEME } from './auth/guards';
import { AppError } from './common/app-errors';
import { DatabaseOutage } from './common/database-outage';
import { RequestLogging } from './common/request-logging';
import { AllExceptionsFilter } from './common/http-exception.filter';
import { withCommonResponses } from './common/openapi/common-responses';
import { sortKeys } from './common/openapi/sort-keys';
import { AppConfig } from './config/app-config';
import { IDEMPOTENCY_KEY_HEADER } from './integrations/idempotency/idempotency-key';
import { withWebhooks } from './integrations/webhooks/webhooks.openapi';
import { PreparedBody } from './site/cached-json';
import { MEDIA_PATH, PhotoLibrary } from './site/photo-library';
import { PageTemplate, RouteChunks, robotsTxt, sitemapXml } from './site/site-page';
import { SiteService } from './site/site.service';

export const API_PREFIX = 'api';
export const BODY_LIMIT = '100kb';
/**
 * How deeply a JSON body may nest: far more than any of the API's bodies (a Stripe event included),
 * far less than what overflows the recursion of validation and transformation.
 */
export const MAX_JSON_DEPTH = 32;

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

export function configureApp(app: NestExpressApplication, config: AppConfig): void {
  app.set('trust proxy', config.trustProxy);
  app.set('x-powered-by', false);
  // First, so that every API answer has its request id and access line (a refused body too).
  app.use(`/${API_PREFIX}`, ...app.get(RequestLogging).handlers);
  app.use(compressWhenAccepted());
  app.use(jsonBodies());
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

/**
 * The API's OpenAPI document as served at /api/openapi.json and committed as openapi/openapi.json
 * (the same function writes both): the routes' document with the answers every operation of a kind
 * can give, and its webhooks, keys sorted.
 */
export function publishedOpenApi(app: INestApplication, config: AppConfig): OpenAPIObject {
  return sortKeys(
    withWebhooks(withCommonResponses(openApiDocument(app, config), IDEMPOTENCY_KEY_HEADER)),
  ) as OpenAPIObject;
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
    .setOpenAPIVersion('3.1.0')
    .addBearerAuth(
      {
        type: 'http',
        scheme: 'bearer',
        bearerFormat: 'JWT',
        description: "The owner's session token (POST /api/admin/login), or a client's",
      },
      OWNER_JWT_SCHEME,
    )
    .addBearerAuth(
      {
        type: 'http',
        scheme: 'bearer',
        bearerFormat: 'esk_…',
        description:
          "An integrator's API key (`esk_` and 43 characters), created by the owner in the console's Integrations tab. " +
          "It opens only the admin operations whose security names one of its scopes (OpenAPI 3.1 lists them in the requirement, and `x-api-key-scope` repeats it): a missing scope answers 403, a revoked or unknown key 401, too many requests 429 with Retry-After. Managing keys needs the owner's own login.",
      },
      API_KEY_SCHEME,
    )
    .build();
  const openApi = SwaggerModule.createDocument(app, document, {
    operationIdFactory: (_controllerKey, methodKey) => methodKey,
  });
  for (const item of Object.values(openApi.paths)) {
    for (const method of ['get', 'put', 'post', 'delete', 'patch'] as const) {
      const operation = item[method];
      if (!operation) continue;
      // Public operations say so explicitly; a requirement given twice (controller and route) once.
      const seen = new Set<string>();
      operation.security = (operation.security ?? []).filter((requirement) => {
        const key = JSON.stringify(requirement);
        return !seen.has(key) && Boolean(seen.add(key));
      });
    }
  }
  return toOpenApi31(openApi);
}

type Schemaish = Record<string, unknown>;

/**
 * The document as OpenAPI 3.1 (JSON Schema 2020-12), which @nestjs/swagger does not write by itself:
 * its 3.0 `nullable: true` becomes `null` among the types (and the enum), or for a reference, one of
 * the reference and null.
 */
function toOpenApi31(document: OpenAPIObject): OpenAPIObject {
  const convert = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(convert);
    if (!node || typeof node !== 'object') return node;
    const converted = Object.fromEntries(
      Object.entries(node as Schemaish).map(([k, v]) => [k, convert(v)]),
    ) as Schemaish;
    if (converted.nullable !== true) return converted;
    const schema = { ...converted };
    delete schema.nullable;
    const allOf = schema.allOf as Schemaish[] | undefined;
    if (allOf) {
      const rest = { ...schema };
      delete rest.allOf;
      delete rest.type;
      const inner = allOf.length === 1 ? allOf[0] : { allOf };
      return { ...rest, anyOf: [inner, { type: 'null' }] };
    }
    if (typeof schema.type === 'string') {
      const withNull: Schemaish = { ...schema, type: [schema.type, 'null'] };
      if (Array.isArray(schema.enum)) withNull.enum = [...(schema.enum as unknown[]), null];
      return withNull;
    }
    return { anyOf: [schema, { type: 'null' }] };
  };
  return convert(document) as OpenAPIObject;
}

/**
 * The compression middleware, for the requests that accept an encoding. Another client gets its
 * answers as they are: for it the middleware would only have wrapped the response to add
 * `Vary: Accept-Encoding`, which is set here instead, so that a cache keeps the forms apart.
 */
function compressWhenAccepted() {
  const compress = compression();
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.headers['accept-encoding']) {
      compress(req, res, next);
    } else {
      res.setHeader('Vary', 'Accept-Encoding');
      next();
    }
  };
}

/**
 * JSON bodies, parsed up to BODY_LIMIT (the bytes kept as `req.rawBody` too, for the signatures of
 * Stripe's and the webhooks' payloads) and refused when nested deeper than MAX_JSON_DEPTH, before
 * anything walks them recursively. A request that carries no body (no Content-Length, no
 * Transfer-Encoding: most of the site's traffic, reads) goes straight on: as the parser's own
 * middleware and a second one for the depth, it cost a cached GET about 5 % of its CPU.
 */
function jsonBodies() {
  const parse = json({
    limit: BODY_LIMIT,
    verify: (req: Request & { rawBody?: Buffer }, _res: Response, buffer: Buffer) => {
      req.rawBody = buffer;
    },
  });
  return (req: Request, res: Response, next: NextFunction) => {
    if (
      req.headers['content-length'] === undefined &&
      req.headers['transfer-encoding'] === undefined
    )
      return next();
    parse(req, res, (error?: unknown) => {
      if (error) return next(error);
      next(nestedDeeperThan(req.body, MAX_JSON_DEPTH) ? AppError.of('requestTooDeep') : undefined);
    });
  };
}

/**
 * CORS for the `allowed` origins (no credentials). A request without an Origin header is not a
 * cross-origin request, and the cors middleware would only add `Vary: Origin` to it (so that a cache
 * keeps the answers apart): that is done here, without its per-request option callbacks.
 */
function corsFor(allowed: string[]) {
  const crossOrigin = cors({ origin: allowed, credentials: false });
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.headers.origin !== undefined || req.method === 'OPTIONS')
      return crossOrigin(req, res, next);
    res.vary('Origin');
    next();
  };
}

/** Whether `value` has objects or arrays nested more than `max` levels deep (walked without recursion). */
function nestedDeeperThan(value: unknown, max: number): boolean {
  const pending: [unknown, number][] = [[value, 1]];
  for (let item = pending.pop(); item; item = pending.pop()) {
    const [node, depth] = item;
    if (node === null || typeof node !== 'object') continue;
    if (depth > max) return true;
    for (const child of Object.values(node)) pending.push([child, depth + 1]);
  }
  return false;
}

/**
 * GET /api/site and /api/catalog, SiteController's answers, sent from here ahead of the router.
 * Both are prepared once (PreparedBody) and need no guard, pipe, interceptor or filter: Nest's route
 * pipeline, not the answer, was most of what they cost beyond the middlewares every request passes
 * (docs/benchmarks.md). The controller still answers any other spelling of their paths, and keeps
 * documenting them.
 */
function serveSiteAnswers(app: NestExpressApplication): void {
  const site = app.get(SiteService);
  const answers = new Map<string, () => PreparedBody>([
    [`/${API_PREFIX}/site`, () => site.siteAnswer()],
    [`/${API_PREFIX}/catalog`, () => site.catalogAnswer()],
  ]);
  app.use((req: Request, res: Response, next: NextFunction) => {
    const answer =
      req.method === 'GET' || req.method === 'HEAD' ? answers.get(req.path) : undefined;
    if (!answer) return next();
    answer().send(req, res);
  });
}

/**
 * The API paths whose answers hold nothing personal and may be kept by a cache as they say: the
 * site, the catalog (both answered ahead of the router, PreparedBody), availability and the API's
 * own documentation. Matched case-insensitively, as the router matches.
 */
const PUBLIC_API_READS = /^\/(site|catalog|availability|openapi\.json|docs)(\/|$)/i;

/**
 * `Cache-Control: no-store` on every other API answer, errors included: they may carry personal
 * data (a client's export with its health answers, the admin's lists, a payment status), which no
 * browser or shared cache should keep. Set before the router, so a handler that knows better (an
 * answer that sets its own caching) still can; one header a request costs next to nothing.
 */
function noStoreUnlessPublic(req: Request, res: Response, next: NextFunction): void {
  if (!PUBLIC_API_READS.test(req.path)) res.setHeader('Cache-Control', 'no-store');
  next();
}

/** robots.txt and sitemap.xml, from PUBLIC_URL and the domain's public pages. */
function serveSeoFiles(app: NestExpressApplication, publicUrl: string): void {
  const robots = robotsTxt(publicUrl);
  const sitemap = sitemapXml(publicUrl);
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (req.path !== '/robots.txt' && req.path !== '/sitemap.xml') return next();
    res.setHeader('Cache-Control', 'public, max-age=3600');
    if (req.path === '/robots.txt') res.type('text/plain').send(robots);
    else res.type('application/xml').send(sitemap);
  });
}

/** The owner's photos, resized at start: named by their content, so cached for good. */
function serveMedia(app: NestExpressApplication): void {
  app.useStaticAssets(app.get(PhotoLibrary).cacheDir, {
    prefix: MEDIA_PATH,
    index: false,
    dotfiles: 'ignore',
    immutable: true,
    maxAge: '365d',
  });
  app.use(MEDIA_PATH, (_req: Request, res: Response) => {
    res.status(404).end();
  });
}

/**
 * The built single-page app: its files as they are (hashed assets cached for a year), and for any
 * other path outside /api index.html rendered with that page's head and the site's data (HTTP 404
 * for paths that are none of the app's routes, the domain's PAGE_ROUTES, where the app then shows its
 * own not-found page).
 */
function serveFrontend(app: NestExpressApplication, config: AppConfig): void {
  const { staticDir } = config;
  const index = path.join(staticDir, 'index.html');
  if (!existsSync(index)) return;
  const chunksFile = path.join(staticDir, 'route-chunks.json');
  const template = new PageTemplate(
    readFileSync(index, 'utf8'),
    existsSync(chunksFile) ? (JSON.parse(readFileSync(chunksFile, 'utf8')) as RouteChunks) : {},
  );
  const site = app.get(SiteService);
  // Every input but the owner's hours is fixed once the app has started (the photos are ready by
  // then): render each path once (again after the hours change), and prepare each distinct page once (every unknown path renders the same not-found page).
  const rendered = new Map<string, { status: 200 | 404; body: PreparedBody }>();
  const bodies = new Map<string, PreparedBody>();
  let revision = site.revision();
  const page = (pathname: string) => {
    // The owner's hours changed (her schedule): every page is rendered again.
    if (site.revision() !== revision) {
      revision = site.revision();
      rendered.clear();
      bodies.clear();
    }
    let result = rendered.get(pathname);
    if (!result) {
      const { status, html } = template.render(pathname, {
        publicUrl: config.publicUrl,
        site: site.site(),
        catalog: site.catalog(),
      });
      let body = bodies.get(html);
      if (!body) {
        body = new PreparedBody(html, 'text/html; charset=utf-8');
        if (bodies.size < 500) bodies.set(html, body);
      }
      result = { status, body };
      if (rendered.size < 500) rendered.set(pathname, result);
    }
    return result;
  };
  const assets = serveStatic(staticDir, {
    index: false,
    setHeaders: (res, file) => {
      const hashed = file.includes(`${path.sep}assets${path.sep}`);
      res.setHeader(
        'Cache-Control',
        hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
      );
    },
  });
  const sendPage = (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const { status, body } = page(req.path);
    body.send(req, res, status);
  };
  // The built app's files do not change while it runs: listed once, so that a page's path (and an
  // API path) skips the file system, where asking it first cost a page about a fifth of its CPU.
  // A path with an escape is left to serve-static, which decodes it.
  const files = new Set(filesUnder(staticDir).map((file) => `/${file}`));
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (isApiPath(req.path)) return next();
    if (!files.has(req.path) && !req.path.includes('%')) return sendPage(req, res, next);
    assets(req, res, (err?: unknown) => (err ? next(err) : sendPage(req, res, next)));
  });
}

/** The files under `dir` (in its subfolders too), as paths relative to it with forward slashes. */
function filesUnder(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const relative = `${prefix}${entry.name}`;
    if (entry.isDirectory()) return filesUnder(path.join(dir, entry.name), `${relative}/`);
    return entry.isFile() ? [relative] : [];
  });
}

function isApiPath(pathname: string): boolean {
  return /^\/api(\/|$)/.test(pathname);
}
