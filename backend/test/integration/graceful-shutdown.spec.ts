import { ChildProcess, execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import * as processes from '../support/processes';

/**
 * SIGTERM (what `docker stop` sends) to the image's command while a request is running: the app stops
 * taking new connections, finishes that request, closes the database and exits 0. The request is held
 * in flight by its body: the client sends the headers with `Expect: 100-continue`, waits for the
 * server's `100 Continue` (the app has the request), sends SIGTERM, waits until new connections are
 * refused, and only then sends the body.
 */

/**
 * Compiled apart from backend/dist, which production-start.spec.ts compiles at the same time in
 * another worker: two compilers writing the same files could hand a half-written one to a process.
 */
const OUT_DIR = path.join(processes.ROOT, 'backend/dist/graceful-shutdown-test');

/**
 * The Dockerfile's CMD (`CMD ["node", ...flags, "backend/dist/src/main.js"]`): Node's flags and the
 * script, on this test's compiled copy.
 */
function testCommand(): string[] {
  const [, ...rest] = processes.imageCommand();
  const script = rest.pop() as string;
  return [...rest, path.join(OUT_DIR, path.relative('backend/dist', script))];
}

async function until(what: string, check: () => Promise<boolean>, output: () => string) {
  const deadline = Date.now() + 90_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Not ${what} in time:\n${output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('SIGTERM to the production command', () => {
  let child: ChildProcess;
  let exited: Promise<number | null>;
  let printed = '';
  let port = 0;
  const cleanups: (() => Promise<void> | void)[] = [];

  beforeAll(async () => {
    await promisify(execFile)(
      process.execPath,
      [
        require.resolve('typescript/bin/tsc'),
        '-p',
        'backend/tsconfig.build.json',
        '--outDir',
        OUT_DIR,
      ],
      { cwd: processes.ROOT },
    );
    cleanups.push(() => rmSync(OUT_DIR, { recursive: true, force: true }));

    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'esthetics-shutdown-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    // The test PostgreSQL in a schema of its own; without it the embedded database in DATA_DIR.
    const schema = await processes.testSchema('shutdown');
    if (schema) cleanups.push(schema.drop);

    port = await processes.freePort();
    child = spawn(process.execPath, testCommand(), {
      cwd: processes.ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: processes.productionEnvironment(port, dataDir, {
        ...schema?.database,
        JWT_SECRET: randomBytes(32).toString('base64'),
        HEALTH_DATA_KEY: randomBytes(32).toString('base64'),
        ADMIN_PASSWORD: 'graceful-shutdown-password',
      }),
    });
    child.stdout?.on('data', (d: Buffer) => (printed += d.toString()));
    child.stderr?.on('data', (d: Buffer) => (printed += d.toString()));
    exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
    cleanups.push(() => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    });

    await until(
      'healthy',
      async () => {
        if (child.exitCode !== null) throw new Error(`Exited with ${child.exitCode}:\n${printed}`);
        const res = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null);
        return res?.status === 200;
      },
      () => printed,
    );
  }, 300_000);

  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  }, 60_000);

  it('finishes the request in flight, refuses new connections, closes the database and exits 0', async () => {
    // Held in flight: the app has the request's headers, its body waits until the app is stopping.
    const held = await processes.heldRequest(port, '/api/contact', {
      name: 'Ana Lopez',
      email: `shutdown-${randomBytes(4).toString('hex')}@example.com`,
      subject: 'Sent while the site stops',
      message: 'This message was on its way when the server was asked to stop.',
    });

    child.kill('SIGTERM');
    // Stopped taking requests: a new connection is refused while ours is still open.
    await until(
      'refusing new connections',
      () => processes.refused(port),
      () => printed,
    );
    expect(child.exitCode).toBeNull();

    const answer = await held.finish();
    expect(answer.status).toBe(201);
    expect(JSON.parse(answer.text)).toMatchObject({ status: 'success' });
    // The client is told not to send more on this connection.
    expect(answer.connection).toBe('close');

    expect(await exited).toBe(0);
    expect(printed).toContain('Received SIGTERM, shutting down');
    expect(printed).toContain('Stopped');
    expect(printed).not.toMatch(/error/i);
  }, 120_000);
});
