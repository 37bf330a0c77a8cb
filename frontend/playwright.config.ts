import { defineConfig } from '@playwright/test';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Browser tests against the real app: the built backend serving the built frontend, on a free port,
 * with a fresh embedded database. `npm test -w frontend` builds both first.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// e2e/ is CommonJS (its package.json), so this ES module requires it rather than imports it.
const { freePort } = createRequire(import.meta.url)(
  './e2e/free-port',
) as typeof import('./e2e/free-port');

// Chosen once by the runner; its workers inherit them through the environment.
process.env.E2E_PORT ??= String(await freePort());
if (!process.env.E2E_DATA_DIR) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'esthetics-e2e-'));
  process.env.E2E_DATA_DIR = dataDir;
  process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
}
process.env.E2E_ADMIN_PASSWORD ??= `e2e-${Math.random().toString(36).slice(2)}-Admin!`;

/**
 * A data folder as an owner leaves it: her business profile, and photos dropped into the folders
 * the docs/operations.md#photos names, with her words for one of them (the site's drawings stand in
 * for photographs; the server treats them like any photo). e2e/owner-site.spec.ts reads the profile
 * back from it.
 */
function writeOwnerDataDir(dataDir: string): void {
  const profile = {
    name: 'Skin by Maya',
    phone: '(240) 555-0199',
    email: 'hello@skinbymaya.example.com',
    esthetician: { name: 'Maya Reed', license_number: 'E-12345' },
    address: { street: '12 Main Street', city: 'Bethesda', region: 'MD', postal_code: '20814' },
    plan_perks: { 'glow-essentials': ['Two facials a month'], radiance: [], luxe: [] },
  };
  writeFileSync(path.join(dataDir, 'business.json'), JSON.stringify(profile, null, 2));
  const photos = path.join(dataDir, 'photos');
  const place = (drawing: string, to: string) => {
    mkdirSync(path.dirname(path.join(photos, to)), { recursive: true });
    copyFileSync(path.join(root, 'frontend/src/assets/images', drawing), path.join(photos, to));
  };
  place('hero-1600.webp', 'hero/studio.webp');
  place('about-800.webp', 'about/maya.webp');
  place('gallery-results-800.webp', 'gallery/results/after-peel.webp');
  place('gallery-treatment-room-800.webp', 'gallery/treatment-room/room.webp');
  const words = {
    'gallery/results/after-peel.webp': {
      alt: 'Clear, even skin two weeks after a peel',
      title: 'After a peel',
    },
  };
  writeFileSync(path.join(photos, 'photos.json'), JSON.stringify(words, null, 2));
}

// A second server set up as an owner would: her business profile and her photos.
process.env.E2E_OWNER_PORT ??= String(await freePort());
if (!process.env.E2E_OWNER_DATA_DIR) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'esthetics-e2e-owner-'));
  writeOwnerDataDir(dataDir);
  process.env.E2E_OWNER_DATA_DIR = dataDir;
  process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
}

const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;
const ownerURL = `http://127.0.0.1:${process.env.E2E_OWNER_PORT}`;

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
  webServer: [
    {
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
        HEALTH_CODE_RATE_LIMIT_PER_IP: '10000',
        // The webhook receiver of e2e/webhooks.spec.ts listens on 127.0.0.1.
        WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true',
        UNPAID_HOLDS_PER_CLIENT: '10000',
        PUBLIC_URL: baseURL,
        LOG_LEVEL: 'warn',
      },
    },
    {
      command: 'node backend/dist/src/main.js',
      cwd: root,
      url: `${ownerURL}/api/health`,
      reuseExistingServer: false,
      timeout: 90_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: process.env.E2E_OWNER_PORT,
        DATA_DIR: process.env.E2E_OWNER_DATA_DIR,
        STATIC_DIR: process.env.E2E_STATIC_DIR ?? path.join(root, 'frontend/dist'),
        PUBLIC_URL: ownerURL,
        LOG_LEVEL: 'warn',
      },
    },
  ],
});
