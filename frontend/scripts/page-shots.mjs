/**
 * Screenshots of every page of the built site, to prove a refactor changed no pixel.
 *
 *   node frontend/scripts/page-shots.mjs --out DIR                  # take the shots
 *   node frontend/scripts/page-shots.mjs --out DIR --compare BEFORE # take them, then compare
 *   node frontend/scripts/page-shots.mjs --compare BEFORE --with DIR  # compare two folders only
 *
 * `--root CHECKOUT` shoots another checkout's build (its backend/dist and frontend/dist; build it
 * first with `npm run build`); `--only TEXT` keeps the shots whose name contains TEXT; `--port N`
 * moves the server off 47391 (keep the default when comparing: one run at a time).
 *
 * The content is the same on every run: a fresh database, the same records seeded through the API,
 * the server's clock and the browser's both started at the same fixed instant, a fixed port (the
 * site's own URL shows on some pages), animations off and every image loaded before the shot.
 */
/* global document */ // inside page.evaluate, run by the browser
import { createRequire } from 'node:module';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { runApp } from './app-server.mjs';
import { compareFolders } from './page-shots-compare.mjs';
import { SHOTS } from './page-shots-pages.mjs';
import { seed } from './page-shots-seed.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const WIDTHS = [390, 1366];
/** The instant both clocks start at: a Tuesday, 10:00 in the business's zone. */
export const T0 = Date.parse('2026-03-10T14:00:00Z');
const ADMIN_PASSWORD = 'Shots-Admin-Password-1!';

const { values: args } = parseArgs({
  options: {
    root: { type: 'string', default: path.resolve(HERE, '../..') },
    out: { type: 'string' },
    compare: { type: 'string' },
    with: { type: 'string' },
    only: { type: 'string' },
    port: { type: 'string', default: '47391' },
  },
});

/**
 * Loaded into the server before anything else: its clock starts at T0 and runs 20 times slower than
 * the wall clock, so the seeded records get the same minutes on a slow run as on a fast one, while
 * every record still gets an instant of its own (lists sorted by time keep one order).
 */
const FAKE_CLOCK = `
const RealDate = Date;
const start = RealDate.now();
const now = () => Math.floor(${T0} + (RealDate.now() - start) / 20);
function FakeDate(...a) {
  if (!new.target) return new RealDate(now()).toString();
  return Reflect.construct(RealDate, a.length ? a : [now()], new.target);
}
Object.setPrototypeOf(FakeDate, RealDate);
FakeDate.prototype = RealDate.prototype;
FakeDate.now = now;
globalThis.Date = FakeDate;
`;

function startServer(root, port, dataDir) {
  return runApp({
    cwd: root,
    port,
    nodeArgs: [`--import=data:text/javascript,${encodeURIComponent(FAKE_CLOCK)}`],
    env: {
      DATA_DIR: dataDir,
      ADMIN_PASSWORD,
      STATIC_DIR: path.join(root, 'frontend/dist'),
      FORM_RATE_LIMIT_PER_IP: '10000',
      LOGIN_RATE_LIMIT_PER_IP: '10000',
      HEALTH_CODE_RATE_LIMIT_PER_IP: '10000',
      UNPAID_HOLDS_PER_CLIENT: '10000',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
    },
    what: 'the server',
    startSeconds: 90,
  });
}

/**
 * Waits until the page is still: no requests, no loading spinner, fonts and every image (lazy ones
 * too) decoded.
 */
async function settle(page) {
  await page.waitForLoadState('networkidle');
  await page
    .waitForFunction(() => !document.querySelector('.spinner'), null, { timeout: 15_000 })
    .catch(() => undefined); // a page that shows one for good is shot with it
  await page.evaluate(async () => {
    await document.fonts.ready;
    for (const img of document.images) img.loading = 'eager';
    await Promise.all([...document.images].map((img) => img.decode().catch(() => undefined)));
  });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(150);
}

async function shoot(browser, url, session, shot, width, outDir) {
  const context = await browser.newContext({
    baseURL: url,
    viewport: { width, height: width < 800 ? 844 : 768 },
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
    locale: 'en-US',
    timezoneId: 'America/New_York',
  });
  const page = await context.newPage();
  await page.clock.setFixedTime(T0);
  if (shot.as) {
    // Stored once per page, as after a login (a logout in the shot's steps stays a logout).
    await page.addInitScript(
      ([key, value]) => {
        if (!sessionStorage.getItem('seeded')) {
          localStorage.setItem(key, value);
          sessionStorage.setItem('seeded', '1');
        }
      },
      [session.keys[shot.as], JSON.stringify(session[shot.as])],
    );
  }
  try {
    const target = typeof shot.path === 'function' ? shot.path(session) : shot.path;
    await page.goto(target);
    await settle(page);
    if (shot.act) {
      await shot.act(page, session, width);
      await settle(page);
    }
    // Where the steps left the scroll and the mouse would show in the shot (the sticky header drawn
    // mid-page, a hovered field): both go back to the top left.
    await page.evaluate(() => document.scrollingElement.scrollTo(0, 0));
    await page.mouse.move(0, 0);
    await page.waitForTimeout(300);
    const mask = (shot.mask ?? []).map((selector) => page.locator(selector));
    await page.screenshot({
      path: path.join(outDir, `${shot.name}@${width}.png`),
      fullPage: true,
      animations: 'disabled',
      caret: 'hide',
      mask,
    });
  } finally {
    await context.close();
  }
}

async function takeShots(root, outDir) {
  for (const built of ['backend/dist/src/main.js', 'frontend/dist/index.html']) {
    if (!existsSync(path.join(root, built))) {
      throw new Error(`${root} has no ${built}: run \`npm run build\` there first`);
    }
  }
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'esthetics-shots-'));
  const server = await startServer(root, Number(args.port), dataDir);
  const browser = await chromium.launch({
    executablePath:
      process.env.CHROMIUM_PATH ??
      (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined),
    args: ['--no-sandbox', '--disable-gpu', '--font-render-hinting=none', '--hide-scrollbars'],
  });
  try {
    const require = createRequire(path.join(root, 'domain/package.json'));
    const { SESSION_STORAGE_KEYS } = require('./dist/index.js');
    const session = await seed(server.url, { dataDir, password: ADMIN_PASSWORD });
    session.keys = SESSION_STORAGE_KEYS;
    const shots = SHOTS.filter((s) => !args.only || s.name.includes(args.only));
    for (const shot of shots) {
      for (const width of WIDTHS) {
        await shoot(browser, server.url, session, shot, width, outDir);
      }
      console.log(`shot ${shot.name}`);
    }
    console.log(`${shots.length * WIDTHS.length} screenshots in ${outDir}`);
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (args.out) await takeShots(path.resolve(args.root), path.resolve(args.out));
if (args.compare) {
  const after = path.resolve(args.with ?? args.out ?? '');
  if (!args.with && !args.out) throw new Error('--compare needs --out or --with');
  const differing = await compareFolders(path.resolve(args.compare), after);
  process.exitCode = differing > 0 ? 1 : 0;
}
if (!args.out && !args.compare) {
  console.error(
    'usage: page-shots.mjs --out DIR [--root CHECKOUT] [--compare BEFORE] [--only TEXT]',
  );
  process.exitCode = 2;
}
