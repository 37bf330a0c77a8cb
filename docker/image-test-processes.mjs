/* global process, console, setTimeout, clearTimeout -- Node (eslint.config.mjs gives node globals to frontend/scripts and tools only) */
import { execFileSync, spawn } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { Abort, NOFILE, ROOT, WORK, fail, pass } from './image-test-setup.mjs';

// Processes: podman with this machine's settings (runc, the cgroupfs
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
export async function run(command, args, { input, timeoutMs, logFile, cleanup } = {}) {
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

export function podman(args, options) {
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
export async function podmanOk(args, options) {
  const result = await podman(args, options);
  if (result.code !== 0) {
    throw new Error(`podman ${args[0]} failed (${result.code}): ${lastLines(result.stderr, 5)}`);
  }
  return result.stdout;
}

/** The lines that matter of podman's error output (not its complaints about systemd timers). */
export function lastLines(text, count) {
  return text
    .split('\n')
    .filter((l) => l.trim() && !/systemd connection/.test(l))
    .slice(-count)
    .join(' | ');
}

export const cleanups = [];
export async function cleanUp() {
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
export let interrupted = null;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (interrupted) process.exit(130);
    interrupted = signal;
    console.log(`${signal}: stopping, then removing what the test created`);
    for (const child of running) child.kill('SIGTERM');
  });
}

/** Runs a probe: FAIL with its error's message when it throws (the next probes still run). */
export async function probe(name, fn) {
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
