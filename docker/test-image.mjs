/* global process, console, fetch, performance, setTimeout, clearTimeout, AbortSignal, Buffer, URL -- Node (eslint.config.mjs gives node globals to frontend/scripts and tools only) */
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
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, sql } from '../tools/local-processes.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const WRITE_DOCS = process.argv.includes('--write-docs');
const IMAGE = process.env.IMAGE_TEST_TAG || 'localhost/esthetics:image-test';
const BASE = 'node:20-bookworm-slim';
const OFFICIAL_BASE = `docker.io/library/${BASE}`;
const STAND_IN_BASE = `localhost/${BASE}`;
const POSTGRES_URL =
  process.env.IMAGE_TEST_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const NOFILE = process.env.IMAGE_TEST_NOFILE || '1024:4096';
/** What `podman stop` waits before SIGKILL, and what the app must stay within. */
const STOP_LIMIT_S = 10;
const RUN = `esthetics-image-test-${process.pid}`;
const ADMIN_PASSWORD = `image-test-${randomBytes(9).toString('base64url')}`;
const WORK = mkdtempSync(path.join(os.tmpdir(), `${RUN}-`));
const started = performance.now();
const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');

// ---------------------------------------------------------------------------------------------
// Reporting

let failures = 0;
const figures = { loadAtStart: loadAverage() };

function pass(name, detail = '') {
  console.log(`PASS ${name}${detail ? `: ${detail}` : ''}`);
}
function fail(name, detail = '') {
  failures += 1;
  console.log(`FAIL ${name}${detail ? `: ${detail}` : ''}`);
}
/** PASS or FAIL on `ok`; answers `ok`. */
function check(name, ok, detail = '') {
  (ok ? pass : fail)(name, detail);
  return ok;
}
/** Runs a probe: FAIL with its error's message when it throws (the next probes still run). */
async function probe(name, fn) {
  try {
    const detail = await fn();
    pass(name, detail ?? '');
    return true;
  } catch (e) {
    if (interrupted) throw e;
    fail(name, e instanceof Error ? e.message : String(e));
    return false;
  }
}
/** Stops a phase whose next steps need what failed. */
class Abort extends Error {}
function need(ok, message) {
  if (!ok) throw new Abort(message);
}

const seconds = (ms) => Math.round(ms / 100) / 10;
const megabytes = (bytes) => Math.round(bytes / 1e6);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// ---------------------------------------------------------------------------------------------
// Processes: podman with this machine's settings (as ../shared/tools/podman.sh: runc, the cgroupfs
// manager, limits no higher than the host's), and whatever the test creates, to remove at the end

const RUNC = (() => {
  try {
    return execFileSync('sh', ['-c', 'command -v runc'], { encoding: 'utf8' }).trim();
  } catch {
    return 'runc';
  }
})();

const running = new Set();

/**
 * Runs a command; answers its code and output. `timeoutMs`: SIGKILL after it. Once the test is
 * interrupted, only clean-up commands (`cleanup: true`) run.
 */
async function run(command, args, { input, timeoutMs, logFile, cleanup } = {}) {
  if (interrupted && !cleanup) throw new Abort(`interrupted (${interrupted})`);
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: ['pipe', 'pipe', 'pipe'] });
    running.add(child);
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    const timer = timeoutMs ? setTimeout(() => child.kill('SIGKILL'), timeoutMs) : null;
    child.on('error', (e) => (stderr += e.message));
    child.on('close', (code) => {
      running.delete(child);
      if (timer) clearTimeout(timer);
      if (logFile) writeFileSync(logFile, stdout + stderr);
      resolve({ code: code ?? 1, stdout, stderr });
    });
    child.stdin.end(input ?? '');
  });
}

function podman(args, options) {
  const [sub, ...rest] = args;
  const limits = ['build', 'run', 'create'].includes(sub)
    ? ['--ulimit', `nofile=${NOFILE}`, '--ulimit', 'nproc=4096:4096']
    : [];
  return run('podman', ['--runtime', RUNC, '--cgroup-manager=cgroupfs', sub, ...limits, ...rest], {
    timeoutMs: 600_000,
    ...options,
  });
}

