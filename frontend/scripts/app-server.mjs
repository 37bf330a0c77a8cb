/** Starts the built app (backend serving frontend/dist) on a free port with a fresh data folder. */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../tools/local-processes.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export async function startApp() {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'esthetics-bench-'));
  const app = await runApp({
    cwd: ROOT,
    port,
    env: { DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    what: 'the app',
    startSeconds: 60,
  });
  return {
    url: app.url,
    async stop() {
      await app.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Runs the built backend (with `nodeArgs` before its entry) on `port` and waits until it answers
 * its health check; `stop` ends it and waits for the exit.
 */
export async function runApp({ cwd, port, env, nodeArgs = [], what, startSeconds }) {
  const child = spawn(process.execPath, [...nodeArgs, 'backend/dist/src/main.js'], {
    cwd,
    env: { ...process.env, PORT: String(port), ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + startSeconds * 1000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${what} exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${what} did not start within ${startSeconds} s`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
