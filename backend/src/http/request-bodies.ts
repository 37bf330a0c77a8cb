import compression from 'compression';
import { json } from 'express';
import type { NextFunction, Request, Response } from 'express';
import { AppError } from '../common/app-errors';

export const BODY_LIMIT = '100kb';
/**
 * How deeply a JSON body may nest: far more than any of the API's bodies (a Stripe event included),
 * far less than what overflows the recursion of validation and transformation.
 */
export const MAX_JSON_DEPTH = 32;

/**
 * The compression middleware, for the requests that accept an encoding. Another client gets its
 * answers as they are: for it the middleware would only have wrapped the response to add
 * `Vary: Accept-Encoding`, which is set here instead, so that a cache keeps the forms apart.
 */
export function compressWhenAccepted() {
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
export function jsonBodies() {
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
