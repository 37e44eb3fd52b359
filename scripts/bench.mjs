// `npm run bench`: build, serve dist/ as `npm start` does, run Lighthouse on every page × language, measure
// JS per page, the precache and the build time, and write bench/report.md and bench/report.json.
import { execSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import { measureGrowth } from './bench/growth.mjs';
import { measureHydration } from './bench/hydration-run.mjs';
import { runLighthouse } from './bench/lighthouse-run.mjs';
import { checkTargets, markdownReport } from './bench/report.mjs';
import { compressedSize, precacheSize, sitemapPaths, splitScripts, sumSizes } from './bench/sizes.mjs';
import { ensureChineseFont } from './ensure-chinese-font.mjs';
import { createStaticServer, listenOn } from './server/static-server.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const distDir = join(root, 'dist');
const requestedPort = Number(process.env.BENCH_PORT ?? 0); // 0: any free port
const runs = Number(process.env.BENCH_RUNS ?? 5); // Lighthouse runs per page; the median one is reported

ensureChineseFont(); // Chinese pages are measured as a visitor's phone lays them out
const started = Date.now();
execSync('node scripts/compile-content.mjs && npx vite build', { cwd: root, stdio: 'inherit' });
const buildSeconds = Number(((Date.now() - started) / 1000).toFixed(1));

const server = createStaticServer(distDir);
const port = await listenOn(server, requestedPort);
const paths = sitemapPaths(distDir);
const results = new Map();
const hydrationPaths = await firstPaintToHydratedPaths();
let hydration;
try {
  hydration = await measureHydration(
    hydrationPaths.map((path) => `http://127.0.0.1:${port}${encodeURI(path)}`),
    runs,
  );
  await runLighthouse(
    paths.map((path) => `http://127.0.0.1:${port}${encodeURI(path)}`),
    (url, result) => {
      results.set(decodeURI(new URL(url).pathname), result);
      console.log(`${decodeURI(url)}  perf ${result.scores.performance}  LCP ${result.lcpMs} ms`);
    },
    runs,
  );
} finally {
  server.close();
}

/** Home, the listing, a tour, the blog and its longest article, in every language (paths from the route table). */
async function firstPaintToHydratedPaths() {
  const vite = await createServer({
    configFile: false,
    logLevel: 'error',
    server: { middlewareMode: true, hmr: false, ws: false },
  });
  try {
    const { articlePath, pathFor, tourPath } = await vite.ssrLoadModule('/src/config/routes.ts');
    const { LANGS } = await vite.ssrLoadModule('/src/config/languages.ts');
    return LANGS.flatMap((lang) => [
      pathFor('home', lang),
      pathFor('tours', lang),
      tourPath('sinai-adventure', lang),
      pathFor('blog', lang),
      articlePath('sinai', lang),
    ]);
  } finally {
    await vite.close();
  }
}

const sizeOf = (scripts) => sumSizes(scripts.map((script) => compressedSize(distDir, script)));
const split = new Map(paths.map((path) => [path, splitScripts(results.get(path))]));
const pages = paths.map((path) => {
  const { scripts, hydratedAtMs, ...result } = results.get(path);
  const lang = path.split('/')[1];
  const { before, after } = split.get(path) ?? { before: [], after: [] };
  const home = new Set(split.get(`/${lang}/`)?.before ?? []);
  return {
    path,
    page: path === `/${lang}/` ? 'home' : decodeURI(path.split('/').slice(2).join('/')),
    lang,
    ...result,
    jsBeforeInteractive: before,
    jsOnDemand: after,
    js: sizeOf(before),
    addedJs: sizeOf(before.filter((script) => !home.has(script))),
    onDemandJs: sizeOf(after),
  };
});
const precache = precacheSize(distDir);
// After Lighthouse, so the fixture's build does not share the cores with the page measurements.
const growth = measureGrowth();
const hydrationPages = [...hydration].map(([url, { runsMs, blockingMs }]) => ({
  path: decodeURI(new URL(url).pathname),
  runsMs,
  blockingMs,
}));
/** @type {import('./bench/report.mjs').Report} */
const report = {
  date: new Date().toISOString(),
  lighthouseRunsPerPage: runs,
  buildSeconds,
  precache,
  pages,
  hydration: hydrationPages,
  growth,
};
report.targets = checkTargets(report);

mkdirSync(join(root, 'bench'), { recursive: true });
writeFileSync(join(root, 'bench/report.json'), `${JSON.stringify(report, null, 2)}\n`);
writeFileSync(join(root, 'bench/report.md'), markdownReport(report));
for (const target of report.targets)
  console.log(`${target.met ? 'met   ' : 'MISSED'} ${target.name}: ${target.measured} (${target.target})`);
