import { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import serveStatic from 'serve-static';
import { AppConfig } from '../config/app-config';
import { PreparedBody } from '../site/cached-json';
import { PageTemplate, RouteChunks } from '../site/site-page';
import { SiteService } from '../site/site.service';
import { isApiPath } from './api-prefix';

/**
 * The built single-page app: its files as they are (hashed assets cached for a year), and for any
 * other path outside /api index.html rendered with that page's head and the site's data (HTTP 404
 * for paths that are none of the app's routes, the domain's PAGE_ROUTES, where the app then shows its
 * own not-found page).
 */
export function serveFrontend(app: NestExpressApplication, config: AppConfig): void {
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
