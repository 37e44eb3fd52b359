const kb = (bytes) => Number((bytes / 1024).toFixed(1));

/** One slow run is enough to make a visitor wait: the TBT target applies to the worst run, not the median. */
const highestTbt = ({ tbtMs, tbtRunsMs = [] }) => Math.max(tbtMs, ...tbtRunsMs);
const tbtCell = (page) => `${page.tbtMs} / ${highestTbt(page)}`;

export const TARGETS = {
  homeJsGzipKB: 130,
  pageAddedJsGzipKB: 20,
  performance: 98,
  otherScores: 100,
  lcpMs: 1500,
  tbtMs: 50,
  cls: 0.01,
  precacheBytes: 1_500_000,
  buildSeconds: 20,
  firstPaintToHydratedMs: 1000,
  /** The growth fixture (scripts/bench/growth.mjs): 30 tours and 100 articles. */
  growthBuildSeconds: 40,
};

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : Math.round((sorted[middle - 1] + sorted[middle]) / 2);
};

/** Median, highest and every run, as three table cells. */
const runCells = (runs) => `${median(runs)} | ${Math.max(...runs)} | ${runs.join(', ')}`;

/**
 * What `npm run bench` measured (bench/report.json).
 * @typedef {{
 *   date: string, lighthouseRunsPerPage?: number, buildSeconds: number, precache: any, pages: any[], growth: any,
 *   hydration?: { path: string, runsMs: number[], blockingMs: number[] }[],
 *   targets?: { name: string, measured: string, target: string, met: boolean }[]
 * }} Report
 */

/**
 * Every target with its measured value and whether it is met.
 * @param {Report} report
 */
export function checkTargets({ pages, precache, buildSeconds, hydration = [], growth }) {
  const homes = pages.filter((page) => page.page === 'home');
  const others = pages.filter((page) => page.page !== 'home');
  const row = (name, measured, target, met) => ({ name, measured, target, met });
  // The worst page decides: its value is shown, and the target is met only if every page meets it.
  const atMost = (name, subset, pick, limit) =>
    row(
      name,
      Math.max(...subset.map(pick)),
      `≤ ${limit}`,
      subset.every((p) => pick(p) <= limit),
    );
  const atLeast = (name, pick, floor, shown = `≥ ${floor}`) =>
    row(
      name,
      Math.min(...pages.map(pick)),
      shown,
      pages.every((p) => pick(p) >= floor),
    );
  return [
    atMost(
      'Home: JS loaded before it is interactive, framework included (gzip KB)',
      homes,
      (p) => kb(p.js.gzip),
      TARGETS.homeJsGzipKB,
    ),
    atMost('JS a page adds to home (gzip KB)', others, (p) => kb(p.addedJs.gzip), TARGETS.pageAddedJsGzipKB),
    atLeast('Performance (lowest)', (p) => p.scores.performance, TARGETS.performance),
    ...['accessibility', 'best-practices', 'seo'].map((id) =>
      atLeast(`${id} (lowest)`, (p) => p.scores[id], TARGETS.otherScores, String(TARGETS.otherScores)),
    ),
    atMost('LCP ms (highest)', pages, (p) => p.lcpMs, TARGETS.lcpMs),
    atMost('Lighthouse TBT ms (highest of all runs)', pages, highestTbt, TARGETS.tbtMs),
    atMost('CLS (highest)', pages, (p) => p.cls, TARGETS.cls),
    row(
      'Precache (bytes)',
      precache.bytes,
      `≤ ${TARGETS.precacheBytes}, no video`,
      precache.bytes <= TARGETS.precacheBytes && precache.video.length === 0,
    ),
    row('Build + prerender (s)', buildSeconds, `≤ ${TARGETS.buildSeconds}`, buildSeconds <= TARGETS.buildSeconds),
    atMost(
      'First paint → hydrated at 4× CPU, ms (median of the worst page)',
      hydration,
      (p) => median(p.runsMs),
      TARGETS.firstPaintToHydratedMs,
    ),
    atMost(
      'Blocking time at 4× CPU with no debugger, as a visitor meets it (ms, highest run)',
      hydration,
      (p) => Math.max(...p.blockingMs),
      TARGETS.tbtMs,
    ),
    ...(growth ? growthTargets(growth, row) : []),
  ];
}

