import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { BROWSER_ARGS, findBrowser } from '../find-browser.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/**
 * Runs Lighthouse (mobile, simulated throttling: its defaults) on each URL in one Chromium, one at a time;
 * with `runs` > 1 it keeps Lighthouse's own median run (nearest the median FCP and TTI), as its docs advise
 * on a busy machine. One discarded run comes first: a fresh browser is still starting up its own work
 * during its first page load, which would otherwise be charged to whichever page is measured first.
 */
export async function runLighthouse(urls, onResult, runs = 1) {
  const chrome = await chromeLauncher.launch({
    chromePath: findBrowser(),
    chromeFlags: ['--headless=new', ...BROWSER_ARGS],
  });
  const audit = (url) => lighthouse(url, { port: chrome.port, logLevel: 'error', onlyCategories: CATEGORIES });
  try {
    if (urls[0]) await audit(urls[0]);
    for (const url of urls) {
      const lhrs = [];
      for (let run = 0; run < runs; run++) {
        const result = await audit(url);
        if (result) lhrs.push(result.lhr);
      }
      const tbtRunsMs = lhrs.map((lhr) => Math.round(metric(lhr, 'total-blocking-time')));
      onResult(url, { ...summarise(lhrs.length > 1 ? computeMedianRun(lhrs) : lhrs[0]), tbtRunsMs });
    }
  } finally {
    await chrome.kill();
  }
}

const metric = (lhr, id) => lhr.audits[id]?.numericValue ?? Number.NaN;

function summarise(lhr) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const network = lhr.audits['network-requests']?.details;
  // Request times count from the first request, user timings from the navigation's time origin, a few ms earlier.
  const timeOriginTs = lhr.audits.metrics?.details?.items?.[0]?.observedTimeOriginTs;
  const requestOffsetMs = (network?.debugData?.networkStartTimeTs - timeOriginTs) / 1000;
  if (!Number.isFinite(requestOffsetMs)) throw new Error('Lighthouse gave no timestamps to align requests with marks');
  return {
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, score(id)])),
    lcpMs: Math.round(metric(lhr, 'largest-contentful-paint')),
    tbtMs: Math.round(metric(lhr, 'total-blocking-time')),
    cls: Number(metric(lhr, 'cumulative-layout-shift').toFixed(3)),
    scripts: (network?.items ?? [])
      .filter((request) => request.resourceType === 'Script')
      .map((request) => ({
        path: new URL(request.url).pathname,
        requestedAtMs: request.rendererStartTime + requestOffsetMs,
      })),
    hydratedAtMs: lhr.audits['user-timings']?.details?.items?.find((item) => item.name === 'hydrated')?.startTime,
    failedAudits: Object.values(lhr.audits)
      .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
      .map((audit) => audit.id),
  };
}
