/* global process, console -- Node (eslint.config.mjs gives node globals to frontend/scripts and tools only) */
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
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { benchDatabase } from './database-run.mjs';
import { availabilityMiss, availabilityVerdict, containerSection, report } from './report.mjs';
import { npmStartTimes, postgresSchema, startApp } from './servers.mjs';
import { CONTENTION_SLOTS, OUTPUT, ROOT, log, require } from './settings.mjs';

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
