/* global process, console, fetch, performance, setTimeout, clearTimeout -- Node (eslint.config.mjs gives node globals to frontend/scripts and tools only) */
/**
 * `npm run bench` (builds first; never part of `npm test`): the built app under load, each figure beside
 * a bare NestJS app answering a constant (the ceiling) measured in the same run, on the embedded
 * database and, when BENCH_DATABASE_URL is set, on PostgreSQL (a fresh schema, dropped after). Then the
 * frontend's gzipped JavaScript per route and the home page's Lighthouse mobile score, and `npm start`
 * itself to a healthy /api/health. Writes docs/benchmarks.md (BENCH_OUTPUT to write elsewhere; its
 * `## Container image` section, written by docker/test-image.sh, is kept as it is) and exits 1 when
 * the contention run does not end with exactly one booking per slot, or when the availability of a
 * date with time off (AVAILABILITY_TARGET) misses its share of the ceiling or its p99.
 *
 * BENCH_DURATION: seconds per measurement (5). BENCH_ROUNDS: rounds of the reads beside the ceiling (3).
 * BENCH_CONNECTIONS: autocannon's connections (50).
 * BENCH_WEB=0 leaves out the frontend's figures. LIGHTHOUSE_RUNS: runs per Lighthouse median (3).
 * BENCH_NPM_START=0 leaves out the `npm start` timings.
 */
import autocannon from 'autocannon';
import { spawn, execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, sql } from '../tools/local-processes.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const { BOOKING_HORIZON_MONTHS, bufferAfter, SEED_CATALOG } = require('@esthetics/domain');

const DURATION = Number(process.env.BENCH_DURATION ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const BOOKING_WORKERS = 16;
const CONTENTION_REQUESTS = 200;
const CONTENTION_SLOTS = 10;
const OUTPUT = path.resolve(ROOT, process.env.BENCH_OUTPUT ?? 'docs/benchmarks.md');
const SERVICE = 'classic-european-facial';
/** A seed service with a buffer after it (10 minutes of cleanup): its availability must fit that too. */
const BUFFERED_SERVICE = 'classic-european-facial';
/** Blocks of time off seeded in the month of the date whose availability is measured with them. */
const TIME_OFF_BLOCKS = 20;
/**
 * The availability of a date in a month with TIME_OFF_BLOCKS blocks, 15-minute starts and the
 * service's buffer must reach this share of the ceiling, with its p99 under this; else exit 1.
 */
const AVAILABILITY_TARGET = { share: 0.4, p99Ms: 50 };
const AVAILABILITY_WITH_TIME_OFF = `GET /api/availability (${TIME_OFF_BLOCKS} blocks in the month, 15-minute starts, a buffer)`;
/** The admin's password of the apps measured (the time off is added through the admin API). */
const ADMIN_PASSWORD = `bench-${randomBytes(12).toString('hex')}`;
/** The section docker/test-image.sh writes into docs/benchmarks.md: kept as it is on a rewrite. */
const CONTAINER_HEADING = '## Container image';

/**
 * The Node flags `npm start` runs the server with (package.json: `node <flags> tools/start.mjs`), so
 * that the app measured here is the one `npm start` runs.
 */
function startFlags() {
  const script = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).scripts.start;
  const match = /^node\s+(.*?)\s*tools\/start\.mjs$/.exec(script.trim());
  if (!match) throw new Error(`package.json's start script is not "node [flags] tools/start.mjs"`);
  return match[1].split(/\s+/).filter(Boolean);
}
const NODE_FLAGS = startFlags();
const SERVER_COMMAND = ['node', ...NODE_FLAGS, 'backend/dist/src/main.js'].join(' ');

// Every request of the run comes from 127.0.0.1: the per-address limits must not refuse them.
const HIGH_LIMITS = {
  FORM_RATE_LIMIT_PER_IP: '1000000',
  LOGIN_RATE_LIMIT_PER_IP: '1000000',
  LOGIN_RATE_LIMIT_PER_ACCOUNT: '1000000',
  HEALTH_CODE_RATE_LIMIT_PER_IP: '1000000',
  UNPAID_HOLDS_PER_CLIENT: '1000000',
};

const log = (line) => console.log(line);
const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');
const LOAD_AT_START = loadAverage();
/** The one-minute load average before the run: the run's own load must not count as other work. */
const BUSY_AT_START = os.loadavg()[0] > os.cpus().length;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Resident memory of a process, in MB, from /proc (null where there is no /proc). */
function rssMb(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
    return Math.round(kb / 1024);
  } catch {
    return null;
  }
}

function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** One endpoint's measurements of several rounds as one: the medians, the counts summed. */
function medianOf(results) {
  const answered = results.filter((r) => r.p50 !== null);
  return {
    rps: median(results.map((r) => r.rps)),
    p50: answered.length ? median(answered.map((r) => r.p50)) : null,
    p99: answered.length ? median(answered.map((r) => r.p99)) : null,
    requests: results.reduce((n, r) => n + r.requests, 0),
    non2xx: results.reduce((n, r) => n + r.non2xx, 0),
    errors: results.reduce((n, r) => n + r.errors, 0),
    cpuUs: results.every((r) => r.cpuUs !== null) ? median(results.map((r) => r.cpuUs)) : null,
  };
}

