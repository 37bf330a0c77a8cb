import { createHash } from 'node:crypto';
import type { Request, Response } from 'express';

/** An answer that does not change while the app runs: its JSON text and entity tag, made once. */
export class CachedJson {
  readonly body: string;
  readonly etag: string;

  constructor(value: unknown) {
    this.body = JSON.stringify(value);
    this.etag = `"${createHash('sha1').update(this.body).digest('base64url')}"`;
  }

  /** Sends it (or 304 Not Modified when the client already holds this version). */
  send(req: Request, res: Response): void {
    res.setHeader('ETag', this.etag);
    res.setHeader('Cache-Control', 'no-cache');
    if (req.headers['if-none-match'] === this.etag) {
      res.status(304).end();
      return;
    }
    res.type('application/json').send(this.body);
  }
}
