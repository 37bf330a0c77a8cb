import { MESSAGES } from '@esthetics/domain';
import net from 'node:net';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { adminHeader, bookingPayload, startTestApp, TestApp } from '../support/test-app';

/**
 * A TCP proxy in front of the test database that the test can freeze: from then on nothing passes
 * either way and new connections are accepted but never answered, as when a host is dropped
 * silently (no reset, no refusal). Thawed, new connections pass again; the frozen ones stay dead.
 */
class FreezingProxy {
  private server: net.Server | null = null;
  private readonly sockets = new Set<net.Socket>();
  private frozen = false;

  /**
   * Opens the proxy in front of `databaseUrl` (a PostgreSQL server's: the embedded database is
   * reached through a socket file, which no host can drop); answers the URL through it.
   */
  async connect(databaseUrl: string): Promise<string> {
    const target = new URL(databaseUrl);
    const server = net.createServer((client) => this.accept(client, target));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    this.server = server;
    const via = new URL(databaseUrl);
    via.hostname = '127.0.0.1';
    via.port = String((server.address() as net.AddressInfo).port);
    return via.toString();
  }

  private accept(client: net.Socket, target: URL): void {
    this.track(client);
    if (this.frozen) return; // accepted, never answered
    const upstream = this.track(net.connect(Number(target.port || 5432), target.hostname));
    let dead = false;
    const relay = (from: net.Socket, to: net.Socket) =>
      from.on('data', (chunk) => {
        if (this.frozen) dead = true;
        if (!dead) to.write(chunk);
      });
    relay(client, upstream);
    relay(upstream, client);
  }

  private track(socket: net.Socket): net.Socket {
    this.sockets.add(socket);
    socket.on('close', () => this.sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    return socket;
  }

  freeze(): void {
    this.frozen = true;
  }

  thaw(): void {
    this.frozen = false;
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

const UNAVAILABLE = {
  status: 'error',
  code: 'databaseUnavailable',
  message: MESSAGES.databaseUnavailable,
  detail: MESSAGES.databaseUnavailable,
};

describe('database timeouts', () => {
  it("the app's statements are given up past the configured statement timeout", async () => {
    const app = await startTestApp({ env: { DATABASE_STATEMENT_TIMEOUT_MS: '1000' } });
    try {
      const db = app.app.get(DataSource);
      const started = Date.now();
      // PostgreSQL cancels it (statement_timeout); the embedded database, which does not take the
      // setting, is given up by the client a moment later.
      await expect(db.query('SELECT pg_sleep(5)')).rejects.toThrow(
        /canceling statement due to statement timeout|Query read timeout/,
      );
      expect(Date.now() - started).toBeLessThan(3000);
    } finally {
      await app.close();
    }
  });

  it('a database host that stops answering: 503 within seconds, and served again once it is back', async () => {
    const proxy = new FreezingProxy();
    let app: TestApp | null = null;
    try {
      app = await startTestApp({
        connectVia: (url) => proxy.connect(url),
        env: { DATABASE_CONNECT_TIMEOUT_MS: '3000', DATABASE_STATEMENT_TIMEOUT_MS: '1500' },
      });
      const http = app.http;
      const admin = await adminHeader(http);
      const calls = (date: string, time = '10:00') => [
        request(http).get(`/api/availability?date=${date}`).timeout(10_000),
        request(http)
          .post('/api/bookings')
          .send(bookingPayload({ preferred_date: date, preferred_time: time }))
          .timeout(10_000),
        request(http).get('/api/admin/appointments').set(admin).timeout(10_000),
        request(http).get('/api/admin/clients').set(admin).timeout(10_000),
      ];
      // Connections open in the pool, each used once.
      expect((await Promise.all(calls('2026-12-01'))).map((r) => r.status)).toEqual([
        200, 201, 200, 200,
      ]);

      proxy.freeze();
      for (const [round, date] of ['2026-12-02', '2026-12-03'].entries()) {
        const started = Date.now();
        const answers = await Promise.all(calls(date));
        const seconds = (Date.now() - started) / 1000;
        expect([round, answers.map((r) => r.status)]).toEqual([round, [503, 503, 503, 503]]);
        for (const res of answers) {
          expect(res.body).toEqual(UNAVAILABLE);
          expect(res.headers['retry-after']).toBe('30');
        }
        // The statement timeout (1.5 s) and its margin (1 s), or the connect timeout (3 s).
        expect(seconds).toBeLessThan(5);
      }

      // Back: the connections that met the silence were closed, new ones serve.
      proxy.thaw();
      const deadline = Date.now() + 15_000;
      let statuses: number[] = [];
      for (let hour = 9; Date.now() < deadline && hour < 18; hour++) {
        statuses = (await Promise.all(calls('2026-12-04', `${hour}:00`.padStart(5, '0')))).map(
          (r) => r.status,
        );
        if (statuses.every((s) => s < 500)) break;
        await new Promise((r) => setTimeout(r, 200));
      }
      expect(statuses).toEqual([200, 201, 200, 200]);
    } finally {
      // The proxy first: the app's pool then ends without waiting on a connection left frozen.
      await proxy.close();
      await app?.close();
    }
  }, 60_000);
});