/** A read's path, for the lines that list every read (the availability with time off marked so). */
const shortName = (name) =>
  name === AVAILABILITY_WITH_TIME_OFF ? '/api/availability with time off' : name.split(' ')[1];

const share = (figures, ceiling) => `${((figures.rps / ceiling.rps) * 100).toFixed(0)} %`;

async function waitHealthy(url, child, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`exited with code ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} not healthy within ${timeoutMs / 1000} s`);
    await sleep(50);
  }
}

/** SIGTERM, then SIGKILL after 20 s (a graceful close waits for every request still queued). */
async function stopChild(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => {
    log(`  (process ${child.pid} still closing after 20 s: killed)`);
    child.kill('SIGKILL');
  }, 20_000);
  await exited;
  clearTimeout(timer);
}

/** The bare NestJS app answering a constant. */
async function startCeiling() {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(ROOT, 'bench/ceiling.mjs')], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}/api/constant`;
  await waitHealthy(url, child);
  return { url, pid: child.pid, stop: () => stopChild(child) };
}

/**
 * A server's environment: this process's with `extra`, its port and data folder, on `database` (a
 * PostgreSQL URL and schema) or, when it is null, on the embedded database.
 */
function serverEnv(port, dataDir, database, extra = {}) {
  const env = { ...process.env, ...extra, PORT: String(port), DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  delete env.DATABASE_SCHEMA;
  if (database)
    Object.assign(env, { DATABASE_URL: database.url, DATABASE_SCHEMA: database.schema });
  return env;
}

/**
 * The bookings' ceiling (bench/ceiling-booking.mjs): one durable row per booking on the same kind of
 * database, `database` as for startApp, in a data folder of its own for the embedded one.
 */
async function startBookingCeiling(database) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'esthetics-bench-bare-'));
  const env = serverEnv(port, dataDir, database);
  const child = spawn(
    process.execPath,
    [...NODE_FLAGS, path.join(ROOT, 'bench/ceiling-booking.mjs')],
    { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const url = await new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const line = /^(http:\S+)$/m.exec(output);
      if (line) resolve(line[1]);
    });
    child.once('exit', (code) => reject(new Error(`the bookings' ceiling exited with ${code}`)));
  });
  return {
    url,
    async stop() {
      await stopChild(child);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** `count` distinct hourly start times, far beyond the app's slots (the bookings' ceiling has no hours). */
function hourlySlots(count) {
  const first = Date.UTC(2031, 0, 1);
  return Array.from({ length: count }, (_, i) => {
    const at = new Date(first + i * 3_600_000).toISOString();
    return { date: at.slice(0, 10), time: at.slice(11, 16) };
  });
}

/**
 * The built app as `npm start` runs it (node, its flags, backend/dist/src/main.js) on a free port with
 * a fresh data folder; `database`: a PostgreSQL URL and schema, or null for the embedded database.
 */
async function startApp(database) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'esthetics-bench-'));
  const env = serverEnv(port, dataDir, database, {
    ...HIGH_LIMITS,
    ADMIN_PASSWORD,
    LOG_LEVEL: 'warn',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    STATIC_DIR: path.join(ROOT, 'frontend/dist'),
  });
  const started = performance.now();
  const child = spawn(process.execPath, [...NODE_FLAGS, 'backend/dist/src/main.js'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitHealthy(`${url}/api/health`, child);
  const startupMs = performance.now() - started;
  return {
    url,
    pid: child.pid,
    startupMs,
    async stop() {
      await stopChild(child);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * `npm start` on this built checkout to a healthy /api/health: first on a fresh data folder (the
 * embedded database's initdb and migrations included), then again on the same folder (a restart,
 * nothing changed). Each is stopped with SIGTERM to its process group (npm, its shell, the server).
 * A start that had to build is done again: the figures are those of a start with nothing to build.
 */
async function npmStartTimes() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'esthetics-bench-start-'));
  const npm = process.env.npm_execpath;
  const run = async () => {
    const port = await freePort();
    const started = performance.now();
    const [command, args] = npm
      ? [process.execPath, [npm, 'start', '--silent']]
      : ['npm', ['start', '--silent']];
    const child = spawn(command, args, {
      cwd: ROOT,
      env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'inherit'],
      detached: true,
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    const exited = new Promise((resolve) => child.once('exit', resolve));
    try {
      await waitHealthy(`http://127.0.0.1:${port}/api/health`, child);
      return { ms: performance.now() - started, built: /^Building /m.test(output) };
    } finally {
      process.kill(-child.pid, 'SIGTERM');
      const timer = setTimeout(() => process.kill(-child.pid, 'SIGKILL'), 20_000);
      await exited;
      clearTimeout(timer);
    }
  };
  try {
    let fresh = await run();
    if (fresh.built) {
      rmSync(dataDir, { recursive: true, force: true });
      fresh = await run();
    }
    const restart = await run();
    return { freshMs: fresh.ms, restartMs: restart.ms };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * autocannon for DURATION seconds at CONNECTIONS connections, after a one-second warm-up; with
 * `pid`, also the server's CPU time (user and system, from /proc) per answered request.
 */
async function load(url, options = {}, pid = null) {
  await autocannon({ url, connections: CONNECTIONS, duration: 1, ...options });
  const cpuBefore = cpuMs(pid);
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION,
    ...options,
  });
  const cpuAfter = cpuMs(pid);
  const answered = result.requests.total > 0;
  return {
    rps: result.requests.average,
    // No answer within the run (an overloaded machine): no latency to tell.
    p50: answered ? result.latency.p50 : null,
    p99: answered ? result.latency.p99 : null,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    cpuUs:
      answered && cpuBefore !== null && cpuAfter !== null
        ? ((cpuAfter - cpuBefore) * 1000) / result.requests.total
        : null,
  };
}

/** A process's CPU time so far (user and system), in ms, from /proc (null where there is none). */
function cpuMs(pid) {
  if (pid === null) return null;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return (ticks * 1000) / CLOCK_TICKS;
  } catch {
    return null;
  }
}
/** The kernel's clock ticks per second, in which /proc gives CPU times (100 on Linux). */
const CLOCK_TICKS = 100;

/**
 * A visitor's address, `n` of many, as a proxy on this host would pass it (X-Forwarded-For; the app
 * trusts loopback by default): the bookers of a run are different people, each on their own address,
 * as the app counts unpaid holds and takes its hold locks per address too.
 */
const visitor = (n) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

async function postJson(url, body, address) {
  const res = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(address ? { 'x-forwarded-for': address } : {}),
    },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.json().catch(() => null) };
}

