import { chromium } from '@playwright/test';
import { BROWSER_ARGS, findBrowser } from '../find-browser.mjs';

/** Lighthouse's mobile CPU: four times slower than this machine. */
const CPU_SLOWDOWN = 4;

/**
 * First paint → hydrated, as a phone-speed visitor meets it: each run is a first visit (a fresh browser
 * context: nothing cached, no worker) on a 390 × 844 screen with the CPU slowed four times and no profiler
 * attached. Returns, per URL, the milliseconds from first contentful paint to the app's `hydrated` mark.
 */
export async function measureHydration(urls, runs) {
  const browser = await chromium.launch({ executablePath: findBrowser(), args: BROWSER_ARGS });
  const results = new Map();
  try {
    for (const url of urls) {
      const times = [];
      for (let run = 0; run < runs; run++) times.push(await firstPaintToHydrated(browser, url));
      results.set(url, times);
    }
  } finally {
    await browser.close();
  }
  return results;
}

async function firstPaintToHydrated(browser, url) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(url, { waitUntil: 'commit' });
    await page.locator('body[data-hydrated]').waitFor({ timeout: 30_000 });
    return await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
      const hydrated = performance.getEntriesByName('hydrated')[0]?.startTime;
      if (paint === undefined || hydrated === undefined) throw new Error('no first paint or no hydrated mark');
      return Math.round(hydrated - paint);
    });
  } finally {
    await context.close();
  }
}
