/* global process -- Node (eslint.config.mjs gives node globals to frontend/scripts and tools only) */
/** docs/benchmarks.md from the runs' figures. */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import { shortName } from './measure.mjs';
import {
  AVAILABILITY_TARGET,
  AVAILABILITY_WITH_TIME_OFF,
  BOOKING_WORKERS,
  BUFFERED_SERVICE,
  BUSY_AT_START,
  CONNECTIONS,
  CONTAINER_HEADING,
  CONTENTION_REQUESTS,
  CONTENTION_SLOTS,
  DURATION,
  LOAD_AT_START,
  ROOT,
  ROUNDS,
  SERVER_COMMAND,
  TIME_OFF_BLOCKS,
  loadAverage,
} from './settings.mjs';

/** A read's server CPU per request and, beside it, the ceiling's CPU per request as a share of it. */
function fmtCpu(r) {
  if (r.cpuUs === null || r.cpuUs === undefined) return '—';
  const us = `${r.cpuUs.toFixed(0)} µs`;
  return r.cpuShare ? `${us} (${(r.cpuShare * 100).toFixed(0)} %)` : us;
}

export function fmtMs(ms) {
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
export function availabilityMiss(run) {
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

export function availabilityVerdict(run) {
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

const BEFORE = `## Before the first performance work (for reference)

Measured before the first performance work on a 2-core machine, same conditions:

| | Embedded (PGlite) | PostgreSQL |
| --- | --- | --- |
| \`GET /api/site\`, \`/api/catalog\` | 36-41 % of the ceiling | 39-52 % of the ceiling |
| \`GET /api/availability\` | 450-480 req/s, 7 % of the ceiling, p99 145 ms | 710-720 req/s, 13 %, p99 100 ms |
| \`POST /api/bookings\`, 16 at once on distinct free slots, all from one address | 125/s | 207/s |
| Resident memory after the load | 605 MB | 217 MB |
| \`npm start\` on a built checkout to a healthy \`/api/health\` | 10.9 s | |
`;

/**
 * The figures of `npm run bench` at the start of the session of 2026-11-25 (its log was not kept in
 * the repository).
 */
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
export function containerSection(file) {
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

export function report({ runs, web, startTimes, container, when }) {
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