/** The next `count` open weekdays from a week ahead, within the booking horizon. */
function weekdays(count) {
  const day = new Date();
  day.setUTCHours(12, 0, 0, 0);
  day.setUTCDate(day.getUTCDate() + 7);
  const horizon = new Date();
  horizon.setUTCMonth(horizon.getUTCMonth() + BOOKING_HORIZON_MONTHS);
  horizon.setUTCDate(horizon.getUTCDate() - 2);
  const days = [];
  while (days.length < count && day < horizon) {
    if (day.getUTCDay() !== 0 && day.getUTCDay() !== 6) days.push(day.toISOString().slice(0, 10));
    day.setUTCDate(day.getUTCDate() + 1);
  }
  return days;
}

/** `path` on the app with the admin's bearer token; throws unless it answers 2xx. */
async function asAdmin(appUrl, token, method, path, body) {
  const res = await fetch(`${appUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`);
}

/**
 * The owner's schedule of the availability target, through the admin API: starts every 15 minutes,
 * and TIME_OFF_BLOCKS blocks of time off in the month after next (wholly ahead and within the
 * horizon): 3 weekly ones (lunch on Monday, Wednesday and Friday), one-off ones of whole days and of
 * parts of days, one of them on the date measured (which keeps free times). Answers that date.
 */
async function seedTimeOff(appUrl) {
  const login = await postJson(`${appUrl}/api/admin/login`, {
    username: 'admin',
    password: ADMIN_PASSWORD,
  });
  if (login.status !== 200) throw new Error(`the admin's login answered ${login.status}`);
  const token = login.body.token;
  await asAdmin(appUrl, token, 'PUT', '/api/admin/schedule/settings', { start_step_minutes: 15 });
  const first = new Date();
  first.setUTCDate(1);
  first.setUTCMonth(first.getUTCMonth() + 2);
  const month = Array.from({ length: 28 }, (_, i) => {
    const day = new Date(first.getTime());
    day.setUTCDate(1 + i);
    return day;
  });
  const open = month.filter((d) => d.getUTCDay() !== 0).map((d) => d.toISOString().slice(0, 10));
  const measured = open[10];
  const blocks = [1, 3, 5].map((weekday) => ({
    kind: 'weekly',
    weekday,
    from: '12:00',
    to: '13:00',
  }));
  blocks.push({ kind: 'once', start_date: measured, start_time: '14:00', end_time: '15:00' });
  const parts = [
    { start_time: '09:00', end_time: '10:30' },
    { start_time: '15:30', end_time: '17:00' },
    {},
  ];
  for (const date of open.filter((d) => d !== measured)) {
    if (blocks.length === TIME_OFF_BLOCKS) break;
    blocks.push({ kind: 'once', start_date: date, ...parts[blocks.length % parts.length] });
  }
  for (const block of blocks) {
    await asAdmin(appUrl, token, 'POST', '/api/admin/schedule/blocks', {
      ...block,
      note: 'bench',
    });
  }
  return measured;
}

/**
 * Free start times of SERVICE on the given days, asked of /api/availability with its buffer, and of
 * those only the ones apart from each other: with starts every 15 minutes, a start and the next
 * ones overlap (an hour's facial and its 10 minutes of cleanup), and a booking of each would be
 * refused, which is no measure of distinct free slots nor of one winner per slot.
 */
async function freeSlots(appUrl, days, duration) {
  const blocking = duration + bufferAfter(SEED_CATALOG, [SERVICE]);
  const minutes = (time) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
  const slots = [];
  for (const date of days) {
    const res = await fetch(
      `${appUrl}/api/availability?date=${date}&duration=${duration}&services=${SERVICE}`,
    );
    const body = await res.json();
    let free = -Infinity;
    for (const slot of body.slots ?? []) {
      if (!slot.available || minutes(slot.time) < free) continue;
      slots.push({ date, time: slot.time });
      free = minutes(slot.time) + blocking;
    }
  }
  return slots;
}

