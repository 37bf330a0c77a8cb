import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { Request, Response } from 'express';

/** Below this many bytes a body is sent as it is (the compression middleware's own threshold). */
const COMPRESSION_THRESHOLD = 1024;

type Encoding = 'br' | 'gzip';

/**
 * A response body that does not change while the app runs: its bytes, entity tag and, for a body
 * worth compressing, its Brotli and gzip forms, all made once. Sending it costs no serialising,
 * hashing or compressing per request (the compression middleware leaves a body that is already
 * encoded alone). Every form carries the same entity tag, as when the middleware compressed it.
 */
export class PreparedBody {
  readonly etag: string;
  private readonly identity: Buffer;
  private readonly encoded: Readonly<Record<Encoding, Buffer>> | null;

  constructor(
    body: string,
    private readonly contentType: string,
  ) {
    this.identity = Buffer.from(body);
    this.etag = `"${createHash('sha1').update(this.identity).digest('base64url')}"`;
    this.encoded =
      this.identity.length < COMPRESSION_THRESHOLD
        ? null
        : {
            br: brotliCompressSync(this.identity, {
              params: {
                [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
                [zlib.BROTLI_PARAM_SIZE_HINT]: this.identity.length,
              },
            }),
            gzip: gzipSync(this.identity, { level: zlib.Z_BEST_COMPRESSION }),
          };
  }

  /**
   * Sends it with `status`, in the encoding the client prefers among Brotli, gzip and none; a 200
   * answers 304 Not Modified to a client that already holds this version (If-None-Match).
   */
  send(req: Request, res: Response, status = 200): void {
    res.setHeader('ETag', this.etag);
    res.setHeader('Cache-Control', 'no-cache');
    if (status === 200 && holdsVersion(req.headers['if-none-match'], this.etag)) {
      res.statusCode = 304;
      res.end();
      return;
    }
    res.statusCode = status;
    res.setHeader('Content-Type', this.contentType);
    let bytes = this.identity;
    if (this.encoded) {
      res.vary('Accept-Encoding');
      const encoding = preferredEncoding(req.headers['accept-encoding']);
      if (encoding) {
        res.setHeader('Content-Encoding', encoding);
        bytes = this.encoded[encoding];
      }
    }
    res.setHeader('Content-Length', bytes.length);
    res.end(bytes);
  }
}

/** An answer that does not change while the app runs, as JSON (see PreparedBody). */
export class CachedJson extends PreparedBody {
  constructor(value: unknown) {
    super(JSON.stringify(value), 'application/json; charset=utf-8');
  }
}

/** Whether an If-None-Match header names `etag` (or is `*`); weak tags compare by their value. */
export function holdsVersion(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header === etag) return true;
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });
}

/**
 * The encoding to send to a client with this Accept-Encoding: the one it rates highest among
 * Brotli and gzip (Brotli on a tie, as the compression middleware prefers), or none when it
 * accepts neither.
 */
export function preferredEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  let br: number | null = null;
  let gzip: number | null = null;
  let any: number | null = null;
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.split(';').map((p) => p.trim());
    const q = params.find((p) => p.startsWith('q='));
    const quality = q === undefined ? 1 : Number(q.slice(2));
    if (!(quality >= 0 && quality <= 1)) continue;
    if (name === 'br') br = quality;
    else if (name === 'gzip' || name === 'x-gzip') gzip = quality;
    else if (name === '*') any = quality;
  }
  const brQuality = br ?? any ?? 0;
  const gzipQuality = gzip ?? any ?? 0;
  if (brQuality === 0 && gzipQuality === 0) return null;
  return brQuality >= gzipQuality ? 'br' : 'gzip';
}
