import express from 'express';
import { storage } from 'nestjs-pino/storage';
import { pino } from 'pino';
import { Writable } from 'node:stream';
import request from 'supertest';
import { RequestLogging } from './request-logging';

/** An app with the request logging on /api, at `level`, its lines collected. */
function appAt(level: string) {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  const logger = pino(
    {
      level,
      serializers: {
        req: (req: { id: string; method: string; url: string }) => ({
          id: req.id,
          method: req.method,
          url: req.url.split('?')[0],
        }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
    },
    sink,
  );
  const logging = new RequestLogging(logger, (path) => path === '/api/health');
  const app = express();
  let listeners = 0;
  app.use('/api', ...logging.handlers);
  app.get('/api/health', (_req, res) => res.json({ ok: true }));
  app.get('/api/site', (_req, res) => {
    listeners = res.listenerCount('close');
    storage.getStore()?.logger.warn('inside the request');
    res.json({ ok: true });
  });
  app.get('/api/broken', (_req, res) => res.status(500).json({ ok: false }));
  return { app, lines, listeners: () => listeners };
}

describe('RequestLogging', () => {
  it('echoes a safe X-Request-Id and makes one up otherwise', async () => {
    const { app } = appAt('silent');
    const given = await request(app).get('/api/site').set('x-request-id', 'req-abc_123');
    expect(given.headers['x-request-id']).toBe('req-abc_123');
    const unsafe = await request(app).get('/api/site').set('x-request-id', 'bad id\u00e9');
    expect(unsafe.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const made = await request(app).get('/api/site');
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(made.headers['x-request-id']).not.toBe(unsafe.headers['x-request-id']);
  });

  it('at info, writes an access line as each response ends, but for ignored paths', async () => {
    const { app, lines } = appAt('info');
    await request(app).get('/api/site?email=someone@example.com').set('x-request-id', 'r1');
    await request(app).get('/api/broken').set('x-request-id', 'r2');
    await request(app).get('/api/health');
    const access = lines.filter((l) => l.msg !== 'inside the request');
    expect(access).toEqual([
      expect.objectContaining({
        level: 30,
        msg: 'request completed',
        req: { id: 'r1', method: 'GET', url: '/api/site' },
        res: { statusCode: 200 },
        responseTime: expect.any(Number),
      }),
      expect.objectContaining({
        msg: 'request errored',
        req: { id: 'r2', method: 'GET', url: '/api/broken' },
        res: { statusCode: 500 },
      }),
    ]);
  });

  it('binds the request to what is logged while it runs', async () => {
    const { app, lines } = appAt('warn');
    await request(app).get('/api/site').set('x-request-id', 'r3');
    expect(lines).toEqual([
      expect.objectContaining({
        level: 40,
        msg: 'inside the request',
        req: { id: 'r3', method: 'GET', url: '/api/site' },
      }),
    ]);
  });

  it('above info, writes no access line and waits for no response to end', async () => {
    const quiet = appAt('warn');
    await request(quiet.app).get('/api/broken');
    await request(quiet.app).get('/api/site');
    expect(quiet.lines.map((l) => l.msg)).toEqual(['inside the request']);
    const chatty = appAt('info');
    await request(chatty.app).get('/api/site');
    expect(chatty.listeners()).toBeGreaterThan(quiet.listeners());
  });
});
