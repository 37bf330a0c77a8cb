import { MESSAGES } from '@esthetics/domain';
import { randomBytes } from 'node:crypto';
import {
  existsSync,
  lstatSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { MIGRATIONS } from '../../src/database/data-source';
import { LOCK_STALE_MS } from '../../src/database/data-dir-lock';
import { withTestApp } from '../support/harness';
import {
  newDataDir,
  startEmbeddedDatabaseProcess,
  startTestApp,
  TestApp,
} from '../support/test-app';
import { emptyDatabase } from '../support/empty-database';

/** Runs `statements` on `url` over one connection; answers the last one's rows. */
async function sql<T>(url: string, ...statements: string[]): Promise<T[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    let rows: T[] = [];
    for (const statement of statements) rows = (await client.query(statement)).rows as T[];
    return rows;
  } finally {
    await client.end();
  }
}

/** Entries under `root` (itself included) that group or others may use; links are not followed. */
function openToOthers(root: string): string[] {
  const found: string[] = [];
  const visit = (file: string) => {
    const stat = lstatSync(file);
    if (stat.isSymbolicLink()) return;
    if (stat.mode & 0o077) found.push(`${file} ${(stat.mode & 0o777).toString(8)}`);
    if (stat.isDirectory()) for (const name of readdirSync(file)) visit(path.join(file, name));
  };
  visit(root);
  return found;
}

