/* global process, console, setTimeout -- Node (eslint.config.mjs gives node globals to frontend/scripts and tools only) */
/** The bench's settings (environment variables and fixed figures) and the small helpers every part uses. */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const require = createRequire(import.meta.url);
export const { BOOKING_HORIZON_MONTHS, bufferAfter, SEED_CATALOG } = require('@esthetics/domain');

export const DURATION = Number(process.env.BENCH_DURATION ?? 5);
export const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
export const BOOKING_WORKERS = 16;
export const CONTENTION_REQUESTS = 200;
export const CONTENTION_SLOTS = 10;
export const OUTPUT = path.resolve(ROOT, process.env.BENCH_OUTPUT ?? 'docs/benchmarks.md');
export const SERVICE = 'classic-european-facial';
/** A seed service with a buffer after it (10 minutes of cleanup): its availability must fit that too. */
export const BUFFERED_SERVICE = 'classic-european-facial';
/** Blocks of time off seeded in the month of the date whose availability is measured with them. */
export const TIME_OFF_BLOCKS = 20;
/**
 * The availability of a date in a month with TIME_OFF_BLOCKS blocks, 15-minute starts and the
 * service's buffer must reach this share of the ceiling, with its p99 under this; else exit 1.
 */
export const AVAILABILITY_TARGET = { share: 0.4, p99Ms: 50 };
export const AVAILABILITY_WITH_TIME_OFF = `GET /api/availability (${TIME_OFF_BLOCKS} blocks in the month, 15-minute starts, a buffer)`;
/** The admin's password of the apps measured (the time off is added through the admin API). */
export const ADMIN_PASSWORD = `bench-${randomBytes(12).toString('hex')}`;
/** The section docker/test-image.sh writes into docs/benchmarks.md: kept as it is on a rewrite. */
export const CONTAINER_HEADING = '## Container image';

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
export const NODE_FLAGS = startFlags();
export const SERVER_COMMAND = ['node', ...NODE_FLAGS, 'backend/dist/src/main.js'].join(' ');

// Every request of the run comes from 127.0.0.1: the per-address limits must not refuse them.
export const HIGH_LIMITS = {
  FORM_RATE_LIMIT_PER_IP: '1000000',
  LOGIN_RATE_LIMIT_PER_IP: '1000000',
  LOGIN_RATE_LIMIT_PER_ACCOUNT: '1000000',
  HEALTH_CODE_RATE_LIMIT_PER_IP: '1000000',
  UNPAID_HOLDS_PER_CLIENT: '1000000',
};

export const log = (line) => console.log(line);
export const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');
export const LOAD_AT_START = loadAverage();
/** The one-minute load average before the run: the run's own load must not count as other work. */
export const BUSY_AT_START = os.loadavg()[0] > os.cpus().length;
export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
