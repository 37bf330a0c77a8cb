/* global process, console, fetch, performance, setTimeout, clearTimeout -- Node (eslint.config.mjs gives node globals to frontend/scripts and tools only) */
/**
 * `npm run bench` (builds first; never part of `npm test`): the built app under load, each figure beside
 * a bare NestJS app answering a constant (the ceiling) measured in the same run, on the embedded
 * database and, when BENCH_DATABASE_URL is set, on PostgreSQL (a fresh schema, dropped after). Then the
 * frontend's gzipped JavaScript per route and the home page's Lighthouse mobile score. Writes
 * docs/benchmarks.md (BENCH_OUTPUT to write elsewhere) and exits 1 when the contention run does not
 * end with exactly one booking per slot.
 *
 * BENCH_DURATION: seconds per endpoint (6). BENCH_CONNECTIONS: autocannon's connections (50).
 * BENCH_WEB=0 leaves out the frontend's figures. LIGHTHOUSE_RUNS: runs per Lighthouse median (3).
 */
import autocannon from 'autocannon';
import { spawn, execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const { BOOKING_HORIZON_MONTHS } = require('@esthetics/domain');

const DURATION = Number(process.env.BENCH_DURATION ?? 6);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const BOOKING_WORKERS = 16;
const CONTENTION_REQUESTS = 200;
const CONTENTION_SLOTS = 10;
const OUTPUT = path.resolve(ROOT, process.env.BENCH_OUTPUT ?? 'docs/benchmarks.md');
const SERVICE = 'classic-european-facial';

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

async function freePort() {
  const { createServer } = await import('node:net');
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
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
  return { url, stop: () => stopChild(child) };
}

/**
 * The built app as `npm start` runs it (node backend/dist/src/main.js) on a free port with a fresh
 * data folder; `database`: a PostgreSQL URL and schema, or null for the embedded database.
 */
async function startApp(database) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'esthetics-bench-'));
  const env = {
    ...process.env,
    ...HIGH_LIMITS,
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    STATIC_DIR: path.join(ROOT, 'frontend/dist'),
  };
  delete env.DATABASE_URL;
  delete env.DATABASE_SCHEMA;
  if (database)
    Object.assign(env, { DATABASE_URL: database.url, DATABASE_SCHEMA: database.schema });
  const started = performance.now();
  const child = spawn(process.execPath, ['backend/dist/src/main.js'], {
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

/** autocannon for DURATION seconds at CONNECTIONS connections, after a one-second warm-up. */
async function load(url, options = {}) {
  await autocannon({ url, connections: CONNECTIONS, duration: 1, ...options });
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION,
    ...options,
  });
  const answered = result.requests.total > 0;
  return {
    rps: result.requests.average,
    // No answer within the run (an overloaded machine): no latency to tell.
    p50: answered ? result.latency.p50 : null,
    p99: answered ? result.latency.p99 : null,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

async function postJson(url, body) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
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

/** Every free start time of the service's duration on the given days, asked of /api/availability. */
async function freeSlots(appUrl, days, duration) {
  const slots = [];
  for (const date of days) {
    const res = await fetch(`${appUrl}/api/availability?date=${date}&duration=${duration}`);
    const body = await res.json();
    for (const slot of body.slots ?? []) if (slot.available) slots.push({ date, time: slot.time });
  }
  return slots;
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
async function bookDistinctSlots(appUrl, slots) {
  const latencies = [];
  const statuses = {};
  let next = 0;
  const started = performance.now();
  const deadline = started + DURATION * 1000;
  async function worker() {
    while (performance.now() < deadline && next < slots.length) {
      const slot = slots[next++];
      const t0 = performance.now();
      const res = await postJson(`${appUrl}/api/bookings`, bookingBody(slot));
      latencies.push(performance.now() - t0);
      statuses[res.status] = (statuses[res.status] ?? 0) + 1;
    }
  }
  await Promise.all(Array.from({ length: BOOKING_WORKERS }, worker));
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
    const res = await postJson(`${appUrl}/api/bookings`, bookingBody(slots[i % slots.length]));
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
  const { Client } = require('pg');
  const schema = `bench_${randomBytes(5).toString('hex')}`;
  const sql = async (statement) => {
    const client = new Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await sql(`CREATE SCHEMA ${schema}`);
  return { url, schema, drop: () => sql(`DROP SCHEMA IF EXISTS ${schema} CASCADE`) };
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
          (figures.non2xx ? `  non-2xx ${figures.non2xx}` : '') +
          (figures.errors ? `  errors ${figures.errors}` : ''),
      );
    };

    row('bare NestJS constant (ceiling)', await load(ceiling.url));
    await ceiling.stop();
    const days = weekdays(400);
    row('GET /api/site', await load(`${app.url}/api/site`));
    row('GET /api/catalog', await load(`${app.url}/api/catalog`));
    row(
      'GET /api/availability',
      await load(`${app.url}/api/availability?date=${days[3]}&duration=60`),
    );
    row('GET / (home page HTML)', await load(`${app.url}/`));

    const login = { email: `bench.login.${process.pid}@example.com`, phone: '301-555-0188' };
    const registered = await postJson(`${app.url}/api/clients/register`, {
      first_name: 'Maya',
      last_name: 'Reed',
      ...login,
    });
    if (registered.status !== 201) throw new Error(`registration answered ${registered.status}`);
    row(
      'POST /api/clients/login',
      await load(`${app.url}/api/clients/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(login),
      }),
    );

    const catalog = await (await fetch(`${app.url}/api/catalog`)).json();
    const duration = catalog.services.find((s) => s.id === SERVICE).duration;
    const slots = await freeSlots(app.url, days.slice(10), duration);
    const contentionSlots = (await freeSlots(app.url, days.slice(5, 7), duration)).slice(
      0,
      CONTENTION_SLOTS,
    );
    const bookings = await bookDistinctSlots(app.url, slots);
    row(`POST /api/bookings (${BOOKING_WORKERS} at once, distinct free slots)`, bookings);
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

function databaseSection(run) {
  const ceiling = run.rows[0].rps;
  const lines = [
    `### ${run.label}`,
    '',
    '| Endpoint | req/s | of the ceiling | p50 | p99 | non-2xx |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const r of run.rows) {
    const non2xx = r.statuses
      ? Object.entries(r.statuses)
          .filter(([s]) => s !== '201')
          .reduce((n, [, c]) => n + c, 0)
      : r.non2xx;
    lines.push(
      `| ${r.name} | ${r.rps.toFixed(0)} | ${((r.rps / ceiling) * 100).toFixed(0)} % | ${fmtMs(r.p50)} | ${fmtMs(r.p99)} | ${non2xx} |`,
    );
  }
  const c = run.contended;
  lines.push(
    '',
    `- Bookings on distinct free slots: ${run.bookings.requests} requests by ${BOOKING_WORKERS} clients at once, answers ${JSON.stringify(run.bookings.statuses)}; req/s counts the 201s.`,
    `- Contention: ${CONTENTION_REQUESTS} bookings at once over ${CONTENTION_SLOTS} slots: **${c.successes} booked** (must be ${CONTENTION_SLOTS}), answers ${JSON.stringify(c.statuses)}; refusals p50 ${fmtMs(c.refusedP50)}, p99 ${fmtMs(c.refusedP99)}; all answered in ${fmtMs(c.wallMs)}.`,
    `- Start-up (\`node backend/dist/src/main.js\` to a healthy \`/api/health\`): ${(run.startupMs / 1000).toFixed(1)} s.`,
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
| \`POST /api/bookings\`, 16 at once on distinct free slots | 125/s | 207/s |
| Resident memory after the load | 605 MB | 217 MB |
| \`npm start\` on a built checkout to a healthy \`/api/health\` | 10.9 s | |
`;

function report({ runs, web, when }) {
  const m = machine();
  return [
    '# Benchmarks',
    '',
    `Generated by \`npm run bench\` (bench/run.mjs) on ${when.toISOString().slice(0, 16).replace('T', ' ')} UTC, commit \`${commit()}\`. ` +
      'Figures are as of that commit; rerun to refresh them (BENCH_DATABASE_URL=postgres://… adds the PostgreSQL table).',
    '',
    ...(os.loadavg()[0] > os.cpus().length
      ? [
          `> **The machine was busy** (load average ${LOAD_AT_START} at the start, ${os.cpus().length} cores): other work shared the cores, so these figures understate the app; rerun on a quiet machine before comparing them.`,
          '',
        ]
      : []),
    `- Command: \`${process.env.BENCH_COMMAND ?? 'npm run bench'}\`${process.env.BENCH_DATABASE_URL && !process.env.BENCH_COMMAND ? ' with BENCH_DATABASE_URL set' : ''}`,
    `- Machine: ${m.cpu}, ${m.memory} of memory, ${m.os}, Node ${m.node}; load average (1, 5, 15 min) ${m.load}`,
    `- Conditions: the built app (\`node backend/dist/src/main.js\`, LOG_LEVEL=warn, a fresh data folder, the per-address limits raised) and the load generator (autocannon, ${CONNECTIONS} connections, ${DURATION} s per endpoint after a 1 s warm-up) on the same cores. ` +
      'Each figure sits beside the ceiling: a bare NestJS app (same @nestjs/core and platform-express) answering a constant JSON, measured in the same run.',
    '',
    '## Results',
    '',
    ...runs.map(databaseSection),
    webSection(web),
    BEFORE,
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

writeFileSync(OUTPUT, report({ runs, web, when: new Date() }));
log(`\nWritten to ${path.relative(ROOT, OUTPUT)}`);
if (failed) process.exit(1);
