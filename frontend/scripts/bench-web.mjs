/**
 * Measures every public page as a visitor's browser gets it on a direct load, against the built app:
 *   1. the JavaScript each page loads, gzipped (the home page's budget is 100 kB: booking, client area
 *      and admin load as their own chunks), and the web fonts it loads (bytes, all same-origin woff2);
 *   2. Lighthouse's performance score in its default mobile emulation (budget 95 on every page), the
 *      median of LIGHTHOUSE_RUNS runs per page (3; single runs vary with the machine's load), when
 *      Lighthouse can run with the local Chromium (CHROMIUM_PATH, /usr/bin/chromium, or Playwright's own).
 * Run `npm run bench:web` from the repository root (it builds first). BENCH_ROUTES=/,/services limits
 * the pages. Exits 1 when over a budget. `--js-only` measures the home page's JavaScript from the
 * build alone (no server, no browser): the entry, its preloads and the route's chunks, gzipped. `npm run bench` (bench/run.mjs) uses webBench() for its report.
 */
import { chromium } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { startApp } from './app-server.mjs';

const { PUBLIC_PAGES } = createRequire(import.meta.url)('@esthetics/domain');

export const JS_BUDGET_KB = 100;
export const SCORE_BUDGET = 95;
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
export const ROUTES = process.env.BENCH_ROUTES
  ? process.env.BENCH_ROUTES.split(',')
  : PUBLIC_PAGES.map((p) => p.path);

const chromiumPath =
  process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking'];

/** The scripts and fonts a direct load of the page fetches, with their sizes. */
async function pageAssets(browser, url) {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  try {
    const responses = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type === 'script' || type === 'font') responses.push({ type, response });
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.evaluate(() => globalThis.document.fonts.ready);
    const files = [];
    for (const { type, response } of responses) {
      const body = await response.body();
      const headers = await response.allHeaders();
      files.push({
        type,
        url: response.url(),
        name: new URL(response.url()).pathname,
        raw: body.length,
        gzip: gzipSync(body, { level: 9 }).length,
        encoding: headers['content-encoding'] ?? null,
      });
    }
    return files;
  } finally {
    await page.close();
  }
}

async function lighthouseScore(url) {
  let lighthouse, launcher;
  try {
    lighthouse = (await import('lighthouse')).default;
    launcher = await import('chrome-launcher');
  } catch (e) {
    return { skipped: `Lighthouse is not installed (${e.message})` };
  }
  const chromePath = chromiumPath ?? chromium.executablePath();
  const chrome = await launcher.launch({
    chromePath,
    chromeFlags: ['--headless=new', ...ARGS],
  });
  try {
    // Lighthouse's default settings: a mid-range phone on a slow 4G connection (simulated).
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    const { lhr } = result;
    const metric = (id) => lhr.audits[id]?.displayValue ?? 'n/a';
    return {
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      formFactor: lhr.configSettings.formFactor,
      metrics: {
        'First Contentful Paint': metric('first-contentful-paint'),
        'Largest Contentful Paint': metric('largest-contentful-paint'),
        'Total Blocking Time': metric('total-blocking-time'),
        'Cumulative Layout Shift': metric('cumulative-layout-shift'),
        'Speed Index': metric('speed-index'),
      },
    };
  } finally {
    await chrome.kill();
  }
}

/** The median Lighthouse run of `runs` on a page, with every run's score; null when Lighthouse cannot run. */
export async function lighthouseMedian(url, runs = RUNS) {
  const results = [];
  for (let i = 0; i < runs; i++) {
    const lh = await lighthouseScore(url);
    if ('skipped' in lh) return { skipped: lh.skipped };
    results.push(lh);
  }
  const sorted = [...results].sort((a, b) => a.score - b.score);
  return { ...sorted[Math.floor(sorted.length / 2)], scores: results.map((r) => r.score) };
}

/**
 * For bench/run.mjs: the gzipped JavaScript and the fonts of a direct load of every route, and the
 * Lighthouse mobile score of `lighthouseRoutes` (the median of LIGHTHOUSE_RUNS), against a running app.
 */