/**
 * Logins of CONNECTIONS registered clients, each connection logging one of them in again and again:
 * many clients at once, as on a busy evening. One account on every connection measured nothing: the
 * login throttle counts an account's attempts still running as failures and makes each next one
 * wait (doubling, up to LOGIN_DELAY_MAX_MS), so 50 at once on one account waited 10 s each and none
 * answered within the run. With one connection an account, its attempts follow each other and each
 * success clears its count, as for a real client.
 */
async function loginLoad(appUrl) {
  const accounts = [];
  for (let i = 0; i < CONNECTIONS; i++) {
    const account = {
      email: `bench.login.${process.pid}.${i}@example.com`,
      phone: `301${3_000_000 + i}`,
    };
    const registered = await postJson(`${appUrl}/api/clients/register`, {
      first_name: 'Maya',
      last_name: 'Reed',
      ...account,
    });
    if (registered.status !== 201) throw new Error(`registration answered ${registered.status}`);
    accounts.push(JSON.stringify(account));
  }
  let next = 0;
  return load(`${appUrl}/api/clients/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: accounts[0],
    // Called once per connection: its own account, for the whole run.
    setupClient: (client) => client.setBody(accounts[next++ % accounts.length]),
  });
}

let bookerCount = 0;
/** A booking of the service at a slot by a client of her own (her own e-mail and phone). */
function bookingBody(slot) {
  bookerCount += 1;
  const tag = `${process.pid}.${bookerCount}.${randomBytes(3).toString('hex')}`;
  return {
    first_name: 'Ana',
    last_name: 'Lopez',
    email: `bench.${tag}@example.com`,
    phone: `301${String(2_000_000 + bookerCount).padStart(7, '0')}`,
    services: [SERVICE],
    preferred_date: slot.date,
    preferred_time: slot.time,
    service_location: 'clinic',
  };
}

/**
 * BOOKING_WORKERS clients booking at once, each request on a distinct free slot, for DURATION seconds
 * or until the slots run out.
 */
async function bookDistinctSlots(url, slots) {
  const latencies = [];
  const statuses = {};
  let next = 0;
  const started = performance.now();
  const deadline = started + DURATION * 1000;
  async function worker(index) {
    while (performance.now() < deadline && next < slots.length) {
      const slot = slots[next++];
      const t0 = performance.now();
      const res = await postJson(url, bookingBody(slot), visitor(index + 1));
      latencies.push(performance.now() - t0);
      statuses[res.status] = (statuses[res.status] ?? 0) + 1;
    }
  }
  await Promise.all(Array.from({ length: BOOKING_WORKERS }, (_, i) => worker(i)));
  const seconds = (performance.now() - started) / 1000;
  const sorted = latencies.sort((a, b) => a - b);
  return {
    rps: (statuses[201] ?? 0) / seconds,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    requests: latencies.length,
    statuses,
    slotsOffered: slots.length,
  };
}

/** CONTENTION_REQUESTS bookings at once over CONTENTION_SLOTS slots: one each must win. */
async function contention(appUrl, slots) {
  const requests = Array.from({ length: CONTENTION_REQUESTS }, (_, i) => async () => {
    const t0 = performance.now();
    const res = await postJson(
      `${appUrl}/api/bookings`,
      bookingBody(slots[i % slots.length]),
      visitor(1000 + i),
    );
    return { status: res.status, ms: performance.now() - t0 };
  });
  const started = performance.now();
  const results = await Promise.all(requests.map((send) => send()));
  const wallMs = performance.now() - started;
  const statuses = {};
  for (const r of results) statuses[r.status] = (statuses[r.status] ?? 0) + 1;
  const refused = results
    .filter((r) => r.status !== 201)
    .map((r) => r.ms)
    .sort((a, b) => a - b);
  const won = results
    .filter((r) => r.status === 201)
    .map((r) => r.ms)
    .sort((a, b) => a - b);
  return {
    successes: statuses[201] ?? 0,
    statuses,
    refusedP50: percentile(refused, 50),
    refusedP99: percentile(refused, 99),
    wonP50: percentile(won, 50),
    wallMs,
  };
}

/** A fresh schema in BENCH_DATABASE_URL for one run; drop() removes it. */
async function postgresSchema(url) {
  const schema = `bench_${randomBytes(5).toString('hex')}`;
  await sql(url, `CREATE SCHEMA ${schema}`);
  return { url, schema, drop: () => sql(url, `DROP SCHEMA IF EXISTS ${schema} CASCADE`) };
}

/** One database's run: start-up, every endpoint beside the ceiling, bookings, contention, memory. */
async function benchDatabase(label, database) {
  log(`\n== ${label} ==`);
  const ceiling = await startCeiling();
  const app = await startApp(database);
  try {
    await sleep(1000);
    const rssStart = rssMb(app.pid);
    log(
      `start-up to a healthy /api/health: ${(app.startupMs / 1000).toFixed(1)} s; RSS ${rssStart} MB`,
    );

    const rows = [];
    const row = (name, figures) => {
      rows.push({ name, ...figures });
      log(
        `  ${name.padEnd(44)} ${figures.rps.toFixed(0).padStart(6)} req/s  p50 ${fmtMs(figures.p50)}  p99 ${fmtMs(figures.p99)}` +
          (figures.share !== undefined
            ? `  ${(figures.share * 100).toFixed(0)} % of its ceiling`
            : '') +
          (figures.non2xx ? `  non-2xx ${figures.non2xx}` : '') +
          (figures.errors ? `  errors ${figures.errors}` : ''),
      );
    };

    const days = weekdays(400);
    const blockedDate = await seedTimeOff(app.url);
    log(`  ${TIME_OFF_BLOCKS} blocks of time off in the month of ${blockedDate}, 15-minute starts`);
    const reads = [
      ['GET /api/site', `${app.url}/api/site`],
      ['GET /api/catalog', `${app.url}/api/catalog`],
      ['GET /api/availability', `${app.url}/api/availability?date=${days[3]}&duration=60`],
      [
        AVAILABILITY_WITH_TIME_OFF,
        `${app.url}/api/availability?date=${blockedDate}&duration=60&services=${BUFFERED_SERVICE}`,
      ],
      ['GET / (home page HTML)', `${app.url}/`],
    ];
    // In turns: the ceiling, then each read, ROUNDS times. A drift of the machine's speed during
    // the run (other work, a neighbour on the host) then touches a read and its ceiling alike.
    const rounds = [];
    for (let i = 0; i < ROUNDS; i++) {
      const round = new Map([['ceiling', await load(ceiling.url, {}, ceiling.pid)]]);
      for (const [name, url] of reads) round.set(name, await load(url, {}, app.pid));
      rounds.push(round);
      log(
        `  round ${i + 1}: ceiling ${round.get('ceiling').rps.toFixed(0)} req/s; ` +
          reads
            .map(([name]) => `${shortName(name)} ${share(round.get(name), round.get('ceiling'))}`)
            .join(', '),
      );
    }
    await ceiling.stop();
    row('bare NestJS constant (ceiling)', {
      ...medianOf(rounds.map((r) => r.get('ceiling'))),
      share: 1,
    });
    for (const [name] of reads) {
      const shares = rounds.map((r) => r.get(name).rps / r.get('ceiling').rps);
      const cpu = rounds.map((r) => r.get('ceiling').cpuUs / r.get(name).cpuUs);
      row(name, {
        ...medianOf(rounds.map((r) => r.get(name))),
        share: median(shares),
        shares,
        cpuShare: cpu.every(Number.isFinite) ? median(cpu) : null,
      });
    }

    row('POST /api/clients/login (one account per connection)', await loginLoad(app.url));

    const catalog = await (await fetch(`${app.url}/api/catalog`)).json();
    const duration = catalog.services.find((s) => s.id === SERVICE).duration;
    const slots = await freeSlots(app.url, days.slice(10), duration);
    const contentionSlots = (await freeSlots(app.url, days.slice(5, 7), duration)).slice(
      0,
      CONTENTION_SLOTS,
    );
    const bare = await startBookingCeiling(database);
    let bareBookings;
    try {
      bareBookings = await bookDistinctSlots(bare.url, hourlySlots(50_000));
    } finally {
      await bare.stop();
    }
    row('bare one-row booking (ceiling of bookings)', { ...bareBookings, share: 1 });
    const bookings = await bookDistinctSlots(`${app.url}/api/bookings`, slots);
    row(`POST /api/bookings (${BOOKING_WORKERS} at once, distinct free slots)`, {
      ...bookings,
      share: bookings.rps / bareBookings.rps,
    });
    log(`      answers: ${JSON.stringify(bookings.statuses)} of ${bookings.slotsOffered} slots`);

    const contended = await contention(app.url, contentionSlots);
    log(
      `  contention: ${CONTENTION_REQUESTS} bookings at once over ${contentionSlots.length} slots: ` +
        `${contended.successes} booked, answers ${JSON.stringify(contended.statuses)}, ` +
        `refusals p50 ${fmtMs(contended.refusedP50)} p99 ${fmtMs(contended.refusedP99)}`,
    );

    const rssAfter = rssMb(app.pid);
    log(`RSS after the load: ${rssAfter} MB`);
    return { label, startupMs: app.startupMs, rssStart, rssAfter, rows, bookings, contended };
  } finally {
    await ceiling.stop();
    await app.stop();
  }
}

/** A read's server CPU per request and, beside it, the ceiling's CPU per request as a share of it. */
function fmtCpu(r) {
  if (r.cpuUs === null || r.cpuUs === undefined) return '—';
  const us = `${r.cpuUs.toFixed(0)} µs`;
  return r.cpuShare ? `${us} (${(r.cpuShare * 100).toFixed(0)} %)` : us;
}

function fmtMs(ms) {
  return ms === null || ms === undefined ? 'n/a' : `${ms < 10 ? ms.toFixed(1) : ms.toFixed(0)} ms`;
}

function machine() {
  const cpus = os.cpus();
  return {
    cpu: `${cpus.length} × ${cpus[0]?.model.trim() ?? 'unknown'}`,
    memory: `${(os.totalmem() / 1024 ** 3).toFixed(1)} GB`,
    node: process.version,
    os: `${os.type()} ${os.release()}`,
    load: `${LOAD_AT_START} at the start, ${loadAverage()} at the end`,
  };
}

function commit() {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT }).toString().trim();
  } catch {
    return 'unknown';
  }
}

/** The availability with time off against AVAILABILITY_TARGET: null when met, else what missed. */
function availabilityMiss(run) {
  const r = run.rows.find((x) => x.name === AVAILABILITY_WITH_TIME_OFF);
  const misses = [];
  if (r.share < AVAILABILITY_TARGET.share) {
    misses.push(
      `${(r.share * 100).toFixed(0)} % of the ceiling (target ${AVAILABILITY_TARGET.share * 100} %)`,
    );
  }
  if (r.p99 === null || r.p99 >= AVAILABILITY_TARGET.p99Ms) {
    misses.push(`p99 ${fmtMs(r.p99)} (target under ${AVAILABILITY_TARGET.p99Ms} ms)`);
  }
  return misses.length > 0 ? misses.join(', ') : null;
}

function availabilityVerdict(run) {
  const r = run.rows.find((x) => x.name === AVAILABILITY_WITH_TIME_OFF);
  const miss = availabilityMiss(run);
  const figures = `${(r.share * 100).toFixed(0)} % of the ceiling, p99 ${fmtMs(r.p99)}`;
  return miss
    ? `**target missed**: ${miss}`
    : `${figures}, **target met** (at least ${AVAILABILITY_TARGET.share * 100} %, p99 under ${AVAILABILITY_TARGET.p99Ms} ms)`;
}

function databaseSection(run) {
  const ceiling = run.rows[0].rps;
  const lines = [
    `### ${run.label}`,
    '',
    '| Endpoint | req/s | of its ceiling | server CPU per request | p50 | p99 | non-2xx |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const r of run.rows) {
    const non2xx = r.statuses
      ? Object.entries(r.statuses)
          .filter(([s]) => s !== '201')
          .reduce((n, [, c]) => n + c, 0)
      : r.non2xx;
    lines.push(
      `| ${r.name} | ${r.rps.toFixed(0)} | ${((r.share ?? r.rps / ceiling) * 100).toFixed(0)} % | ${fmtCpu(r)} | ${fmtMs(r.p50)} | ${fmtMs(r.p99)} | ${non2xx} |`,
    );
  }
  const c = run.contended;
  lines.push(
    '',
    `- Reads: ${ROUNDS} rounds, each measuring the ceiling and then every read, ${DURATION} s each; a read's figures are the medians of its rounds, its share the median of its rounds' shares (${run.rows
      .filter((r) => r.shares)
      .map(
        (r) =>
          `${shortName(r.name)}: ${r.shares.map((x) => `${(x * 100).toFixed(0)} %`).join(', ')}`,
      )
      .join(
        '; ',
      )}). Login's share is of the median ceiling. Server CPU per request: the server process's CPU time (user and system, /proc) during a measurement over the requests it answered, the median of the rounds; in brackets, the ceiling's CPU per request as a share of it (the median of the rounds' shares), which leaves out the load generator's part of the cores.`,
    `- Bookings' ceiling: a bare node:http server storing each booking as one row (an exclusion constraint on its time, like the appointments'), in a transaction committed durably on the same kind of database, booked by the same ${BOOKING_WORKERS} clients (bench/ceiling-booking.mjs): what the machine and the database allow for one write per request. The app's bookings are shown as a share of it.`,
    `- Bookings on distinct free slots: ${run.bookings.requests} requests by ${BOOKING_WORKERS} clients at once, each on an address of its own (X-Forwarded-For), answers ${JSON.stringify(run.bookings.statuses)}; req/s counts the 201s.`,
    `- Availability with time off: ${TIME_OFF_BLOCKS} blocks added through the admin API in the month of the date asked (3 weekly lunch breaks, one-off whole and part days, one of them on that date), starts every 15 minutes, the availability of a ${BUFFERED_SERVICE} (its 10 minutes of cleanup after it must fit too): ${availabilityVerdict(run)}.`,
    `- Contention: ${CONTENTION_REQUESTS} bookings at once over ${CONTENTION_SLOTS} slots: **${c.successes} booked** (must be ${CONTENTION_SLOTS}), answers ${JSON.stringify(c.statuses)}; refusals p50 ${fmtMs(c.refusedP50)}, p99 ${fmtMs(c.refusedP99)}; all answered in ${fmtMs(c.wallMs)}.`,
    `- Start-up (\`${SERVER_COMMAND}\`, a fresh data folder, to a healthy \`/api/health\`): ${(run.startupMs / 1000).toFixed(1)} s.`,
    `- Resident memory (VmRSS of the app's process${run.label.startsWith('Embedded') ? ', the embedded database included: PGlite runs in-process' : ''}): ${run.rssStart} MB after start, ${run.rssAfter} MB after the load.`,
    '',
  );
  return lines.join('\n');
}

