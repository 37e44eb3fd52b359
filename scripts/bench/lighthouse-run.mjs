import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { BROWSER_ARGS, findBrowser } from '../find-browser.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** Runs Lighthouse (mobile, simulated throttling: its defaults) on each URL in one Chromium, one at a time. */
export async function runLighthouse(urls, onResult) {
  const chrome = await chromeLauncher.launch({
    chromePath: findBrowser(),
    chromeFlags: ['--headless=new', ...BROWSER_ARGS],
  });
  try {
    for (const url of urls) {
      const { lhr } = await lighthouse(url, { port: chrome.port, logLevel: 'error', onlyCategories: CATEGORIES });
      onResult(url, summarise(lhr));
    }
  } finally {
    await chrome.kill();
  }
}

function summarise(lhr) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const metric = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  return {
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, score(id)])),
    lcpMs: Math.round(metric('largest-contentful-paint')),
    tbtMs: Math.round(metric('total-blocking-time')),
    cls: Number(metric('cumulative-layout-shift').toFixed(3)),
    scripts: requests
      .filter((request) => request.resourceType === 'Script')
      .map((request) => new URL(request.url).pathname),
    failedAudits: Object.values(lhr.audits)
      .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
      .map((audit) => audit.id),
  };
}
