/* global fetch, performance, AbortSignal -- Node (eslint.config.mjs gives node globals to frontend/scripts and tools only) */
import { cleanups, lastLines, podman, podmanOk } from './image-test-processes.mjs';
import { ADMIN_PASSWORD, IMAGE, STOP_LIMIT_S, check, seconds, sleep } from './image-test-setup.mjs';

// Containers

const baseEnvironment = {
  PAYMENTS_TEST_MODE: 'true',
  ADMIN_PASSWORD,
  // The test's bookings and messages all come from 127.0.0.1.
  FORM_RATE_LIMIT_PER_IP: '1000',
  UNPAID_HOLDS_PER_CLIENT: '1000',
};

export async function volume(name) {
  await podmanOk(['volume', 'create', name]);
  cleanups.push(() => podman(['volume', 'rm', '-f', name], { cleanup: true }));
  return name;
}

/** `podman run -d` on the host network; answers the container's name and port. */
export async function startContainer(name, port, { volumeName, environment = {} }) {
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
export async function healthy(container, since, timeoutMs = 120_000) {
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
export async function healthcheck(container) {
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
export async function stop(container) {
  const t0 = performance.now();
  await podmanOk(['stop', '-t', String(STOP_LIMIT_S), container.name]);
  const ms = performance.now() - t0;
  const state = (await inspect(container)).State;
  return { ms, exitCode: state.ExitCode };
}

export async function checkStopped(name, container, { ms, exitCode }) {
  const printed = await logs(container);
  check(
    name,
    exitCode === 0 && ms < STOP_LIMIT_S * 1000 && printed.includes('Stopped'),
    `exit code ${exitCode} after ${seconds(ms)} s` +
      (printed.includes('Stopped') ? ', database closed' : `: ${lastLines(printed, 5)}`),
  );
}

export async function runningUser(container) {
  const status = await podmanOk(['exec', container.name, 'cat', '/proc/1/status']);
  const uid = Number(/^Uid:\s+(\d+)/m.exec(status)?.[1]);
  const name = (await podmanOk(['exec', container.name, 'id', '-un'])).trim();
  return { uid, name };
}
