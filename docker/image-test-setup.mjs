/* global process, console, performance, setTimeout -- Node (eslint.config.mjs gives node globals to frontend/scripts and tools only) */
/** The image test's settings (environment variables, the run's names) and its PASS and FAIL lines. */
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const require = createRequire(import.meta.url);
export const WRITE_DOCS = process.argv.includes('--write-docs');
export const IMAGE = process.env.IMAGE_TEST_TAG || 'localhost/esthetics:image-test';
export const BASE = 'node:20-bookworm-slim';
export const OFFICIAL_BASE = `docker.io/library/${BASE}`;
export const STAND_IN_BASE = `localhost/${BASE}`;
export const POSTGRES_URL =
  process.env.IMAGE_TEST_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
export const NOFILE = process.env.IMAGE_TEST_NOFILE || '1024:4096';
/** What `podman stop` waits before SIGKILL, and what the app must stay within. */
export const STOP_LIMIT_S = 10;
export const RUN = `esthetics-image-test-${process.pid}`;
export const ADMIN_PASSWORD = `image-test-${randomBytes(9).toString('base64url')}`;
export const WORK = mkdtempSync(path.join(os.tmpdir(), `${RUN}-`));
export const started = performance.now();
export const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');

// Reporting: a PASS or FAIL line per probe, and the failures counted.
export let failures = 0;
export const figures = { loadAtStart: loadAverage() };

export function pass(name, detail = '') {
  console.log(`PASS ${name}${detail ? `: ${detail}` : ''}`);
}
export function fail(name, detail = '') {
  failures += 1;
  console.log(`FAIL ${name}${detail ? `: ${detail}` : ''}`);
}
/** PASS or FAIL on `ok`; answers `ok`. */
export function check(name, ok, detail = '') {
  (ok ? pass : fail)(name, detail);
  return ok;
}
/** Stops a phase whose next steps need what failed. */
export class Abort extends Error {}
export function need(ok, message) {
  if (!ok) throw new Abort(message);
}

export const seconds = (ms) => Math.round(ms / 100) / 10;
export const megabytes = (bytes) => Math.round(bytes / 1e6);
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
