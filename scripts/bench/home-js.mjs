// Quick check of one page's JS before interactive, as `npm run bench` counts it (scripts requested before the
// app's `hydrated` mark), without Lighthouse: `node scripts/bench/home-js.mjs [/hk/ …]` on a built dist/.
// Serves dist/ (or SITE_DIR) itself on PORT (default any free port); CPU is slowed 4× as a phone's would be.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { findBrowser } from '../find-browser.mjs';
import { createStaticServer, listenOn } from '../server/static-server.mjs';
import { compressedSize } from './sizes.mjs';

const distDir = process.env.SITE_DIR ?? join(fileURLToPath(new URL('../..', import.meta.url)), 'dist');
const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/hk/'];
const server = createStaticServer(distDir);
const port = await listenOn(server, Number(process.env.PORT ?? 0));
const browser = await chromium.launch({ executablePath: findBrowser() });
const kb = (bytes) => (bytes / 1024).toFixed(1);
try {
  for (const path of paths) {
    const page = await browser.newPage();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(`http://127.0.0.1:${port}${encodeURI(path)}`);
    await page.waitForSelector('body[data-hydrated]', { timeout: 30_000 });
    await page.waitForTimeout(1500);
    const { hydrated, scripts } = await page.evaluate(() => ({
      hydrated: performance.getEntriesByName('hydrated')[0]?.startTime ?? Number.POSITIVE_INFINITY,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => ({ path: new URL(entry.name).pathname, at: entry.startTime })),
    }));
    const sized = scripts.map((script) => ({ ...script, gzip: compressedSize(distDir, script.path).gzip }));
    const before = sized.filter((script) => script.at < hydrated).sort((a, b) => b.gzip - a.gzip);
    const after = sized.filter((script) => script.at >= hydrated);
    const total = (list) => kb(list.reduce((sum, script) => sum + script.gzip, 0));
    console.log(
      `${path}: hydrated at ${Math.round(hydrated)} ms; before ${total(before)} KB gzip, after ${total(after)} KB`,
    );
    for (const script of before) console.log(`  ${kb(script.gzip).padStart(6)}  ${script.path}`);
    console.log('  after:', after.map((script) => `${script.path} ${kb(script.gzip)}`).join(', '));
    await page.close();
  }
} finally {
  await browser.close();
  server.close();
}