/** The growth line: the same site with 30 tours and 100 articles still builds quickly and fits the precache. */
function growthTargets({ tours, articles, buildSeconds, precache }, row) {
  const fixture = `${tours} tours, ${articles} articles`;
  return [
    row(
      `Growth build (s, ${fixture})`,
      buildSeconds,
      `≤ ${TARGETS.growthBuildSeconds}`,
      buildSeconds <= TARGETS.growthBuildSeconds,
    ),
    row(
      `Growth precache (bytes, ${fixture})`,
      precache.bytes,
      `≤ ${TARGETS.precacheBytes}`,
      precache.bytes <= TARGETS.precacheBytes,
    ),
  ];
}

/** @param {Report} report */
export function markdownReport({
  date,
  lighthouseRunsPerPage = 1,
  pages,
  precache,
  buildSeconds,
  targets = [],
  hydration = [],
}) {
  const lines = [
    `# Benchmark report`,
    '',
    `Run ${date} by \`npm run bench\`: Lighthouse (mobile, simulated throttling; median of ${lighthouseRunsPerPage} run(s), set BENCH_RUNS; after one discarded warm-up run) on every page × language of a`,
    'fresh build served as `npm start` serves it. JS sizes are compressed from the built files: "before interactive" =',
    'every script requested before the app marked itself hydrated (framework, page, the content it awaits);',
    '"on demand" = scripts fetched afterwards (outbox, worker registration). TBT shows the median run / the highest',
    'of all runs of that page; its target applies to the highest.',
    '',
    '## Targets',
    '',
    '| target | measured | goal | met |',
    '| --- | --- | --- | --- |',
    ...targets.map((t) => `| ${t.name} | ${t.measured} | ${t.target} | ${t.met ? 'yes' : '**no**'} |`),
    '',
    `Precache: ${precache.entries} entries, ${kb(precache.bytes)} KB. Build + prerender: ${buildSeconds} s.`,
    '',
    '## Pages',
    '',
    '| page | lang | Perf | A11y | BP | SEO | LCP ms | TBT ms median / highest | CLS | JS before interactive KB gzip (brotli) | adds to home KB gzip | on demand KB gzip |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...pages.map(
      (p) =>
        `| ${p.page} | ${p.lang} | ${p.scores.performance} | ${p.scores.accessibility} | ${p.scores['best-practices']} | ${p.scores.seo} | ${p.lcpMs} | ${tbtCell(p)} | ${p.cls} | ${kb(p.js.gzip)} (${kb(p.js.brotli)}) | ${p.page === 'home' ? '–' : kb(p.addedJs.gzip)} | ${kb(p.onDemandJs.gzip)} |`,
    ),
    '',
  ];
  lines.push(
    '## First paint → hydrated, and blocking time, as a visitor meets them',
    '',
    'A first visit on a 390 × 844 screen with the CPU slowed four times (Chromium driven over its DevTools pipe with',
    'no debugger domain enabled, unlike Lighthouse; nothing cached), after one warm-up visit,',
    `${lighthouseRunsPerPage} run(s) per page: milliseconds from first contentful paint to the app's \`hydrated\` mark, and the blocking`,
    "time: each long task's part after first paint beyond 50 ms (the page's own Long Tasks API), summed until two",
    'seconds after the mark. Every control already works as HTML before the mark; this is how long until the',
    'scripts enhance them.',
    '',
    '| page | hydrated: median ms | highest ms | runs | blocking: median ms | highest ms | runs |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...hydration.map((p) => `| ${p.path} | ${runCells(p.runsMs)} | ${runCells(p.blockingMs)} |`),
    '',
  );
  const failing = pages.filter((p) => p.failedAudits.length > 0);
  if (failing.length) {
    lines.push(
      '## Failed binary audits',
      '',
      ...failing.map((p) => `- ${p.page} (${p.lang}): ${p.failedAudits.join(', ')}`),
      '',
    );
  }
  return lines.join('\n');
}
