import { readFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { useTestApp } from '../support/harness';

const COMMITTED = path.resolve(__dirname, '../../../openapi/openapi.json');

describe('GET /api/openapi.json', () => {
  const t = useTestApp({ admin: false });

  it('serves the committed openapi/openapi.json, webhooks included', async () => {
    const committed = JSON.parse(readFileSync(COMMITTED, 'utf8')) as Record<string, unknown>;
    const res = await request(t.http).get('/api/openapi.json');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.webhooks ?? {})).toEqual(Object.keys(committed.webhooks as object));
    expect(res.body).toEqual(committed);
    // The same bytes as the file, keys in the same (sorted) order.
    expect(`${JSON.stringify(res.body, null, 2)}\n`).toBe(readFileSync(COMMITTED, 'utf8'));
  });
});