/** Runs podman and answers its standard output; throws with its error output when it fails. */
async function podmanOk(args, options) {
  const result = await podman(args, options);
  if (result.code !== 0) {
    throw new Error(`podman ${args[0]} failed (${result.code}): ${lastLines(result.stderr, 5)}`);
  }
  return result.stdout;
}

/** The lines that matter of podman's error output (not its complaints about systemd timers). */
function lastLines(text, count) {
  return text
    .split('\n')
    .filter((l) => l.trim() && !/systemd connection/.test(l))
    .slice(-count)
    .join(' | ');
}

const cleanups = [];
async function cleanUp() {
  for (const cleanup of cleanups.splice(0).reverse()) {
    try {
      await cleanup();
    } catch (e) {
      console.log(`(clean-up: ${e instanceof Error ? e.message : String(e)})`);
    }
  }
  rmSync(WORK, { recursive: true, force: true });
}
/**
 * SIGINT or SIGTERM: the commands running are stopped, the next step of the test throws (Abort), and
 * the clean-up runs as after any failure. A second signal exits at once.
 */
let interrupted = null;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (interrupted) process.exit(130);
    interrupted = signal;
    console.log(`${signal}: stopping, then removing what the test created`);
    for (const child of running) child.kill('SIGTERM');
  });
}

// ---------------------------------------------------------------------------------------------
// HTTP

/** JSON request; answers the status and the parsed body. */
async function api(port, method, route, { body, token } = {}) {
  const res = await fetch(`http://127.0.0.1:${port}${route}`, {
    method,
    headers: {
      ...(body ? { 'Content-Type': 'application/json' } : {}),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(30_000),
  });
  const text = await res.text();
  let json = null;
  try {
    json = JSON.parse(text);
  } catch {
    // not JSON (the home page)
  }
  return { status: res.status, body: json, text, type: res.headers.get('content-type') ?? '' };
}

function expectStatus(res, status, what) {
  if (res.status !== status) {
    throw new Error(`${what}: ${res.status}, expected ${status}: ${res.text.slice(0, 300)}`);
  }
  return res.body;
}

/** Whether a new connection to the port is refused (nothing listens). */
function refused(port) {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });
}

/**
 * A POST held in flight: its headers go out with `Expect: 100-continue` and it resolves once the
 * server answers 100 Continue (the app has the request); `finish()` then sends the body and answers
 * the response.
 */
function heldRequest(port, route, body) {
  const payload = JSON.stringify(body);
  const req = http.request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: route,
    agent: new http.Agent({ keepAlive: true }),
    headers: {
      'Content-Type': 'application/json',
      'Content-Length': Buffer.byteLength(payload),
      Expect: '100-continue',
    },
  });
  const response = new Promise((resolve, reject) => {
    req.once('error', reject);
    req.once('response', (res) => {
      let text = '';
      res.on('data', (d) => (text += d));
      res.once('end', () => resolve({ status: res.statusCode, text }));
    });
  });
  response.catch(() => undefined);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no 100 Continue in 30 s')), 30_000);
    req.once('error', reject);
    req.once('continue', () => {
      clearTimeout(timer);
      resolve({
        finish: () => {
          req.end(payload);
          return response;
        },
      });
    });
    req.flushHeaders();
  });
}

// ---------------------------------------------------------------------------------------------
// The app's data

let serial = 0;
function unique(prefix) {
  serial += 1;
  return `${prefix}-${process.pid}-${serial}-${randomBytes(3).toString('hex')}`;
}

/** A booking of one service at `date` `time`, with its own e-mail and phone. */
function booking(date, time) {
  serial += 1;
  return {
    first_name: 'Ana',
    last_name: 'Lopez',
    email: `${unique('booker')}@example.com`,
    phone: `(301) 555-${String(1000 + (serial % 9000)).padStart(4, '0')}`,
    services: ['classic-european-facial'],
    preferred_date: date,
    preferred_time: time,
    notes: '',
    add_to_calendar: false,
    client_calendar_email: '',
    service_location: 'clinic',
    mobile_address: '',
    group_size: 1,
    company_name: '',
    total_price: 1,
    total_duration: 1,
    package_id: '',
    add_ons: [],
    is_package_booking: false,
  };
}

