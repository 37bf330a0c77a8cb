import cors from 'cors';
import helmet from 'helmet';
import type { NextFunction, Request, Response } from 'express';

/**
 * Helmet's headers, with a content security policy that lets images come as data: URLs. Swagger UI
 * (the docs under `docsPath`) needs inline scripts; nothing else on the site gets them.
 */
export function securityHeaders(docsPath: string) {
  const docsHelmet = helmet({
    contentSecurityPolicy: {
      directives: { 'script-src': ["'self'", "'unsafe-inline'"], 'img-src': ["'self'", 'data:'] },
    },
  });
  const siteHelmet = helmet({
    contentSecurityPolicy: { directives: { 'img-src': ["'self'", 'data:'] } },
  });
  return (req: Request, res: Response, next: NextFunction) =>
    (req.path.startsWith(docsPath) ? docsHelmet : siteHelmet)(req, res, next);
}

/**
 * CORS for the `allowed` origins (no credentials). A request without an Origin header is not a
 * cross-origin request, and the cors middleware would only add `Vary: Origin` to it (so that a cache
 * keeps the answers apart): that is done here, without its per-request option callbacks.
 */
export function corsFor(allowed: string[]) {
  const crossOrigin = cors({ origin: allowed, credentials: false });
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.headers.origin !== undefined || req.method === 'OPTIONS')
      return crossOrigin(req, res, next);
    res.vary('Origin');
    next();
  };
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
export function noStoreUnlessPublic(req: Request, res: Response, next: NextFunction): void {
  if (!PUBLIC_API_READS.test(req.path)) res.setHeader('Cache-Control', 'no-store');
  next();
}