/** The TCP ports process `pid` listens on (Linux: its sockets' inodes in /proc/net/tcp and tcp6). */
function tcpListeners(pid: number): string[] {
  const inodes = new Set(
    readdirSync(`/proc/${pid}/fd`)
      .map((fd) => /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`))?.[1])
      .filter((inode): inode is string => inode !== undefined),
  );
  return ['/proc/net/tcp', '/proc/net/tcp6'].flatMap((table) =>
    readFileSync(table, 'utf8')
      .split('\n')
      .slice(1)
      .map((line) => line.trim().split(/\s+/))
      // local_address, st (0A: LISTEN) and inode columns.
      .filter((cols) => cols[3] === '0A' && inodes.has(cols[9]))
      .map((cols) => cols[1]),
  );
}

/** Where node-postgres connects for `url`: refuses a TCP address, answers the socket's directory. */
function socketDir(url: string): string {
  const { host, port } = new Client({ connectionString: url });
  expect(path.isAbsolute(host)).toBe(true);
  expect(port).toBe(5432);
  return host;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('several instances on one PostgreSQL', () => {
  it('share one JWT secret kept in the database when JWT_SECRET is unset', () =>
    withTestApp({ env: { JWT_SECRET: '' } }, async (first) => {
      const client = await first.registerClient();
      const second = await startTestApp({
        database: first.database,
        env: { JWT_SECRET: '' },
      });
      try {
        // Each instance has its own DATA_DIR: the secret comes from the database, not a file.
        expect(second.dataDir).not.toBe(first.dataDir);
        await request(second.http)
          .get('/api/admin/outbox')
          .set('Authorization', `Bearer ${first.adminToken}`)
          .expect(200);
        await request(second.http)
          .get(`/api/clients/${client.client.id}/appointments`)
          .set('Authorization', `Bearer ${client.token}`)
          .expect(200);
        // And the other way round.
        const login = await request(second.http)
          .post('/api/clients/login')
          .send({ email: client.body.email, phone: client.body.phone })
          .expect(200);
        await request(first.http)
          .get(`/api/clients/${client.client.id}/appointments`)
          .set('Authorization', `Bearer ${login.body.token as string}`)
          .expect(200);
      } finally {
        await second.close({ keepData: true });
      }
    }));

  it('keep the secret an earlier version generated into DATA_DIR, so tokens already out stay valid', async () => {
    const kept = randomBytes(48).toString('base64url');
    await withTestApp(
      {
        env: { JWT_SECRET: '' },
        prepare: (dataDir) => writeFileSync(path.join(dataDir, 'jwt-secret'), `${kept}\n`),
      },
      async (t) => {
        expect(t.config.jwtSecret).toBe(kept);
      },
    );
  });

  it('run the migrations once when they start together on an empty database', async () => {
    const { database, close } = await emptyDatabase();
    // As two processes starting together: the first migration goes on only once both instances
    // have reached the database (or after 5 seconds), and then takes a moment, as a real one does.
    let connected = 0;
    let bothConnected = () => {};
    const both = new Promise<void>((resolve) => (bothConnected = resolve));
    const failures: string[] = [];
    const initialize = DataSource.prototype.initialize;
    const connects = jest.spyOn(DataSource.prototype, 'initialize').mockImplementation(function (
      this: DataSource,
    ) {
      if (++connected === 2) bothConnected();
      return initialize.call(this).catch((e: Error) => {
        failures.push(e.message);
        throw e;
      });
    });
    const [first] = MIGRATIONS;
    const firstUp = first.prototype.up;
    const ups = MIGRATIONS.map((migration) => jest.spyOn(migration.prototype, 'up'));
    ups[0].mockImplementation(async function (this: InstanceType<typeof first>, q) {
      await Promise.race([both, sleep(5000)]);
      await sleep(500);
      return firstUp.call(this, q);
    });
    try {
      const starts = await Promise.allSettled([
        startTestApp({ database }),
        startTestApp({ database }),
      ]);
      for (const start of starts)
        if (start.status === 'fulfilled') await start.value.close({ keepData: true });
      expect(starts.map((start) => start.status)).toEqual(['fulfilled', 'fulfilled']);
      // Cleanly: no instance failed on a table the other was creating (and started on a retry).
      expect(failures).toEqual([]);
      // Each migration ran in one instance only; the other found the schema up to date.
      expect(ups.map((up) => up.mock.calls.length)).toEqual(MIGRATIONS.map(() => 1));
      const rows = await sql<{ name: string }>(
        database.url,
        `SELECT name FROM ${database.schema}.migrations ORDER BY id`,
      );
      expect(rows.map((r) => r.name)).toEqual(MIGRATIONS.map((m) => m.name));
    } finally {
      connects.mockRestore();
      ups.forEach((up) => up.mockRestore());
      await close();
    }
  });
});

describe('TRUST_PROXY', () => {
  const contact = (http: TestApp['http'], from: string) =>
    request(http)
      .post('/api/contact')
      .set('X-Forwarded-For', from)
      .send({ name: 'A', email: 'a@b.co', subject: 's', message: 'hello there' });

  it('with a hop count, limits each address the proxy forwards on its own', () =>
    withTestApp({ env: { TRUST_PROXY: '1', FORM_RATE_LIMIT_PER_IP: '2' } }, async (t) => {
      expect((await contact(t.http, '203.0.113.7')).status).toBe(201);
      expect((await contact(t.http, '203.0.113.7')).status).toBe(201);
      const limited = await contact(t.http, '203.0.113.7');
      expect(limited.status).toBe(429);
      expect(limited.body.message).toBe(MESSAGES.tooManyAttempts);
      // Another visitor behind the same proxy is not limited with the first.
      expect((await contact(t.http, '198.51.100.4')).status).toBe(201);
    }));

  it('with false, ignores X-Forwarded-For: a forged one buys no new bucket', () =>
    withTestApp({ env: { TRUST_PROXY: 'false', FORM_RATE_LIMIT_PER_IP: '2' } }, async (t) => {
      expect((await contact(t.http, '203.0.113.7')).status).toBe(201);
      expect((await contact(t.http, '203.0.113.8')).status).toBe(201);
      expect((await contact(t.http, '203.0.113.9')).status).toBe(429);
    }));
});

describe('the outbox', () => {
  it('writes its .eml files 600 in a 700 folder', () =>
    withTestApp({}, async (t) => {
      await t.book();
      expect((await t.deliverMail()).sent).toBeGreaterThan(0);
      const outbox = path.join(t.dataDir, 'outbox');
      const files = readdirSync(outbox);
      expect(files.length).toBeGreaterThan(0);
      expect(statSync(outbox).mode & 0o777).toBe(0o700);
      for (const file of files) expect(statSync(path.join(outbox, file)).mode & 0o777).toBe(0o600);
    }));
});

describe('the embedded database', () => {
  it('is served on a Unix socket in an owner-only folder of DATA_DIR, with no TCP port', async () => {
    const dataDir = newDataDir();
    const db = await startEmbeddedDatabaseProcess(dataDir);
    try {
      const dir = socketDir(db.url);
      expect(dir).toBe(path.join(dataDir, 'pg-socket'));
      expect(statSync(dir).mode & 0o777).toBe(0o700);
      expect(statSync(path.join(dir, '.s.PGSQL.5432')).isSocket()).toBe(true);
      expect(tcpListeners(db.pid)).toEqual([]);
      expect(await sql(db.url, 'SELECT 1 AS one')).toEqual([{ one: 1 }]);
      // PGlite writes its files open to all; they are made owner-only at start.
      expect(openToOthers(path.join(dataDir, 'pgdata'))).toEqual([]);
    } finally {
      await db.stop();
    }
  });

  it('puts its socket in a fresh owner-only temporary folder when DATA_DIR is too deep for one', async () => {
    const dataDir = path.join(newDataDir(), 'd'.repeat(90));
    const db = await startEmbeddedDatabaseProcess(dataDir);
    let dir = '';
    try {
      dir = socketDir(db.url);
      expect(path.dirname(dir)).toBe(os.tmpdir());
      expect(statSync(dir).mode & 0o777).toBe(0o700);
      expect(await sql(db.url, 'SELECT 1 AS one')).toEqual([{ one: 1 }]);
    } finally {
      await db.stop();
    }
    // Removed when the database stops.
    expect(existsSync(dir)).toBe(false);
  });

  it('serves one process per DATA_DIR: a second start fails at once, a start after the first stops works', async () => {
    const dataDir = newDataDir();
    const first = await startEmbeddedDatabaseProcess(dataDir);
    try {
      await expect(startEmbeddedDatabaseProcess(dataDir)).rejects.toThrow(
        `Another instance of the app is already running on DATA_DIR ${dataDir}`,
      );
    } finally {
      await first.stop();
    }
    const next = await startEmbeddedDatabaseProcess(dataDir);
    await next.stop();
  });

  it('is not locked for good by a process killed with SIGKILL', async () => {
    const dataDir = newDataDir();
    const killed = await startEmbeddedDatabaseProcess(dataDir);
    await sql(killed.url, 'CREATE TABLE kept (x int)', 'INSERT INTO kept VALUES (7)');
    process.kill(killed.pid, 'SIGKILL');
    await sleep(LOCK_STALE_MS + 1000);
    const next = await startEmbeddedDatabaseProcess(dataDir);
    try {
      expect(await sql(next.url, 'SELECT x FROM kept')).toEqual([{ x: 7 }]);
    } finally {
      await next.stop();
    }
  });
});
