import type { IncomingHttpHeaders, Server } from 'node:http';
import { request as httpRequest } from 'node:http';
import { mkdirSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import request from 'supertest';
import { useTestApp, withTestApp } from '../support/harness';
import { staticDir } from '../support/static-site';

describe('the site and catalog answers', () => {
  it('carry an entity tag, and answer 304 Not Modified to a client that holds that version', () =>
    withTestApp({ admin: false }, async (t) => {
      for (const url of ['/api/site', '/api/catalog']) {
        const first = await request(t.http).get(url).expect(200);
        expect(first.headers['content-type']).toMatch(/^application\/json/);
        const etag = first.headers.etag as string;
        expect(etag).toMatch(/^"[\w-]+"$/);
        const again = await request(t.http).get(url).expect(200);
        expect(again.headers.etag).toBe(etag);
        expect(again.body).toEqual(first.body);
        await request(t.http).get(url).set('If-None-Match', etag).expect(304);
        await request(t.http).get(url).set('If-None-Match', '"other"').expect(200);
      }
    }));

  it('are the same by every way to ask: HEAD, a trailing slash, a query; another method is not allowed', () =>
    withTestApp({ admin: false }, async (t) => {
      for (const url of ['/api/site', '/api/catalog']) {
        const get = await request(t.http).get(url).set('Accept-Encoding', 'identity').expect(200);
        expect(get.headers['x-request-id']).toMatch(/^[\w-]+$/);
        expect(get.headers['x-content-type-options']).toBe('nosniff');
        expect(get.headers.vary).toMatch(/Origin/);
        const head = await request(t.http).head(url).set('Accept-Encoding', 'identity').expect(200);
        expect(head.headers.etag).toBe(get.headers.etag);
        expect(head.headers['content-length']).toBe(get.headers['content-length']);
        expect(head.text ?? '').toBe('');
        for (const variant of [`${url}/`, `${url}?utm_source=x`, url.toUpperCase()]) {
          const res = await request(t.http).get(variant);
          expect([variant, res.status, res.body]).toEqual([variant, 200, get.body]);
        }
        const post = await request(t.http).post(url).send({});
        expect(post.status).toBe(405);
        expect(post.headers.allow).toBe('GET, HEAD');
      }
    }));
});

/**
 * An answer as sent (its bytes not decoded), from Node's own client, which adds no header; the app
 * listens on a free port for it, as supertest has it do.
 */
async function fetchRaw(
  server: Server,
  path: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    return await new Promise((resolve, reject) => {
      httpRequest({ host: '127.0.0.1', port, path, headers, method }, (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (c: Buffer) => chunks.push(c));
        answer.on('end', () =>
          resolve({
            status: answer.statusCode ?? 0,
            headers: answer.headers,
            body: Buffer.concat(chunks),
          }),
        );
      })
        .on('error', reject)
        .end();
    });
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

describe('answers prepared once', () => {
  it('site and catalog: Brotli, gzip or none as the client asks, one entity tag, Vary: Accept-Encoding', () =>
    withTestApp({ admin: false }, async (t) => {
      for (const url of ['/api/site', '/api/catalog']) {
        // No Accept-Encoding: the answer as it is.
        const plain = await fetchRaw(t.http, url);
        expect(plain.status).toBe(200);
        expect(plain.headers['content-encoding']).toBeUndefined();
        expect(plain.headers.vary).toMatch(/Accept-Encoding/);
        expect(plain.headers['content-security-policy']).toContain("default-src 'self'");
        const text = plain.body.toString();
        expect(JSON.parse(text)).toMatchObject({ status: 'success' });
        const identity = await fetchRaw(t.http, url, { 'accept-encoding': 'identity' });
        expect(identity.headers['content-encoding']).toBeUndefined();
        expect(identity.body.toString()).toBe(text);
        for (const [encoding, decode] of [
          ['br', brotliDecompressSync],
          ['gzip', gunzipSync],
        ] as const) {
          const res = await fetchRaw(t.http, url, { 'accept-encoding': encoding });
          expect(res.status).toBe(200);
          expect(res.headers['content-encoding']).toBe(encoding);
          expect(res.headers.vary).toMatch(/Accept-Encoding/);
          expect(res.headers.etag).toBe(plain.headers.etag);
          expect(decode(res.body).toString()).toBe(text);
        }
      }
    }));
});

describe('pages prepared once', () => {
  const dir = staticDir();
  // A file where an API path would be: the API's paths never read the app's files.
  mkdirSync(path.join(dir, 'api'));
  writeFileSync(path.join(dir, 'api', 'site'), 'not the API');
  const t = useTestApp({ admin: false, env: { STATIC_DIR: dir } });

  it('the home page: compressed ahead of time, an entity tag, 304 to a client that holds it', async () => {
    const plain = await fetchRaw(t.http, '/');
    expect(plain.status).toBe(200);
    expect(plain.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(plain.headers['cache-control']).toBe('no-cache');
    expect(plain.headers['content-security-policy']).toContain("default-src 'self'");
    const etag = plain.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const br = await fetchRaw(t.http, '/', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(plain.body.toString());
    expect((await fetchRaw(t.http, '/', { 'if-none-match': etag })).status).toBe(304);
    // A path that is none of the app's: 404, never 304.
    expect((await fetchRaw(t.http, '/no-such-page', { 'if-none-match': etag })).status).toBe(404);
  });

  it('answers HEAD with the headers and no body', async () => {
    const res = await fetchRaw(t.http, '/', {}, 'HEAD');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body.length).toBe(0);
  });

  it('never serves a file of the app for an API path', async () => {
    const res = await request(t.http).get('/api/site').expect(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect((res.body as { status: string }).status).toBe('success');
  });
});
