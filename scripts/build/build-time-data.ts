import type { Plugin } from 'vite';
import { readImageCredits } from './image-credits.ts';
import { parsedStrings, phraseBreaks } from './messages.ts';
import { siteFactsShown } from './site-facts-shown.ts';

/** Names a further file a value was read from, so the dev server reloads when it changes. */
export type Watch = (file: string) => void;

/**
 * Imports whose id ends in one of these queries get, instead of the file, a module whose default export is the
 * value computed from it at build time, inlined as JSON: so the pages carry no parser (ICU, YAML) and every page
 * shows the very same words.
 */
const QUERIES: Record<string, (file: string, watch: Watch) => unknown> = {
  /** `locales/<lang>.json?messages`: the UI strings, parsed (scripts/build/messages.ts). */
  messages: parsedStrings,
  /** `locales/<lang>.json?phrases`: where the language's headings may break (scripts/build/messages.ts). */
  phrases: phraseBreaks,
  /** `site.json?shown`: the office hours and address as each language shows them (site-facts-shown.ts). */
  shown: (_file, watch) => siteFactsShown(watch),
  /** `image-credits.yaml?credits`: the picture records, checked (image-credits.ts). */
  credits: readImageCredits,
  /** `image-credits.yaml?captions`: only what a photo's caption shows (the whole record is for the credits list). */
  captions: (credits) => ({
    pictures: readImageCredits(credits).pictures.map(({ file, place, author, licence }) => ({
      file,
      place,
      author,
      licence,
    })),
  }),
};

export function buildTimeData(): Plugin {
  return {
    name: 'build-time-data',
    enforce: 'pre',
    async load(id) {
      const [file = '', query = ''] = id.split('?');
      const value = Object.hasOwn(QUERIES, query) ? QUERIES[query] : undefined;
      if (!value) return;
      this.addWatchFile(file);
      return `export default ${JSON.stringify(await value(file, (other) => this.addWatchFile(other)))};`;
    },
  };
}