function webSection(web) {
  if (!web) return '';
  if ('error' in web) return `## Frontend\n\nNot measured: ${web.error}\n`;
  const lines = [
    '## Frontend',
    '',
    'JavaScript of a direct load of each public page, gzipped (level 9), and the web fonts it loads:',
    '',
    '| Page | JS gzipped | JS files | Fonts |',
    '| --- | ---: | ---: | ---: |',
  ];
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
  for (const a of web.assets)
    lines.push(`| \`${a.route}\` | ${kb(a.jsGzip)} | ${a.jsFiles} | ${kb(a.fontBytes)} |`);
  lines.push('');
  for (const lh of web.lighthouse) {
    if (lh.skipped) lines.push(`Lighthouse: skipped (${lh.skipped}).`);
    else {
      const m = lh.metrics;
      lines.push(
        `Lighthouse performance of \`${lh.route}\`, mobile emulation (its defaults: a mid-range phone on slow 4G), median of [${lh.scores.join(', ')}]: **${lh.score}** ` +
          `(FCP ${m['First Contentful Paint']}, LCP ${m['Largest Contentful Paint']}, TBT ${m['Total Blocking Time']}, CLS ${m['Cumulative Layout Shift']}).`,
      );
    }
  }
  lines.push('');
  return lines.join('\n');
}

