/**
 * Measures the home page as a visitor's browser gets it, against the built app:
 *   1. the JavaScript it loads, gzipped (budget 100 kB: booking, client area and admin load as their own chunks);
 *   2. Lighthouse's performance score in its default mobile emulation (budget 90), the median of
 *      LIGHTHOUSE_RUNS runs (3; single runs vary with the machine's load), when Lighthouse can run
 *      with the local Chromium (CHROMIUM_PATH, /usr/bin/chromium, or Playwright's own).
 * Run `npm run bench:web` from the repository root (it builds first). Exits 1 when over a budget.
 */
import { chromium } from '@playwright/test';
import { existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { startApp } from './app-server.mjs';

const JS_BUDGET_KB = 100;
const SCORE_BUDGET = 90;
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

const chromiumPath =
  process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking'];

async function homePageJs(url) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const scripts = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response);
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    const files = [];
    for (const response of scripts) {
      const body = await response.body();
      const headers = await response.allHeaders();
      files.push({
        name: new URL(response.url()).pathname,
        raw: body.length,
        gzip: gzipSync(body, { level: 9 }).length,
        encoding: headers['content-encoding'] ?? null,
      });
    }
    return files;
  } finally {
    await browser.close();
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

const app = await startApp();
let failed = false;
try {
  const files = await homePageJs(`${app.url}/`);
  const total = files.reduce((n, f) => n + f.gzip, 0) / 1024;
  console.log('Home page JavaScript:');
  for (const f of files) {
    console.log(
      `  ${f.name}  ${(f.raw / 1024).toFixed(1)} kB, ${(f.gzip / 1024).toFixed(1)} kB gzipped`,
    );
  }
  console.log(`  total ${total.toFixed(1)} kB gzipped (budget ${JS_BUDGET_KB} kB)`);
  if (files.some((f) => !f.encoding)) {
    const wire = files.reduce((n, f) => n + (f.encoding ? f.gzip : f.raw), 0) / 1024;
    console.log(`  note: the server sends it uncompressed (${wire.toFixed(1)} kB on the wire)`);
  }
  if (total > JS_BUDGET_KB) failed = true;

  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const lh = await lighthouseScore(`${app.url}/`);
    if ('skipped' in lh) {
      console.log(`Lighthouse: skipped: ${lh.skipped}`);
      break;
    }
    runs.push(lh);
  }
  if (runs.length > 0) {
    const sorted = [...runs].sort((a, b) => a.score - b.score);
    const median = sorted[Math.floor(sorted.length / 2)];
    console.log(
      `Lighthouse performance (${median.formFactor}): median ${median.score} of ${runs.length} runs ` +
        `[${runs.map((r) => r.score).join(', ')}] (budget ${SCORE_BUDGET})`,
    );
    for (const [name, value] of Object.entries(median.metrics)) console.log(`  ${name}: ${value}`);
    if (median.score < SCORE_BUDGET) failed = true;
  }
} finally {
  await app.stop();
}
if (failed) {
  console.error('Over budget.');
  process.exit(1);
}
