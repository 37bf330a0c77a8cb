import { devices, expect, test, type Page } from '@playwright/test';
import { PUBLIC_PAGES } from '../../domain/src/index';

/**
 * A visitor who opens any public page directly, on a phone or a desktop, with a cold cache and an API
 * that answers slowly, sees nothing jump: the layout shifts while the page loads add up to at most
 * 0.05 (Google's "good" is 0.1). Every shift counts, not only the worst session window.
 */
const BUDGET = 0.05;
const API_DELAY_MS = 1500;

const PROFILES = [
  {
    name: 'phone',
    use: {
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 3,
      isMobile: true,
      hasTouch: true,
      userAgent: devices['iPhone 13'].userAgent,
    },
  },
  { name: 'desktop', use: { viewport: { width: 1366, height: 900 } } },
] as const;

/** Records every layout shift from the first paint on, with the elements that moved. */
function recordShifts() {
  const w = window as unknown as { __shifts: { value: number; sources: string[] }[] };
  w.__shifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as {
      value: number;
      hadRecentInput: boolean;
      sources?: { node?: Node | null }[];
    }[]) {
      if (entry.hadRecentInput) continue;
      const sources = (entry.sources ?? []).map((s) => {
        const el = s.node instanceof Element ? s.node : s.node?.parentElement;
        if (!el) return '?';
        const cls = typeof el.className === 'string' && el.className ? `.${el.className}` : '';
        return `${el.tagName.toLowerCase()}${cls}`;
      });
      w.__shifts.push({ value: entry.value, sources });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

async function settledShifts(page: Page) {
  await page.waitForLoadState('networkidle');
  // Late work after the last response (fonts swapping, images decoding) shifts too.
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(500);
  return page.evaluate(
    () => (window as unknown as { __shifts: { value: number; sources: string[] }[] }).__shifts,
  );
}

for (const profile of PROFILES) {
  test.describe(`direct load on a ${profile.name}, slow API`, () => {
    test.use(profile.use);

    for (const { path } of PUBLIC_PAGES) {
      test(`${path} shifts at most ${BUDGET}`, async ({ page }) => {
        await page.addInitScript(recordShifts);
        await page.route('**/api/**', async (route) => {
          await new Promise((r) => setTimeout(r, API_DELAY_MS));
          await route.continue();
        });
        await page.goto(path);
        await expect(page.locator('h1').first()).toBeVisible();
        const shifts = await settledShifts(page);
        const total = shifts.reduce((sum, s) => sum + s.value, 0);
        expect(
          total,
          `layout shifts on ${path}: ${JSON.stringify(shifts.filter((s) => s.value > 0.001))}`,
        ).toBeLessThanOrEqual(BUDGET);
      });
    }
  });
}
