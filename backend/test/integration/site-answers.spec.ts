import request from 'supertest';
import { withTestApp } from '../support/harness';

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
});
