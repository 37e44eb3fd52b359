import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';
import { isoToday } from '../../src/content/tours/departures.ts';
import type { ContentSource } from '../content/entries.ts';
import { phrasedFields } from './phrases.ts';
import { type ContentLang, generalFaq, readTripFacts, tripSummary, tripText } from './trip-data.ts';

const TRIP = /\/content\/tours\/([\w-]+)\/trip\.yaml\?(summary|lang=(en|hk|cn))$/;
const FAQ = /\/content\/faq\/(?:en|hk)\.yaml\?lang=(en|hk|cn)$/;

/**
 * Tour facts and words from YAML, checked and prepared at build time (the browser gets plain data):
 * `<id>/trip.yaml?summary` (language-neutral, past departures dropped), `<id>/trip.yaml?lang=xx` (the page's words,
 * dates written out, and the route map as an SVG asset) and `faq/xx.yaml?lang=xx` (general questions).
 * Simplified Chinese comes from the Traditional files. `today` is the build date unless a test sets it; `source`
 * may lay test files over src/content.
 */
export function tripContent(today = isoToday(), source: ContentSource = {}): Plugin {
  let mapDir = '';
  return {
    name: 'trip-content',
    enforce: 'pre',
    configResolved(config) {
      mapDir = join(config.root, '.cache/route-maps');
    },
    async load(id) {
      const trip = TRIP.exec(id);
      const faq = FAQ.exec(id);
      if (!trip && !faq) return;
      const file = id.slice(0, id.indexOf('?'));
      const words = (code: string) => join(dirname(file), `${code}.yaml`);
      if (faq) {
        for (const code of ['en', 'hk']) this.addWatchFile(words(code));
        return `export default ${JSON.stringify(phrasedFields(await generalFaq(words, faq[1] as ContentLang, source), faq[1] as ContentLang))};`;
      }
      const [, tour = '', kind, lang] = trip as RegExpExecArray;
      this.addWatchFile(file);
      if (kind === 'summary')
        return `export default ${JSON.stringify(tripSummary(await readTripFacts(file, source), today))};`;
      for (const code of ['en', 'hk']) this.addWatchFile(words(`trip.${code}`));
      const { text, svg } = await tripText(file, lang as ContentLang, today, source);
      const mapFile = join(mapDir, `route-${tour}-${lang}.svg`);
      mkdirSync(mapDir, { recursive: true });
      writeFileSync(mapFile, svg.svg);
      return [
        `import src from ${JSON.stringify(`${mapFile}?url`)};`,
        `export default { ...${JSON.stringify(phrasedFields(text, lang as ContentLang))}, map: { src, width: ${svg.width}, height: ${svg.height} } };`,
      ].join('\n');
    },
  };
}
