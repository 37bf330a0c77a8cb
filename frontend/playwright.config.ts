import { defineConfig } from '@playwright/test';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Browser tests against the real app: the built backend serving the built frontend, on a free port,
 * with a fresh embedded database. `npm test -w frontend` builds both first.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

// Chosen once by the runner; its workers inherit them through the environment.
process.env.E2E_PORT ??= String(await freePort());
if (!process.env.E2E_DATA_DIR) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'esthetics-e2e-'));
  process.env.E2E_DATA_DIR = dataDir;
  process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
}
process.env.E2E_ADMIN_PASSWORD ??= `e2e-${Math.random().toString(36).slice(2)}-Admin!`;

const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

function chromium(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  return undefined; // Playwright's own browser
}

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    browserName: 'chromium',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromium(),
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    },
  },
  webServer: {
    command: 'node backend/dist/src/main.js',
    cwd: root,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 90_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: process.env.E2E_PORT,
      DATA_DIR: process.env.E2E_DATA_DIR,
      ADMIN_PASSWORD: process.env.E2E_ADMIN_PASSWORD,
      // E2E_STATIC_DIR: a build elsewhere (lets two people test different builds side by side).
      STATIC_DIR: process.env.E2E_STATIC_DIR ?? path.join(root, 'frontend/dist'),
      // Every test of the run books, registers and logs in from the same address.
      FORM_RATE_LIMIT_PER_IP: '10000',
      LOGIN_RATE_LIMIT_PER_IP: '10000',
      PUBLIC_URL: baseURL,
      LOG_LEVEL: 'warn',
    },
  },
});
