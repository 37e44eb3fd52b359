import { BROWSER_ARGS, findBrowser } from '../find-browser.mjs';
import { launchOverPipe } from './cdp-pipe.mjs';

/** Lighthouse's mobile CPU: four times slower than this machine. */
const CPU_SLOWDOWN = 4;
/** Long tasks are counted until this long after the `hydrated` mark (the sections' later pass, the worker). */
const SETTLE_MS = 2000;
/** A task longer than this blocks input (the Long Tasks API's and Total Blocking Time's threshold). */
const BLOCKING_THRESHOLD_MS = 50;

// Runs in the page before its own scripts: the Long Tasks API has no buffer, so it is observed from the start.
const OBSERVE_LONG_TASKS = `window.__benchLongTasks = [];
new PerformanceObserver((list) => {
  for (const task of list.getEntries()) window.__benchLongTasks.push([task.startTime, task.duration]);
}).observe({ type: 'longtask' });`;

const READ_RESULT = `({
  paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
  hydrated: performance.getEntriesByName('hydrated')[0]?.startTime,
  longTasks: window.__benchLongTasks,
})`;

/**
 * First paint → hydrated, and the time input was blocked, as a phone-speed visitor meets them: each run is a first
 * visit (a fresh browser context: nothing cached, no worker until the page installs it) on a 390 × 844 screen with
 * the CPU slowed four times and no debugger domain enabled (cdp-pipe.mjs). Returns, per URL, each run's milliseconds from first contentful
 * paint to the app's `hydrated` mark, and its blocking time: what each long task after first paint lasted beyond
 * 50 ms, summed until two seconds after the mark.
 */
export async function measureHydration(urls, runs) {
  const browser = launchOverPipe(findBrowser(), BROWSER_ARGS);
  const results = new Map();
  try {
    await visit(browser, urls[0]); // warm-up: a fresh browser is still starting its own work
    for (const url of urls) {
      const measured = [];
      for (let run = 0; run < runs; run++) measured.push(await visit(browser, url));
      results.set(url, {
        runsMs: measured.map((run) => run.hydratedMs),
        blockingMs: measured.map((run) => run.blockingMs),
      });
    }
  } finally {
    await browser.close();
  }
  return results;
}

/** What Runtime.evaluate rejects with while the page is between documents: not hydrated yet, not a failure. */
const BETWEEN_DOCUMENTS = /execution context|navigated or closed/i;

async function visit({ send, on }, url) {
  const { browserContextId } = await send('Target.createBrowserContext');
  let stopHearingCrashes = () => {};
  try {
    const { targetId } = await send('Target.createTarget', { url: 'about:blank', browserContextId });
    const { sessionId } = await send('Target.attachToTarget', { targetId, flatten: true });
    const inPage = (method, params) => send(method, params, sessionId);
    const evaluate = async (expression) =>
      (await inPage('Runtime.evaluate', { expression, returnByValue: true })).result.value;
    await inPage('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await inPage('Emulation.setDeviceMetricsOverride', {
      width: 390,
      height: 844,
      deviceScaleFactor: 1,
      mobile: false,
    });
    await inPage('Page.enable'); // page events only; the injected observer needs it
    await inPage('Inspector.enable'); // only says when the page crashes
    const crashed = new Promise((_, reject) => {
      stopHearingCrashes = on('Inspector.targetCrashed', (_params, session) => {
        if (session === sessionId) reject(new Error(`${url}: the page crashed`));
      });
    });
    const isHydrated = () =>
      Promise.race([
        crashed,
        evaluate(`document.body?.hasAttribute('data-hydrated') ?? false`).catch((error) => {
          if (BETWEEN_DOCUMENTS.test(error.message)) return false;
          throw error;
        }),
      ]);
    await inPage('Page.addScriptToEvaluateOnNewDocument', { source: OBSERVE_LONG_TASKS });
    await inPage('Page.navigate', { url });
    const deadline = Date.now() + 30_000;
    while (!(await isHydrated())) {
      if (Date.now() > deadline) throw new Error(`${url} did not mark itself hydrated within 30 s`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const { paint, hydrated, longTasks } = await evaluate(READ_RESULT);
    if (paint === undefined || hydrated === undefined) throw new Error(`${url}: no first paint or no hydrated mark`);
    return { hydratedMs: Math.round(hydrated - paint), blockingMs: Math.round(blockingAfter(paint, longTasks)) };
  } finally {
    stopHearingCrashes();
    await send('Target.disposeBrowserContext', { browserContextId });
  }
}

/** As Total Blocking Time counts: each long task's part after first paint, beyond the threshold. */
function blockingAfter(paint, longTasks) {
  return longTasks.reduce((total, [start, duration]) => {
    const after = start + duration - Math.max(start, paint);
    return total + Math.max(0, after - BLOCKING_THRESHOLD_MS);
  }, 0);
}