const BEFORE = `## Before (the figures of issue 14, for reference)

Measured before the work of issue 14 on a 2-core machine, same conditions:

| | Embedded (PGlite) | PostgreSQL |
| --- | --- | --- |
| \`GET /api/site\`, \`/api/catalog\` | 36-41 % of the ceiling | 39-52 % of the ceiling |
| \`GET /api/availability\` | 450-480 req/s, 7 % of the ceiling, p99 145 ms | 710-720 req/s, 13 %, p99 100 ms |
| \`POST /api/bookings\`, 16 at once on distinct free slots, all from one address | 125/s | 207/s |
| Resident memory after the load | 605 MB | 217 MB |
| \`npm start\` on a built checkout to a healthy \`/api/health\` | 10.9 s | |
`;

/** The figures of `npm run bench` at the start of the session of 2026-11-25 (/work/bench-baseline.log). */
const SESSION_START = `## At the start of the 2026-11-25 session

\`npm run bench\` with BENCH_DATABASE_URL set, on a quiet 2-core machine, before that session's work:

| | Embedded (PGlite) | PostgreSQL |
| --- | --- | --- |
| Ceiling (bare NestJS constant) | 3015 req/s | 3463 req/s |
| \`GET /api/site\` | 1472 req/s | 1521 req/s |
| \`GET /api/catalog\` | 1639 req/s | 1604 req/s |
| \`GET /api/availability\` | 274 req/s, p99 338 ms | 479 req/s, p99 245 ms |
| \`GET /\` (home page HTML) | 1493 req/s | 2156 req/s |
| \`POST /api/clients/login\` | 0 req/s (one account on 50 connections: each attempt waited for the login throttle) | 0 req/s (same) |
| \`POST /api/bookings\`, 16 at once on distinct free slots, all from one address | 63/s | 99/s |
| Resident memory after start, after the load | 253 MB, 421 MB | 142 MB, 265 MB |
| Start-up (\`node backend/dist/src/main.js\`, fresh data folder) to a healthy \`/api/health\` | 10.3 s | 2.0 s |
`;