/** A free 60-minute slot on an open day from a week ahead (the app runs on the real clock). */
async function freeSlot(port) {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + 7);
  for (let i = 0; i < 60; i += 1, day.setUTCDate(day.getUTCDate() + 1)) {
    const date = day.toISOString().slice(0, 10);
    const res = await api(port, 'GET', `/api/availability?date=${date}&duration=60`);
    if (res.status !== 200) continue;
    const slot = res.body.slots.find((s) => s.available);
    if (slot) return { date, time: slot.time };
  }
  throw new Error('no open day with a free slot in the next two months');
}

async function adminToken(port) {
  const res = await api(port, 'POST', '/api/admin/login', {
    body: { username: 'admin', password: ADMIN_PASSWORD },
  });
  const body = expectStatus(res, 200, 'POST /api/admin/login');
  if (typeof body?.token !== 'string') throw new Error('no token in the login answer');
  return body.token;
}

// ---------------------------------------------------------------------------------------------
// Containers

const baseEnvironment = {
  PAYMENTS_TEST_MODE: 'true',
  ADMIN_PASSWORD,
  // The test's bookings and messages all come from 127.0.0.1.
  FORM_RATE_LIMIT_PER_IP: '1000',
  UNPAID_HOLDS_PER_CLIENT: '1000',
};

async function volume(name) {
  await podmanOk(['volume', 'create', name]);
  cleanups.push(() => podman(['volume', 'rm', '-f', name], { cleanup: true }));
  return name;
}

/** `podman run -d` on the host network; answers the container's name and port. */
async function startContainer(name, port, { volumeName, environment = {} }) {
  const env = { ...baseEnvironment, PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}` };
  Object.assign(env, environment);
  cleanups.push(() => podman(['rm', '-f', '-v', name], { cleanup: true }));
  await podmanOk([
    'run',
    '-d',
    '--name',
    name,
    '--network',
    'host',
    '-v',
    `${volumeName}:/data`,
    ...Object.entries(env).flatMap(([k, v]) => ['-e', `${k}=${v}`]),
    IMAGE,
  ]);
  return { name, port };
}

async function logs(container) {
  const res = await podman(['logs', container.name]);
  return res.stdout + res.stderr;
}

async function inspect(container) {
  return JSON.parse(await podmanOk(['inspect', container.name]))[0];
}

/** Waits for /api/health to answer 200; answers the milliseconds from `since`. */
async function healthy(container, since, timeoutMs = 120_000) {
  for (;;) {
    const res = await fetch(`http://127.0.0.1:${container.port}/api/health`, {
      signal: AbortSignal.timeout(5_000),
    }).catch(() => null);
    if (res?.status === 200) return performance.now() - since;
    if (performance.now() - since > timeoutMs) {
      throw new Error(
        `not healthy after ${timeoutMs / 1000} s: ${lastLines(await logs(container), 8)}`,
      );
    }
    const state = (await inspect(container)).State;
    if (!state.Running) {
      throw new Error(
        `exited with ${state.ExitCode} before it was healthy: ${lastLines(await logs(container), 8)}`,
      );
    }
    await sleep(200);
  }
}

/** The image's HEALTHCHECK, run now (podman's timers need systemd, absent here), and its status. */
async function healthcheck(container) {
  const checked = await podman(['healthcheck', 'run', container.name]);
  const state = (await inspect(container)).State;
  const status = state.Health?.Status ?? state.Healthcheck?.Status;
  if (checked.code !== 0 || status !== 'healthy') {
    throw new Error(
      `healthcheck run answered ${checked.code} (${lastLines(checked.stdout + checked.stderr, 2)}), status ${status}`,
    );
  }
  return `status ${status}`;
}

