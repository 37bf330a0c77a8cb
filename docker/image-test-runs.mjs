/* global process, performance, URL -- Node (eslint.config.mjs gives node globals to frontend/scripts and tools only) */
import { randomBytes } from 'node:crypto';
import { sql } from '../tools/local-processes.mjs';
import {
  checkStopped,
  healthcheck,
  healthy,
  runningUser,
  startContainer,
  stop,
  volume,
} from './image-test-containers.mjs';
import {
  adminToken,
  api,
  booking,
  expectStatus,
  freeSlot,
  heldRequest,
  refused,
  unique,
} from './image-test-http.mjs';
import { cleanups, interrupted, podmanOk, probe } from './image-test-processes.mjs';
import {
  Abort,
  POSTGRES_URL,
  RUN,
  fail,
  figures,
  need,
  seconds,
  sleep,
} from './image-test-setup.mjs';

// ---------------------------------------------------------------------------------------------
// 3. The embedded default: probes, a stop with a request in flight, a restart on the same volume

export async function embeddedDefault(port) {
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

export async function twoOnPostgres(ports) {
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