/** The end of the session of 2026-11-25 (docs/benchmarks.md at f42ccae), on other hardware. */
const PREVIOUS_RUN = `## At the end of the 2026-11-25 session (commit f42ccae)

\`npm run bench\` with BENCH_DATABASE_URL set, on a quiet 2-core machine of another kind (2 × Intel Xeon; the tables above come from 2 × AMD EPYC), the ceiling and each read measured once, one after the other:

| | Embedded (PGlite) | PostgreSQL |
| --- | --- | --- |
| Ceiling (bare NestJS constant) | 10225 req/s | 10580 req/s |
| \`GET /api/site\` | 6057 req/s, 59 % | 6027 req/s, 57 % |
| \`GET /api/catalog\` | 5978 req/s, 58 % | 5947 req/s, 56 % |
| \`GET /api/availability\` | 3218 req/s, 31 %, p99 35 ms | 3329 req/s, 31 %, p99 32 ms |
| \`GET /\` (home page HTML) | 5195 req/s, 51 % | 5553 req/s, 52 % |
| \`POST /api/bookings\`, 16 at once on distinct free slots, 16 addresses | 180/s | 344/s |
| Resident memory after the load | 253 MB | 154 MB |
`;

/** The `## Container image` section of the file being replaced, as it is (null when there is none). */
function containerSection(file) {
  if (!existsSync(file)) return null;
  const text = readFileSync(file, 'utf8');
  const start = text.indexOf(`\n${CONTAINER_HEADING}\n`);
  if (start < 0) return null;
  const end = text.indexOf('\n## ', start + 1);
  return text.slice(start + 1, end < 0 ? undefined : end + 1).trimEnd() + '\n';
}

