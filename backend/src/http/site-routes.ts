import { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import { PreparedBody } from '../site/cached-json';
import { MEDIA_PATH, PhotoLibrary } from '../site/photo-library';
import { robotsTxt, sitemapXml } from '../site/site-page';
import { SiteService } from '../site/site.service';
import { API_PREFIX } from './api-prefix';

/**
 * GET /api/site and /api/catalog, SiteController's answers, sent from here ahead of the router.
 * Both are prepared once (PreparedBody) and need no guard, pipe, interceptor or filter: Nest's route
 * pipeline, not the answer, was most of what they cost beyond the middlewares every request passes
 * (docs/benchmarks.md). The controller still answers any other spelling of their paths, and keeps
 * documenting them.
 */
export function serveSiteAnswers(app: NestExpressApplication): void {
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

/** robots.txt and sitemap.xml, from PUBLIC_URL and the domain's public pages. */
export function serveSeoFiles(app: NestExpressApplication, publicUrl: string): void {
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
export function serveMedia(app: NestExpressApplication): void {
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