/** `podman stop` (SIGTERM, SIGKILL after STOP_LIMIT_S); answers its time and the exit code. */
async function stop(container) {
  const t0 = performance.now();
  await podmanOk(['stop', '-t', String(STOP_LIMIT_S), container.name]);
  const ms = performance.now() - t0;
  const state = (await inspect(container)).State;
  return { ms, exitCode: state.ExitCode };
}

async function checkStopped(name, container, { ms, exitCode }) {
  const printed = await logs(container);
  check(
    name,
    exitCode === 0 && ms < STOP_LIMIT_S * 1000 && printed.includes('Stopped'),
    `exit code ${exitCode} after ${seconds(ms)} s` +
      (printed.includes('Stopped') ? ', database closed' : `: ${lastLines(printed, 5)}`),
  );
}

async function runningUser(container) {
  const status = await podmanOk(['exec', container.name, 'cat', '/proc/1/status']);
  const uid = Number(/^Uid:\s+(\d+)/m.exec(status)?.[1]);
  const name = (await podmanOk(['exec', container.name, 'id', '-un'])).trim();
  return { uid, name };
}

// ---------------------------------------------------------------------------------------------
// 1. The base image

async function baseImage() {
  const pulled = await podman(['pull', '-q', OFFICIAL_BASE], { timeoutMs: 300_000 });
  if (pulled.code === 0) {
    console.log(`Base image: ${OFFICIAL_BASE} (pulled)`);
    return { ref: OFFICIAL_BASE, kind: 'official', pull: [] };
  }
  const why = lastLines(pulled.stderr, 1).slice(0, 160);
  const present = (await podman(['image', 'exists', STAND_IN_BASE])).code === 0;
  let builtMs = null;
  if (!present) {
    console.log(`No container registry (${why}): building the stand-in ${STAND_IN_BASE}`);
    const t0 = performance.now();
    const built = await run('bash', ['docker/node-base-image.sh', BASE], { timeoutMs: 1_200_000 });
    builtMs = performance.now() - t0;
    if (built.code !== 0) {
      throw new Abort(
        `the stand-in base image did not build: ${lastLines(built.stdout + built.stderr, 10)}`,
      );
    }
    console.log(built.stdout.trim());
  } else {
    console.log(`No container registry (${why}): the stand-in ${STAND_IN_BASE}, already built`);
  }
  const about = await podman([
    'run',
    '--rm',
    '--network',
    'host',
    STAND_IN_BASE,
    'sh',
    '-c',
    'echo "Node $(node -v) and npm $(npm -v) on Debian $(cat /etc/debian_version)"',
  ]);
  return {
    ref: STAND_IN_BASE,
    kind: 'stand-in',
    pull: ['--pull=never'],
    builtMs,
    about: about.stdout.trim() || 'its contents unknown',
  };
}

// ---------------------------------------------------------------------------------------------
// 2. The build and the image's own checks

/** The id of an image, or null. */
async function imageId(ref) {
  const res = await podman(['image', 'inspect', '--format', '{{.Id}}', ref]);
  return res.code === 0 ? res.stdout.trim() : null;
}

async function build(base) {
  const logFile = path.join(WORK, 'build.log');
  const previous = await imageId(IMAGE);
  const t0 = performance.now();
  const res = await podman(
    [
      'build',
      '--format',
      'docker',
      ...base.pull,
      // A whole build for the figures; in CI (a fresh machine) no intermediate layers, which nothing
      // would reuse and whose commits take time.
      ...(WRITE_DOCS ? ['--no-cache'] : []),
      ...(WRITE_DOCS || process.env.CI ? ['--layers=false'] : []),
      // The build stage and the runtime dependencies' stage at once.
      '--jobs',
      '2',
      '--network',
      'host',
      '-f',
      'docker/Dockerfile',
      '-t',
      IMAGE,
      '.',
    ],
    { timeoutMs: 1_800_000, logFile },
  );
  figures.buildMs = performance.now() - t0;
  figures.cachedSteps = (res.stdout.match(/Using cache/g) ?? []).length;
  if (res.code !== 0) {
    console.log(readFileSync(logFile, 'utf8').split('\n').slice(-40).join('\n'));
    fail(
      'image builds',
      `podman build exited with ${res.code} after ${seconds(figures.buildMs)} s`,
    );
    throw new Abort('no image');
  }
  // The image this build replaced under the same tag, left without a name: removed (unless in use).
  if (previous && previous !== (await imageId(IMAGE))) await podman(['rmi', previous]);
  pass(
    'image builds',
    `${seconds(figures.buildMs)} s${figures.cachedSteps ? ` (${figures.cachedSteps} steps from the cache)` : ''}`,
  );
}