function npmStartSection(times) {
  if (!times) return '';
  if ('error' in times) return `## \`npm start\`\n\nNot measured: ${times.error}\n`;
  return [
    '## `npm start`',
    '',
    `\`npm start\` on this built checkout (nothing to build), embedded database, to a healthy \`/api/health\`: ` +
      `**${(times.restartMs / 1000).toFixed(1)} s** on an existing data folder (a restart), ` +
      `${(times.freshMs / 1000).toFixed(1)} s on a fresh one (the database created and migrated).`,
    '',
  ].join('\n');
}

function report({ runs, web, startTimes, container, when }) {
  const m = machine();
  return [
    '# Benchmarks',
    '',
    `Generated by \`npm run bench\` (bench/run.mjs) on ${when.toISOString().slice(0, 16).replace('T', ' ')} UTC, commit \`${commit()}\`. ` +
      'Figures are as of that commit; rerun to refresh them (BENCH_DATABASE_URL=postgres://… adds the PostgreSQL table).',
    '',
    ...(BUSY_AT_START
      ? [
          `> **The machine was busy** (load average ${LOAD_AT_START} at the start, ${os.cpus().length} cores): other work shared the cores, so these figures understate the app; rerun on a quiet machine before comparing them.`,
          '',
        ]
      : []),
    `- Command: \`${process.env.BENCH_COMMAND ?? 'npm run bench'}\`${process.env.BENCH_DATABASE_URL && !process.env.BENCH_COMMAND ? ' with BENCH_DATABASE_URL set' : ''}`,
    `- Machine: ${m.cpu}, ${m.memory} of memory, ${m.os}, Node ${m.node}; load average (1, 5, 15 min) ${m.load}`,
    `- Conditions: the built app (\`${SERVER_COMMAND}\`, as \`npm start\` runs it; LOG_LEVEL=warn, a fresh data folder, the per-address limits raised) and the load generator (autocannon, ${CONNECTIONS} connections, ${DURATION} s per measurement after a 1 s warm-up) on the same cores. ` +
      'Each figure sits beside the ceiling: a bare NestJS app (same @nestjs/core and platform-express) answering a constant JSON, measured in the same run.',
    '',
    '## Results',
    '',
    ...runs.map(databaseSection),
    npmStartSection(startTimes),
    webSection(web),
    ...(container ? [container] : []),
    BEFORE,
    SESSION_START,
    PREVIOUS_RUN,
  ].join('\n');
}

const runs = [];
let failed = false;
runs.push(await benchDatabase('Embedded database (PGlite)', null));
if (process.env.BENCH_DATABASE_URL) {
  const pg = await postgresSchema(process.env.BENCH_DATABASE_URL);
  try {
    runs.push(await benchDatabase('PostgreSQL', { url: pg.url, schema: pg.schema }));
  } finally {
    await pg.drop();
  }
}
for (const run of runs) {
  const miss = availabilityMiss(run);
  log(`${run.label}: availability with time off: ${availabilityVerdict(run).replace(/\*/g, '')}`);
  if (miss) {
    console.error(`${run.label}: the availability with time off missed its target: ${miss}.`);
    failed = true;
  }
  if (run.contended.successes !== CONTENTION_SLOTS) {
    console.error(
      `${run.label}: ${run.contended.successes} bookings won ${CONTENTION_SLOTS} slots (must be exactly ${CONTENTION_SLOTS}).`,
    );
    failed = true;
  }
}

let web = null;
if (process.env.BENCH_WEB !== '0') {
  log('\n== Frontend ==');
  const app = await startApp(null);
  try {
    const { webBench } = await import('../frontend/scripts/bench-web.mjs');
    web = await webBench(app.url);
    for (const a of web.assets)
      log(
        `  ${a.route.padEnd(20)} JS ${(a.jsGzip / 1024).toFixed(1)} kB gzipped in ${a.jsFiles} files`,
      );
    for (const lh of web.lighthouse)
      log(`  Lighthouse ${lh.route}: ${lh.skipped ? `skipped (${lh.skipped})` : lh.score}`);
  } catch (e) {
    web = { error: e.message };
    log(`  not measured: ${e.message}`);
  } finally {
    await app.stop();
  }
}

let startTimes = null;
if (process.env.BENCH_NPM_START !== '0') {
  log('\n== npm start ==');
  try {
    startTimes = await npmStartTimes();
    log(
      `  to a healthy /api/health: ${(startTimes.restartMs / 1000).toFixed(1)} s on an existing data folder, ` +
        `${(startTimes.freshMs / 1000).toFixed(1)} s on a fresh one`,
    );
  } catch (e) {
    startTimes = { error: e.message };
    log(`  not measured: ${e.message}`);
  }
}

const container = containerSection(OUTPUT);
writeFileSync(OUTPUT, report({ runs, web, startTimes, container, when: new Date() }));
// The same line breaks and table widths as `npm run lint` (Prettier) wants; the kept section too.
try {
  execFileSync(
    process.execPath,
    [require.resolve('prettier/bin/prettier.cjs'), '--write', OUTPUT],
    {
      stdio: 'ignore',
    },
  );
} catch {
  log('  (not formatted: Prettier did not run)');
}
log(`\nWritten to ${path.relative(ROOT, OUTPUT)}`);
if (failed) process.exit(1);