export async function webBench(appUrl, { routes = ROUTES, lighthouseRoutes = ['/'] } = {}) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: ARGS });
  const assets = [];
  try {
    for (const route of routes) {
      const files = await pageAssets(browser, `${appUrl}${route}`);
      const scripts = files.filter((f) => f.type === 'script');
      const fonts = files.filter((f) => f.type === 'font');
      assets.push({
        route,
        jsGzip: scripts.reduce((n, f) => n + f.gzip, 0),
        jsFiles: scripts.length,
        fontBytes: fonts.reduce((n, f) => n + f.raw, 0),
        fontFiles: fonts.length,
      });
    }
  } finally {
    await browser.close();
  }
  const lighthouse = [];
  for (const route of lighthouseRoutes)
    lighthouse.push({ route, ...(await lighthouseMedian(`${appUrl}${route}`)) });
  return { assets, lighthouse };
}

/**
 * The gzipped JavaScript a direct load of `route` fetches, read from the build: the scripts and
 * modulepreloads of index.html and the route's lazy chunks (route-chunks.json), as the server links them.
 */
export function builtJs(route = '/') {
  const dist = new URL('../dist/', import.meta.url);
  const html = readFileSync(new URL('index.html', dist), 'utf8');
  const linked = [
    ...html.matchAll(/<script[^>]*src="([^"]+)"|<link[^>]*modulepreload[^>]*href="([^"]+)"/g),
  ];
  const routes = JSON.parse(readFileSync(new URL('route-chunks.json', dist), 'utf8'));
  const names = [...linked.map((m) => m[1] ?? m[2]), ...(routes[route]?.js ?? [])];
  return names.map((name) => {
    const body = readFileSync(new URL(`.${name}`, dist));
    return { name, raw: body.length, gzip: gzipSync(body, { level: 9 }).length };
  });
}

async function main() {
  const app = await startApp();
  let failed = false;
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
  try {
    const browser = await chromium.launch({ executablePath: chromiumPath, args: ARGS });
    try {
      console.log('JavaScript and fonts of a direct load (gzipped JS; fonts as sent):');
      for (const route of ROUTES) {
        const files = await pageAssets(browser, `${app.url}${route}`);
        const scripts = files.filter((f) => f.type === 'script');
        const fonts = files.filter((f) => f.type === 'font');
        const js = scripts.reduce((n, f) => n + f.gzip, 0);
        const fontBytes = fonts.reduce((n, f) => n + f.raw, 0);
        const foreign = files.filter((f) => !f.url.startsWith(app.url));
        const budget = route === '/' ? ` (budget ${JS_BUDGET_KB} kB)` : '';
        console.log(
          `  ${route.padEnd(20)} JS ${kb(js)} in ${scripts.length} files${budget}; ` +
            `fonts ${kb(fontBytes)} in ${fonts.length} files`,
        );
        if (route === '/') {
          for (const f of [...scripts, ...fonts])
            console.log(`      ${f.name}  ${kb(f.raw)} raw, ${kb(f.gzip)} gzipped`);
          if (js / 1024 > JS_BUDGET_KB) failed = true;
        }
        if (scripts.some((f) => !f.encoding && f.raw > 1024))
          console.log('      note: some JavaScript is sent uncompressed');
        if (foreign.length > 0) {
          console.log(`      requests leaving the site: ${foreign.map((f) => f.url).join(', ')}`);
          failed = true;
        }
      }
    } finally {
      await browser.close();
    }

    console.log(
      `Lighthouse performance, mobile, median of ${RUNS} runs per page (budget ${SCORE_BUDGET}):`,
    );
    for (const route of ROUTES) {
      const median = await lighthouseMedian(`${app.url}${route}`);
      if ('skipped' in median) {
        console.log(`  skipped: ${median.skipped}`);
        break;
      }
      const m = median.metrics;
      console.log(
        `  ${route.padEnd(20)} ${median.score} [${median.scores.join(', ')}]  ` +
          `FCP ${m['First Contentful Paint']}, LCP ${m['Largest Contentful Paint']}, ` +
          `TBT ${m['Total Blocking Time']}, CLS ${m['Cumulative Layout Shift']}`,
      );
      if (median.score < SCORE_BUDGET) failed = true;
    }
  } finally {
    await app.stop();
  }
  if (failed) {
    console.error('Over budget.');
    process.exit(1);
  }
}

function mainJsOnly() {
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
  const files = builtJs('/');
  const js = files.reduce((n, f) => n + f.gzip, 0);
  console.log(
    `  /  JS ${kb(js)} in ${files.length} files (budget ${JS_BUDGET_KB} kB), from the build`,
  );
  for (const f of files) console.log(`      ${f.name}  ${kb(f.raw)} raw, ${kb(f.gzip)} gzipped`);
  if (js / 1024 > JS_BUDGET_KB) process.exit(1);
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  if (process.argv.includes('--js-only')) mainJsOnly();
  else await main();
}
