/* global process, console, performance -- Node (eslint.config.mjs gives node globals to frontend/scripts and tools only) */
/**
 * The image test, run by docker/test-image.sh (which installs podman first; read its header):
 *
 * 1. The base image: the official node:20-bookworm-slim where a container registry answers, else the
 *    stand-in docker/node-base-image.sh builds (once), used with --pull=never.
 * 2. The build (`podman build --format docker`, so the HEALTHCHECK is kept) and the image's own
 *    checks: a non-root user, a HEALTHCHECK, /data a volume, no TypeScript sources, tests, dev
 *    dependencies, npm caches or build tools the base does not have.
 * 3. The embedded default on a new volume: health, the HEALTHCHECK, the home page, a booking, the
 *    admin login, a contact message; /data the app's user's, mode 700; `podman stop` (SIGTERM) with a
 *    request in flight: it completes, the app exits 0 within 10 s; a new container on the same volume
 *    finds the booking and both messages.
 * 4. Two containers at once on a new PostgreSQL database (host network, one JWT_SECRET): a token
 *    from one works on the other; ten bookings of one slot through both: one 201, nine 409.
 *
 * Prints a PASS or FAIL line per probe, then the figures (build, start-to-healthy and stop times, the
 * bytes the Dockerfile adds over its base); --write-docs writes them to docs/benchmarks.md. Exits 1 on
 * any FAIL, 0 with one SKIP line where podman cannot run a container.
 */
import { freePort } from '../tools/local-processes.mjs';
import { baseImage, build, imageChecks } from './image-test-build.mjs';
import { writeDocs } from './image-test-docs.mjs';
import { cleanUp, interrupted, lastLines, podman } from './image-test-processes.mjs';
import { embeddedDefault, twoOnPostgres } from './image-test-runs.mjs';
import {
  Abort,
  WRITE_DOCS,
  fail,
  failures,
  figures,
  megabytes,
  seconds,
  started,
} from './image-test-setup.mjs';

// ---------------------------------------------------------------------------------------------

async function main() {
  let base;
  try {
    base = await baseImage();
  } catch (e) {
    fail('base image', e.message);
    return;
  }
  // Whether podman can run a container at all: if not, one line and no test.
  const smoke = await podman(['run', '--rm', '--network', 'host', base.ref, 'node', '-e', '0']);
  if (smoke.code !== 0) {
    console.log(
      `SKIP image test: podman cannot run containers here (${lastLines(smoke.stderr, 1).slice(0, 200)})`,
    );
    process.exitCode = 0;
    return 'skipped';
  }
  await build(base);
  await imageChecks(base);
  const ports = process.env.IMAGE_TEST_PORT
    ? [0, 1, 2].map((i) => Number(process.env.IMAGE_TEST_PORT) + i)
    : [await freePort(), await freePort(), await freePort()];
  for (const [phase, fn] of [
    ['embedded', () => embeddedDefault(ports[0])],
    ['postgres', () => twoOnPostgres(ports.slice(1))],
  ]) {
    try {
      await fn();
    } catch (e) {
      if (interrupted) throw e;
      if (!(e instanceof Abort)) fail(`${phase}: unexpected error`, e.stack ?? e.message);
      else console.log(`(${phase}: stopped here: ${e.message})`);
    }
  }
  return base;
}

let outcome;
try {
  outcome = await main();
} catch (e) {
  if (!(e instanceof Abort) && !interrupted)
    fail('unexpected error', e instanceof Error ? (e.stack ?? e.message) : String(e));
} finally {
  await cleanUp();
}
if (interrupted) {
  console.log(`Interrupted (${interrupted}): what the test created is removed`);
  process.exit(130);
}
if (outcome !== 'skipped') {
  figures.totalMs = performance.now() - started;
  const f = (ms) => (ms === undefined || Number.isNaN(ms) ? '-' : `${seconds(ms)} s`);
  console.log(
    [
      '',
      'Figures:',
      ...(outcome?.builtMs ? [`  stand-in base image   ${f(outcome.builtMs)}`] : []),
      `  build                 ${f(figures.buildMs)}${figures.cachedSteps ? ` (${figures.cachedSteps} steps from the cache)` : ''}`,
      `  start to healthy      ${f(figures.startMs)} (restart on the same volume ${f(figures.restartMs)}, two on PostgreSQL ${f(figures.pairMs)})`,
      `  stop (SIGTERM)        ${f(figures.stop?.ms)}, exit code ${figures.stop?.exitCode ?? '-'}`,
      `  image                 ${figures.imageBytes ? `${megabytes(figures.imageBytes)} MB (base ${megabytes(figures.baseBytes)} MB)` : '-'}`,
      `  added over the base   ${figures.addedBytes !== undefined ? `${figures.addedBytes} bytes (${megabytes(figures.addedBytes)} MB)` : '-'}`,
      `  whole test            ${f(figures.totalMs)}`,
      '',
      failures ? `FAIL image test: ${failures} probe(s) failed` : 'PASS image test',
    ].join('\n'),
  );
  if (WRITE_DOCS && !failures && outcome && typeof outcome === 'object') writeDocs(outcome);
  process.exitCode = failures ? 1 : 0;
}
