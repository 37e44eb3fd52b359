// @vitest-environment node
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { createServer, type Plugin, type ViteDevServer } from 'vite';
import { imagetools } from 'vite-imagetools';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { qrCodes } from '../../scripts/build/qr-plugin';
import { compileContent, GENERATED_ROOT } from '../../scripts/content/compile';
import { factsFileOf, loadFacts } from '../../scripts/content/entries';
import { CONTENT_ROOT } from '../../scripts/content/read';
import { pathFor, tourHref, tourPath } from '../../src/config/routes';
import { fromPrice, isoToday, upcomingDepartures } from '../../src/content/tours/departures';
import type { TourFacts } from '../../src/content/tours/schema';
import { formatMoney } from '../../src/shared/money/format-money';

const FACTS = 'tours/turkey-tour/index.en.md';
const departures = upcomingDepartures(
  (loadFacts(factsFileOf('tours/turkey-tour')) as TourFacts).departures,
  isoToday(),
);
const cheapest = fromPrice(departures) ?? 0;
// The cheapest departure made cheaper still: the from-price must follow it everywhere.
const newPrice = cheapest - 111;
let server: ViteDevServer;
let render: (path: string) => Promise<{ html: string }>;

beforeAll(async () => {
  // A fixture: the real content with one line of one facts file changed, as the agency would change it.
  const overlay = mkdtempSync(join(tmpdir(), 'price-'));
  cpSync(join(CONTENT_ROOT, FACTS), join(overlay, FACTS));
  const facts = readFileSync(join(CONTENT_ROOT, FACTS), 'utf8');
  writeFileSync(join(overlay, FACTS), facts.replace(`price: ${cheapest} }`, `price: ${newPrice} }`));
  // Compiled as `npm run content:compile` does, into a folder of its own that the pages import instead of generated/.
  const compiled = mkdtempSync(join(tmpdir(), 'price-compiled-'));
  compileContent({ outDir: compiled, source: { overlay } });
  server = await createServer({
    configFile: false,
    logLevel: 'error',
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true },
    plugins: [compiledFrom(compiled), react(), imagetools(), qrCodes()],
  });
  ({ render } = await server.ssrLoadModule('/src/app/entry-server.tsx'));
}, 360_000); // a cold Vite server on a busy two-core machine

afterAll(() => server?.close(), 30_000);

/** Imports of generated/ read from `folder` instead. */
function compiledFrom(folder: string): Plugin {
  return {
    name: 'compiled-from',
    enforce: 'pre',
    async resolveId(id, importer, options) {
      const resolved = await this.resolve(id, importer, { ...options, skipSelf: true });
      if (!resolved?.id.startsWith(GENERATED_ROOT)) return resolved;
      return { ...resolved, id: join(folder, resolved.id.slice(GENERATED_ROOT.length)) };
    },
  };
}

const shown = formatMoney(newPrice, 'USD', 'en');
const offers = (html: string) => [...html.matchAll(/"price":(\d+)/g)].map(([, price]) => Number(price));

it('a departure price changed in the tour’s facts moves "From" on the home card, the listing, the tour page and their structured data', async () => {
  const home = (await render(pathFor('home', 'en'))).html;
  expect(/data-tour="turkey-tour"[\s\S]*?data-price[^>]*>([^<]*)/.exec(home)?.[1]).toContain(shown);

  const listing = (await render(pathFor('tours', 'en'))).html;
  expect(/data-tour="turkey-tour"[\s\S]*?data-price[^>]*>([^<]*)/.exec(listing)?.[1]).toContain(shown);
  expect(offers(listing)).toContain(newPrice);

  const tourPage = (await render(tourPath('turkey-tour', 'hk'))).html;
  expect(tourPage).toContain(shown);
  expect(offers(tourPage)).toContain(newPrice);
  expect(tourPage).toContain(tourHref('turkey-tour', 'hk'));
}, 360_000);
