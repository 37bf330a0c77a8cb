import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Request, Response } from 'express';
import { CachedJson, holdsVersion, preferredEncoding, PreparedBody } from './cached-json';

describe('preferredEncoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['deflate', null],
    ['gzip', 'gzip'],
    ['x-gzip', 'gzip'],
    ['br', 'br'],
    ['gzip, deflate, br', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=0.5, gzip', 'gzip'],
    ['gzip;q=0.9, br;q=0.9', 'br'],
    ['br;q=0, gzip;q=0', null],
    ['br;q=0, *', 'gzip'],
    ['*', 'br'],
    ['*;q=0', null],
    ['GZIP', 'gzip'],
    ['gzip;q=abc', null],
  ])('%p -> %p', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});

describe('holdsVersion', () => {
  it.each([
    [undefined, false],
    ['"abc"', true],
    ['W/"abc"', true],
    ['"x", "abc"', true],
    ['*', true],
    ['"abcd"', false],
    ['abc', false],
  ])('If-None-Match %p -> %p for "abc"', (header, expected) => {
    expect(holdsVersion(header, '"abc"')).toBe(expected);
  });
});

/** A response that records what is set and sent. */
function fakeResponse() {
  const headers: Record<string, string | number> = {};
  const sent: { status?: number; body?: Buffer } = {};
  const res = {
    statusCode: 200,
    setHeader: (name: string, value: string | number) => {
      headers[name.toLowerCase()] = value;
    },
    vary: (field: string) => {
      headers.vary = field;
    },
    end(body?: Buffer) {
      sent.status = this.statusCode;
      sent.body = body;
    },
  };
  return { res: res as unknown as Response, headers, sent };
}

const request = (headers: Record<string, string>) => ({ headers }) as unknown as Request;

describe('PreparedBody', () => {
  const big = { items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `item ${i}` })) };
  const json = JSON.stringify(big);

  it('sends Brotli or gzip as the client prefers, the same bytes decoded and the same entity tag', () => {
    const body = new CachedJson(big);
    const forms = [
      [{}, null, (b: Buffer) => b],
      [{ 'accept-encoding': 'gzip' }, 'gzip', gunzipSync],
      [{ 'accept-encoding': 'gzip, deflate, br' }, 'br', brotliDecompressSync],
    ] as const;
    for (const [headers, encoding, decode] of forms) {
      const { res, headers: set, sent } = fakeResponse();
      body.send(request(headers), res);
      expect(sent.status).toBe(200);
      expect(set['content-encoding']).toBe(encoding ?? undefined);
      expect(set['content-type']).toBe('application/json; charset=utf-8');
      expect(set['content-length']).toBe(sent.body?.length);
      expect(set.etag).toBe(body.etag);
      expect(set['cache-control']).toBe('no-cache');
      expect(set.vary).toBe('Accept-Encoding');
      expect(decode(sent.body as Buffer).toString()).toBe(json);
    }
  });

  it('answers 304 with no body to a client holding this version, and leaves a small body as it is', () => {
    const small = new PreparedBody('<p>hi</p>', 'text/html; charset=utf-8');
    const { res, sent } = fakeResponse();
    small.send(request({ 'if-none-match': small.etag }), res);
    expect(sent).toEqual({ status: 304, body: undefined });

    const again = fakeResponse();
    small.send(request({ 'accept-encoding': 'br' }), again.res);
    expect(again.headers['content-encoding']).toBeUndefined();
    expect(again.sent.body?.toString()).toBe('<p>hi</p>');
  });

  it('sends another status as it is, never 304', () => {
    const page = new PreparedBody('not found', 'text/html; charset=utf-8');
    const { res, sent } = fakeResponse();
    page.send(request({ 'if-none-match': page.etag }), res, 404);
    expect(sent.status).toBe(404);
    expect(sent.body?.toString()).toBe('not found');
  });
});
