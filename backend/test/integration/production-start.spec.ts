import { ChildProcess, execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import request from 'supertest';
import {
  freePort,
  imageCommand,
  productionEnvironment,
  ROOT,
  testSchema,
} from '../support/processes';
import { bookingPayload, startEmbeddedDatabaseProcess } from '../support/test-app';

/**
 * The image's own command (the Dockerfile's CMD, read from it) started twice at once, as two
 * replicas behind a proxy would be: one PostgreSQL (TEST_DATABASE_URL in a schema of its own, else
 * the embedded database's socket server in a child process), one JWT_SECRET and HEALTH_DATA_KEY,
 * each its own PORT and DATA_DIR. Both become healthy, book through either, and the database keeps
 * a slot to one booking whichever replica is asked.
 */

const JWT_SECRET = randomBytes(32).toString('base64');
const HEALTH_DATA_KEY = randomBytes(32).toString('base64');
const ADMIN_PASSWORD = 'production-start-password';

interface Replica {
  readonly name: string;
  readonly url: string;
  readonly process: ChildProcess;
  readonly dataDir: string;
  /** What it printed, for the failure messages. */
  output(): string;
  /** SIGTERM; answers its exit code. */
  stop(): Promise<number | null>;
}

/** Starts the image's command with the production environment of one replica. */
async function startReplica(name: string, database: Record<string, string>): Promise<Replica> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `esthetics-prod-${name}-`));
  const [command, ...args] = imageCommand();
  const child = spawn(command === 'node' ? process.execPath : command, args, {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: productionEnvironment(port, dataDir, {
      ...database,
      JWT_SECRET,
      HEALTH_DATA_KEY,
      ADMIN_PASSWORD,
      FORM_RATE_LIMIT_PER_IP: '1000',
      UNPAID_HOLDS_PER_CLIENT: '1000',
    }),
  });
  let printed = '';
  child.stdout?.on('data', (d: Buffer) => (printed += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (printed += d.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  return {
    name,
    url: `http://127.0.0.1:${port}`,
    process: child,
    dataDir,
    output: () => printed,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}

/** Waits until the replica's /api/health answers 200 (what the image's HEALTHCHECK asks). */
async function healthy(replica: Replica, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (replica.process.exitCode !== null) {
      throw new Error(
        `${replica.name} exited with ${replica.process.exitCode}:\n${replica.output()}`,
      );
    }
    const res = await fetch(`${replica.url}/api/health`).catch(() => null);
    if (res?.status === 200) {
      expect(await res.json()).toMatchObject({
        status: 'ok',
        info: { database: { status: 'up' } },
      });
      return;
    }
    if (Date.now() > deadline) {
      throw new Error(`${replica.name} not healthy after ${timeoutMs} ms:\n${replica.output()}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Free 60-minute slots of one open day from a week ahead (the replicas run on the real clock). */
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

async function freeSlots(
  replica: Replica,
  count: number,
): Promise<{ date: string; times: string[] }> {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + 7);
  for (let i = 0; i < 60; i += 1, day.setUTCDate(day.getUTCDate() + 1)) {
    const date = day.toISOString().slice(0, 10);
    const res = await request(replica.url).get('/api/availability').query({ date, duration: 60 });
    if (res.status !== 200) continue;
    // Free times two hours apart: a booked facial (and its cleanup after) never reaches the next.
    const times: string[] = [];
    for (const s of res.body.slots as { time: string; available: boolean }[]) {
      const last = times.at(-1);
      if (s.available && (!last || minutesOf(s.time) - minutesOf(last) >= 120)) times.push(s.time);
    }
    if (times.length >= count) return { date, times: times.slice(0, count) };
  }
  throw new Error('No open day with free slots in the next two months');
}

let phone = 0;
/** A booking with its own e-mail and phone. */
function booking(date: string, time: string): Record<string, unknown> {
  phone += 1;
  return bookingPayload({
    preferred_date: date,
    preferred_time: time,
    phone: `(301) 555-${String(1000 + phone).padStart(4, '0')}`,
  });
}

describe('the production command (the image CMD), two replicas on one database', () => {
  const replicas: Replica[] = [];
  let cleanup: () => Promise<void> = async () => undefined;

  beforeAll(async () => {
    // The compiled backend the image runs, from the current sources (CI has not built it yet).
    await promisify(execFile)(
      process.execPath,
      [require.resolve('typescript/bin/tsc'), '-p', 'backend/tsconfig.build.json'],
      { cwd: ROOT },
    );

    let database: Record<string, string>;
    const schema = await testSchema('prod');
    if (schema) {
      database = schema.database;
      cleanup = schema.drop;
    } else {
      // No PostgreSQL server: the embedded one's socket server, shared by both replicas.
      const dir = mkdtempSync(path.join(os.tmpdir(), 'esthetics-prod-db-'));
      const embedded = await startEmbeddedDatabaseProcess(dir);
      database = { DATABASE_URL: embedded.url, DATABASE_POOL_SIZE: '2' };
      cleanup = async () => {
        await embedded.stop();
        rmSync(dir, { recursive: true, force: true });
      };
    }

    // Both at once on an empty database: they take turns on the migrations.
    replicas.push(await startReplica('a', database), await startReplica('b', database));
    await Promise.all(replicas.map((r) => healthy(r, 90_000)));
  }, 300_000);

  afterAll(async () => {
    try {
      const codes = await Promise.all(replicas.map((r) => r.stop()));
      // A graceful shutdown on SIGTERM (what `docker stop` sends).
      expect(codes).toEqual(replicas.map(() => 0));
    } finally {
      for (const r of replicas) rmSync(r.dataDir, { recursive: true, force: true });
      await cleanup();
    }
  }, 60_000);

  it('books through each replica, gives a slot asked of both at once to one, and shares sign-ins', async () => {
    const [a, b] = replicas;
    const { date, times } = await freeSlots(a, 3);

    // Distinct slots, one through each replica, at once: both taken.
    const [first, second] = await Promise.all([
      request(a.url).post('/api/bookings').send(booking(date, times[0])),
      request(b.url).post('/api/bookings').send(booking(date, times[1])),
    ]);
    expect([first.status, second.status]).toEqual([201, 201]);

    // Each replica sees what the other booked.
    const seen = await request(b.url).get('/api/availability').query({ date, duration: 60 });
    const slot = (time: string) =>
      (seen.body.slots as { time: string; available: boolean }[]).find((s) => s.time === time);
    expect(slot(times[0])?.available).toBe(false);
    expect(slot(times[1])?.available).toBe(false);

    // The same slot through both at once: exactly one booking, the other told it is taken.
    const contested = await Promise.all([
      request(a.url).post('/api/bookings').send(booking(date, times[2])),
      request(b.url).post('/api/bookings').send(booking(date, times[2])),
    ]);
    expect(contested.map((r) => r.status).sort()).toEqual([201, 409]);
    const winner = contested.find((r) => r.status === 201);

    // The admin signs in on one replica; the token works on the other (one JWT_SECRET).
    const login = await request(a.url)
      .post('/api/admin/login')
      .send({ username: 'admin', password: ADMIN_PASSWORD });
    expect(login.status).toBe(200);
    const list = await request(b.url)
      .get('/api/admin/appointments')
      .set('Authorization', `Bearer ${login.body.token as string}`);
    expect(list.status).toBe(200);
    const onDate = (list.body.appointments as { id: string; appointment_date: string }[])
      .filter((x) => x.appointment_date === date)
      .map((x) => x.id)
      .sort();
    expect(onDate).toEqual(
      [first.body.booking_id, second.body.booking_id, winner?.body.booking_id].sort(),
    );
  });
});