/** Runs a shell script in a new container of `image` (as root, to see every file); its output. */
async function shellIn(image, script) {
  return podmanOk([
    'run',
    '--rm',
    '--network',
    'host',
    '--user',
    'root',
    '--entrypoint',
    'sh',
    image,
    '-c',
    script,
  ]);
}

async function imageChecks(base) {
  const [image] = JSON.parse(await podmanOk(['image', 'inspect', IMAGE]));
  const [baseInfo] = JSON.parse(await podmanOk(['image', 'inspect', base.ref]));
  figures.imageBytes = image.Size;
  figures.baseBytes = baseInfo.Size;
  figures.addedBytes = image.Size - baseInfo.Size;
  check(
    'image runs as a non-root user',
    !['', 'root', '0'].includes(image.Config.User ?? ''),
    `USER ${image.Config.User || '(none)'}`,
  );
  check(
    'image keeps its HEALTHCHECK',
    Array.isArray(image.Healthcheck?.Test) && image.Healthcheck.Test.length > 0,
    JSON.stringify(image.Healthcheck?.Test ?? null).slice(0, 80),
  );
  check('image declares the /data volume', '/data' in (image.Config.Volumes ?? {}));

  const sources = (
    await shellIn(
      IMAGE,
      "find /app -type f \\( -name '*.ts' -o -name '*.tsx' -o -name '*.mts' -o -name '*.cts' \\) ! -name '*.d.ts'; " +
        'for d in backend/src domain/src frontend/src backend/test frontend/e2e; do [ -e "/app/$d" ] && echo "/app/$d"; done; true',
    )
  ).trim();
  check(
    'no TypeScript sources in the image',
    sources === '',
    sources.split('\n').slice(0, 5).join(', '),
  );

  const tests = (
    await shellIn(
      IMAGE,
      "find /app -path /app/node_modules -prune -o \\( -name '*.spec.*' -o -name '*.test.*' -o -name __tests__ -o -name test -o -name e2e \\) -print",
    )
  ).trim();
  check('no tests in the image', tests === '', tests.split('\n').slice(0, 5).join(', '));

  // Every package the lock file holds for development only (dev, or devOptional: a dev dependency
  // that also fills an optional peer) must be absent.
  const lock = JSON.parse(readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8'));
  const devPaths = Object.entries(lock.packages)
    .filter(([p, v]) => p.includes('node_modules/') && (v.dev || v.devOptional))
    .map(([p]) => p);
  const present = (
    await podmanOk(
      [
        'run',
        '-i',
        '--rm',
        '--network',
        'host',
        '--entrypoint',
        'sh',
        IMAGE,
        '-c',
        'while read -r p; do [ -e "/app/$p" ] && echo "$p"; done; true',
      ],
      { input: devPaths.join('\n') + '\n' },
    )
  ).trim();
  check(
    'no dev dependencies in the image',
    present === '',
    present
      ? present.split('\n').slice(0, 8).join(', ')
      : `none of the lock file's ${devPaths.length}`,
  );

  const caches = (
    await shellIn(
      IMAGE,
      'for d in /root/.npm /home/node/.npm /app/.npm /root/.cache /home/node/.cache /app/node_modules/.cache; do [ -e "$d" ] && du -sh "$d"; done; true',
    )
  ).trim();
  check('no npm caches in the image', caches === '', caches.replace(/\n/g, ', '));

  // Compilers and the like: the base may have them (the stand-in needs them), the Dockerfile adds none.
  const toolsScript =
    'for t in gcc g++ cc c++ make python3 git; do command -v "$t" >/dev/null && echo "$t"; done; true';
  const inBase = new Set((await shellIn(base.ref, toolsScript)).split('\n').filter(Boolean));
  const added = (await shellIn(IMAGE, toolsScript)).split('\n').filter((t) => t && !inBase.has(t));
  check(
    'no build tools added to the base',
    added.length === 0,
    added.length
      ? added.join(', ')
      : inBase.size
        ? `the base's own: ${[...inBase].join(', ')}`
        : '',
  );
  pass(
    'image size',
    `${megabytes(image.Size)} MB; the Dockerfile adds ${megabytes(figures.addedBytes)} MB to the base's ${megabytes(baseInfo.Size)} MB`,
  );
}

// ---------------------------------------------------------------------------------------------
// 3. The embedded default: probes, a stop with a request in flight, a restart on the same volume

async function embeddedDefault(port) {
  const volumeName = await volume(`${RUN}-data`);
  const first = `${RUN}-embedded-1`;
  const t0 = performance.now();
  const a = await startContainer(first, port, { volumeName });
  let ok = await probe('embedded: /api/health answers 200', async () => {
    figures.startMs = await healthy(a, t0);
    return `${seconds(figures.startMs)} s after podman run`;
  });
  need(ok, 'the container did not become healthy');
  await probe('embedded: HEALTHCHECK reports healthy', () => healthcheck(a));
  await probe('embedded: runs as a non-root user', async () => {
    const { uid, name } = await runningUser(a);
    if (!(uid > 0)) throw new Error(`the app runs as uid ${uid}`);
    return `uid ${uid} (${name})`;
  });
  await probe("embedded: /data is the app user's, mode 700", async () => {
    const out = (
      await podmanOk([
        'exec',
        a.name,
        'sh',
        '-c',
        'stat -c "%U %a" /data /data/pgdata; find /data ! -user "$(id -un)" | head -5',
      ])
    ).trim();
    const [data, pgdata, ...others] = out.split('\n');
    const user = (await runningUser(a)).name;
    if (data !== `${user} 700` || pgdata !== `${user} 700` || others.length) {
      throw new Error(out.replace(/\n/g, ', '));
    }
    return `/data and /data/pgdata: ${data}`;
  });
  await probe('embedded: home page', async () => {
    const res = await api(a.port, 'GET', '/');
    if (res.status !== 200 || !res.type.includes('text/html') || !/<div id="root"/.test(res.text)) {
      throw new Error(`GET /: ${res.status} ${res.type} ${res.text.slice(0, 120)}`);
    }
    return "GET / answers the site's HTML";
  });
  let bookingId = null;
  await probe('embedded: booking through the API', async () => {
    const { date, time } = await freeSlot(a.port);
    const body = expectStatus(
      await api(a.port, 'POST', '/api/bookings', { body: booking(date, time) }),
      201,
      'POST /api/bookings',
    );
    bookingId = body.booking_id;
    return `${date} ${time}: ${bookingId}`;
  });
  let token = null;
  await probe('embedded: admin login', async () => {
    token = await adminToken(a.port);
    const me = await api(a.port, 'GET', '/api/admin/appointments', { token });
    expectStatus(me, 200, 'GET /api/admin/appointments with the token');
    return 'POST /api/admin/login answers a token the admin API takes';
  });
  const subject = unique('Image test message');
  await probe('embedded: contact message', async () => {
    const body = expectStatus(
      await api(a.port, 'POST', '/api/contact', {
        body: {
          name: 'Ana Lopez',
          email: `${unique('contact')}@example.com`,
          subject,
          message: 'Sent to the first container; read from the second.',
        },
      }),
      201,
      'POST /api/contact',
    );
    return body.id;
  });

  // SIGTERM with a request in flight: the app has its headers, its body follows the stop.
  const inFlightSubject = `${subject} (in flight)`;
  let stopping = null;
  await probe('embedded: SIGTERM finishes the request in flight', async () => {
    const held = await heldRequest(a.port, '/api/contact', {
      name: 'Ana Lopez',
      email: `${unique('inflight')}@example.com`,
      subject: inFlightSubject,
      message: 'On its way while the container stops.',
    });
    stopping = stop(a);
    stopping.catch(() => undefined);
    const deadline = performance.now() + 8_000;
    while (!(await refused(a.port))) {
      if (performance.now() > deadline)
        throw new Error('still taking connections 8 s after SIGTERM');
      await sleep(50);
    }
    const res = await held.finish();
    if (res.status !== 201)
      throw new Error(`the request in flight answered ${res.status}: ${res.text}`);
    return 'new connections refused, the request in flight answered 201';
  });
  figures.stop = await (stopping ?? stop(a)).catch(() => ({ ms: NaN, exitCode: -1 }));
  await checkStopped('embedded: SIGTERM exits 0 within 10 s', a, figures.stop);

  // A new container on the same volume: nothing lost.
  const t1 = performance.now();
  const b = await startContainer(`${RUN}-embedded-2`, port, { volumeName });
  ok = await probe('embedded: a new container on the same volume is healthy', async () => {
    figures.restartMs = await healthy(b, t1);
    return `${seconds(figures.restartMs)} s after podman run`;
  });
  need(ok, 'the second container did not become healthy');
  await probe('embedded: the messages are still there after the restart', async () => {
    const again = await adminToken(b.port);
    const res = await api(b.port, 'GET', `/api/admin/contacts?q=${encodeURIComponent(subject)}`, {
      token: again,
    });
    const subjects = expectStatus(res, 200, 'GET /api/admin/contacts').messages.map(
      (m) => m.subject,
    );
    if (!subjects.includes(subject)) throw new Error(`not found: ${subject}`);
    if (!subjects.includes(inFlightSubject)) throw new Error(`not found: ${inFlightSubject}`);
    const list = await api(b.port, 'GET', '/api/admin/appointments', { token: again });
    const ids = expectStatus(list, 200, 'GET /api/admin/appointments').appointments.map(
      (x) => x.id,
    );
    if (bookingId && !ids.includes(bookingId)) throw new Error(`booking ${bookingId} not found`);
    return 'both contact messages (the one in flight at the stop too) and the booking';
  });
  await checkStopped('embedded: the second container stops with exit code 0', b, await stop(b));
}

// ---------------------------------------------------------------------------------------------
// 4. Two containers on one PostgreSQL

async function twoOnPostgres(ports) {
  const database = `esthetics_image_test_${process.pid}_${randomBytes(3).toString('hex')}`;
  if (interrupted) throw new Abort('interrupted');
  try {
    await sql(POSTGRES_URL, `CREATE DATABASE ${database}`);
  } catch (e) {
    fail('postgres: a database for the test', `${POSTGRES_URL}: ${e.message}`);
    return;
  }
  cleanups.push(() => sql(POSTGRES_URL, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`));
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${database}`;
  const shared = {
    DATABASE_URL: url.toString(),
    JWT_SECRET: randomBytes(48).toString('base64'),
    HEALTH_DATA_KEY: randomBytes(32).toString('base64'),
  };
  const t0 = performance.now();
  const replicas = await Promise.all(
    ports.map(async (port, i) =>
      startContainer(`${RUN}-postgres-${i + 1}`, port, {
        volumeName: await volume(`${RUN}-postgres-${i + 1}`),
        environment: shared,
      }),
    ),
  );
  const ok = await probe('postgres: two containers started at once are healthy', async () => {
    const times = await Promise.all(replicas.map((r) => healthy(r, t0)));
    figures.pairMs = Math.max(...times);
    return `both ${seconds(figures.pairMs)} s after podman run`;
  });
  need(ok, 'the PostgreSQL containers did not become healthy');
  const [a, b] = replicas;
  await probe('postgres: a token from one works on the other', async () => {
    const token = await adminToken(a.port);
    expectStatus(
      await api(b.port, 'GET', '/api/admin/appointments', { token }),
      200,
      'GET /api/admin/appointments on the other container',
    );
    return 'signed in on one, the admin API of the other takes the token';
  });
  await probe('postgres: ten bookings of one slot through both: one winner', async () => {
    const { date, time } = await freeSlot(a.port);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        api(replicas[i % 2].port, 'POST', '/api/bookings', { body: booking(date, time) }),
      ),
    );
    const statuses = answers.map((r) => r.status);
    const created = statuses.filter((s) => s === 201).length;
    const taken = statuses.filter((s) => s === 409).length;
    if (created !== 1 || taken !== 9) throw new Error(`${date} ${time}: ${statuses.join(' ')}`);
    return `${date} ${time}: one 201, nine 409`;
  });
  for (const replica of replicas) {
    await checkStopped(
      `postgres: ${replica.name} stops with exit code 0`,
      replica,
      await stop(replica),
    );
  }
}

// ---------------------------------------------------------------------------------------------
// The figures in docs/benchmarks.md

function writeDocs(base) {
  const file = path.join(ROOT, 'docs/benchmarks.md');
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
    cwd: ROOT,
    encoding: 'utf8',
  }).trim();
  const podmanVersion = execFileSync('podman', ['--version'], { encoding: 'utf8' }).trim();
  const load = loadAverage();
  const baseLine =
    base.kind === 'official'
      ? `the official \`${OFFICIAL_BASE}\`, ${megabytes(figures.baseBytes)} MB`
      : `no container registry was reachable, so the stand-in for \`${BASE}\` that docker/node-base-image.sh builds (${base.about}), ${megabytes(figures.baseBytes)} MB` +
        (base.builtMs ? `, built in ${seconds(base.builtMs)} s` : '');
  const section = [
    '## Container image',
    '',
    `Measured by \`bash docker/test-image.sh --write-docs\` (\`.ci/run\` runs it without --write-docs) on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, commit \`${commit}\`, ${podmanVersion}; ${os.cpus().length} cores, load average ${figures.loadAtStart} at the start, ${load} at the end (other work shared the cores when it was high).`,
    '',
    `- Base image: ${baseLine}.`,
    `- Build (\`podman build --format docker --no-cache --layers=false --jobs 2\`, as in CI): ${seconds(figures.buildMs)} s.`,
    `- Image: ${megabytes(figures.imageBytes)} MB, of which the Dockerfile adds ${megabytes(figures.addedBytes)} MB (${figures.addedBytes} bytes) to the base.`,
    `- Start (\`podman run\`, embedded database on a new volume) to a healthy \`/api/health\`: ${seconds(figures.startMs)} s; a new container on the same volume: ${seconds(figures.restartMs)} s; two containers at once on a new PostgreSQL database: ${seconds(figures.pairMs)} s.`,
    `- Stop (\`podman stop\`, SIGTERM with a request in flight) to the exit: ${seconds(figures.stop.ms)} s, exit code ${figures.stop.exitCode}.`,
    `- The whole test: ${seconds(figures.totalMs)} s.`,
    '',
  ].join('\n');
  const text = readFileSync(file, 'utf8');
  const start = text.indexOf('\n## Container image\n');
  let next;
  if (start >= 0) {
    const after = text.indexOf('\n## ', start + 1);
    next = text.slice(0, start + 1) + section + (after >= 0 ? '\n' + text.slice(after + 1) : '');
  } else {
    const before = text.indexOf('\n## Before');
    next =
      before >= 0
        ? `${text.slice(0, before + 1)}${section}\n${text.slice(before + 1)}`
        : `${text.trimEnd()}\n\n${section}`;
  }
  writeFileSync(file, next);
  // The same line breaks and widths as the rest of the file.
  try {
    execFileSync(
      process.execPath,
      [require.resolve('prettier/bin/prettier.cjs'), '--write', file],
      { stdio: 'ignore' },
    );
  } catch {
    // without prettier the section stays as written
  }
  console.log(`Wrote the "## Container image" section of docs/benchmarks.md`);
}

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
