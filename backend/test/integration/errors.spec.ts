import { MESSAGES, PAGE_ROUTES } from '@esthetics/domain';
import { Logger } from '@nestjs/common';
import net from 'node:net';
import request from 'supertest';
import { MAX_JSON_DEPTH } from '../../src/http/request-bodies';
import { useTestApp } from '../support/harness';
import { staticDir } from '../support/static-site';
import { adminHeader, bookingPayload, startTestApp, TestApp } from '../support/test-app';

/** `{"a":{"a":...1...}}`: objects nested `depth` deep. */
function nested(depth: number): string {
  return '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
}

describe('a JSON body nested too deeply', () => {
  const t = useTestApp();

  it.each([
    ['POST', '/api/bookings'],
    ['POST', '/api/contact'],
    ['POST', '/api/corporate-inquiry'],
    ['POST', '/api/clients/register'],
    ['POST', '/api/clients/login'],
    ['POST', '/api/admin/login'],
    ['POST', '/api/payments/create-session'],
    ['POST', '/api/payments/webhook'],
    ['PUT', '/api/admin/appointments/4f0c2a/status'],
  ])('%s %s answers 400 with a clear message, and the server goes on', async (method, path) => {
    const send = (body: string) =>
      (method === 'PUT' ? request(t.http).put(path) : request(t.http).post(path))
        .set(t.asAdmin())
        .set('Content-Type', 'application/json')
        .send(body);
    for (const body of [nested(3000), `{"services":${'['.repeat(5000)}${']'.repeat(5000)}}`]) {
      const res = await send(body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        status: 'error',
        code: 'requestTooDeep',
        message: MESSAGES.requestTooDeep,
      });
    }
    await request(t.http).get('/api/health').expect(200);
  });

  it(`lets ${MAX_JSON_DEPTH} levels through to the validation, and refuses one more`, async () => {
    const deepest = await request(t.http)
      .post('/api/contact')
      .set('Content-Type', 'application/json')
      .send(nested(MAX_JSON_DEPTH));
    expect(deepest.status).toBe(400);
    expect(deepest.body.code).not.toBe('requestTooDeep');
    const over = await request(t.http)
      .post('/api/contact')
      .set('Content-Type', 'application/json')
      .send(nested(MAX_JSON_DEPTH + 1));
    expect(over.body.code).toBe('requestTooDeep');
    // A booking is well inside the limit.
    const booking = await t.postBooking({ preferred_date: '2026-12-01' });
    expect(booking.status).toBe(201);
  });
});

describe('pages the app does not have', () => {
  const t = useTestApp({ admin: false, env: { STATIC_DIR: staticDir() } });

  it.each(PAGE_ROUTES.map((r) => [r]))('%s answers 200 with the app', async (route) => {
    const res = await request(t.http).get(route.replace(/:\w+/g, '4f0c2a'));
    expect(res.status).toBe(200);
    expect(res.text).toContain('/assets/index-abc.js');
  });

  it.each([
    '/no-such-page',
    '/services/typo/x',
    '/booking/successes',
    '/client/nope',
    '/admin/nope',
    '/admin/appointments',
    '/admin/appointments/4f0c2a/edit',
  ])('%s answers 404, still with the app (which shows its not-found page)', async (path) => {
    const res = await request(t.http).get(path);
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.text).toContain('/assets/index-abc.js');
    expect(res.text).toContain('<meta name="robots" content="noindex" />');
  });

  it('routes a path as the browser does: any letter case, a trailing slash, a query string', async () => {
    for (const path of [
      '/Services',
      '/services/',
      '/booking/success?session_id=cs_test_1',
      '/admin/appointments/4f0c2a/',
    ])
      await request(t.http).get(path).expect(200);
  });

  it('keeps an unknown API path a JSON 404', async () => {
    const res = await request(t.http).get('/api/unknown');
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body).toMatchObject({ status: 'error', message: MESSAGES.notFound });
  });
});

/**
 * A TCP proxy in front of the test database that the test cuts (every connection dropped, new ones
 * refused: the database "went away") and opens again on the same port.
 */
class DatabaseProxy {
  private server: net.Server | null = null;
  private readonly sockets = new Set<net.Socket>();
  private port = 0;
  /** Where the database listens: TCP (PostgreSQL) or the embedded one's Unix socket. */
  private target: net.NetConnectOpts | null = null;

