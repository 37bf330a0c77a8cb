/* global process, fetch, performance, setTimeout, clearTimeout -- Node (eslint.config.mjs gives node globals to frontend/scripts and tools only) */
/** The servers measured: the ceilings, the built app (on a fresh data directory), `npm start` itself, a PostgreSQL schema. */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, sql } from '../tools/local-processes.mjs';
import { ADMIN_PASSWORD, HIGH_LIMITS, NODE_FLAGS, ROOT, log, sleep } from './settings.mjs';

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
export async function startCeiling() {
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
export async function startBookingCeiling(database) {
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
export function hourlySlots(count) {
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
export async function startApp(database) {
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
export async function npmStartTimes() {
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

/** A fresh schema in BENCH_DATABASE_URL for one run; drop() removes it. */
export async function postgresSchema(url) {
  const schema = `bench_${randomBytes(5).toString('hex')}`;
  await sql(url, `CREATE SCHEMA ${schema}`);
  return { url, schema, drop: () => sql(url, `DROP SCHEMA IF EXISTS ${schema} CASCADE`) };
}