  /** Opens the proxy in front of `databaseUrl`; answers the URL through it. */
  async connect(databaseUrl: string): Promise<string> {
    // The embedded database's URL names its socket's directory: `postgres://postgres@/postgres?host=<dir>&port=N`.
    const query = new URLSearchParams(databaseUrl.split('?')[1] ?? '');
    const socketDir = query.get('host');
    if (socketDir?.startsWith('/')) {
      this.target = { path: `${socketDir}/.s.PGSQL.${query.get('port') ?? 5432}` };
      await this.open();
      return `postgres://postgres@127.0.0.1:${this.port}/postgres`;
    }
    const url = new URL(databaseUrl);
    this.target = { host: url.hostname, port: Number(url.port || 5432) };
    await this.open();
    const via = new URL(databaseUrl);
    via.hostname = '127.0.0.1';
    via.port = String(this.port);
    return via.toString();
  }

  async open(): Promise<void> {
    const target = this.target;
    if (!target) throw new Error('connect first');
    const server = net.createServer((client) => {
      const upstream = net.connect(target);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => socket.destroy());
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.port = (server.address() as net.AddressInfo).port;
    this.server = server;
  }

  async cut(): Promise<void> {
    const server = this.server;
    this.server = null;
    for (const socket of this.sockets) socket.destroy();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

/**
 * What the app logs through Nest's loggers (in tests the logs stay in Nest's buffer, never printed),
 * as `level message` lines.
 */
function captureLogs(): { lines: string[]; restore(): void } {
  const lines: string[] = [];
  const spies = (['log', 'warn', 'error'] as const).map((level) =>
    jest
      .spyOn(Logger.prototype, level)
      .mockImplementation((message: unknown, ..._rest: unknown[]) => {
        lines.push(`${level} ${String(message)}`);
      }),
  );
  return { lines, restore: () => spies.forEach((s) => s.mockRestore()) };
}

async function eventually(check: () => boolean, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('a database that cannot be reached', () => {
  it('answers 503 with Retry-After, logs the outage once, and serves again when it is back', async () => {
    const proxy = new DatabaseProxy();
    let app: TestApp | null = null;
    let logs: ReturnType<typeof captureLogs> | null = null;
    try {
      // The sweeps run too, as in production: they must not log the outage again.
      app = await startTestApp({
        connectVia: (url) => proxy.connect(url),
        env: { MAIL_INTERVAL_MS: '100', SWEEP_INTERVAL_MS: '100' },
      });
      const http = app.http;
      const admin = await adminHeader(http);
      // 10:00 then 11:15: the first facial and its 10 minutes of cleanup end at 11:10.
      const calls = (time: string) => [
        request(http).get('/api/availability?date=2026-12-01'),
        request(http)
          .post('/api/bookings')
          .send(bookingPayload({ preferred_date: '2026-12-01', preferred_time: time })),
        request(http).get('/api/admin/appointments').set(admin),
        request(http).get('/api/health'),
      ];
      logs = captureLogs();
      expect((await Promise.all(calls('10:00'))).map((r) => r.status)).toEqual([
        200, 201, 200, 200,
      ]);

      await proxy.cut();
      for (let round = 0; round < 3; round++) {
        const [availability, booking, list, health] = await Promise.all(calls('11:15'));
        for (const res of [availability, booking, list]) {
          expect(res.status).toBe(503);
          expect(res.headers['retry-after']).toBe('30');
          expect(res.body).toEqual({
            status: 'error',
            code: 'databaseUnavailable',
            message: MESSAGES.databaseUnavailable,
            detail: MESSAGES.databaseUnavailable,
          });
        }
        expect(health.status).toBe(503);
        expect(health.headers['retry-after']).toBe('30');
        expect(health.body).toEqual({
          status: 'error',
          info: {},
          error: { database: { status: 'down' } },
          details: { database: { status: 'down' } },
        });
      }
      await new Promise((r) => setTimeout(r, 500)); // the sweeps meet the outage too
      const problems = () => logs!.lines.filter((l) => !l.startsWith('log '));
      expect(problems()).toEqual([
        expect.stringMatching(
          /^error The database cannot be reached \(.+\): requests that need it answer 503/,
        ),
      ]);

      await proxy.open();
      expect((await Promise.all(calls('11:15'))).map((r) => r.status)).toEqual([
        200, 201, 200, 200,
      ]);
      await eventually(() => logs!.lines.some((l) => l.includes('The database answers again')));
      expect(logs.lines.filter((l) => /database/i.test(l))).toEqual([
        expect.stringMatching(/^error The database cannot be reached/),
        expect.stringMatching(/^log The database answers again, after \d+ s$/),
      ]);
      expect(problems()).toHaveLength(1);
    } finally {
      logs?.restore();
      await app?.close();
      await proxy.cut();
    }
  });
});
