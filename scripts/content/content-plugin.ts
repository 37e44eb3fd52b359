import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { isLang } from '../../src/config/routes.ts';
import { isContentQuery, parseContentQuery } from '../../src/content/query.ts';
import { buildTimeModule } from '../build/build-time-module.ts';
import { phrasedFields } from '../build/phrases.ts';
import {
  CONTENT_ROOT,
  type ContentSource,
  entryOf,
  languageFile,
  loadEntry,
  loadFacts,
  ownSimplifiedFile,
} from './entries.ts';
import { checkFacts } from './fact-check.ts';
import { TERM_TABLE_FILE } from './simplified.ts';
import { checkSiteFacts } from './site-facts.ts';

/** `assets/<entry>-<lang>[-fields]-<hash>.js` for a content chunk, `assets/<name>-<hash>.js` otherwise. */
export function contentChunkName({ facadeModuleId }: { facadeModuleId: string | null }): string {
  const id = facadeModuleId ?? '';
  const { entry, lang, fields } = parseContentQuery(id);
  return isContentQuery(id) && lang
    ? `assets/${entry}-${lang}${fields ? '-meta' : ''}-[hash].js`
    : 'assets/[name]-[hash].js';
}

const pick = (entry: Record<string, unknown>, fields: string[]) =>
  Object.fromEntries(fields.map((field) => [field, entry[field]]));

/**
 * Content collections at build time. `<entry>/facts.yaml?facts` imports the entry's facts;
 * `<entry>/facts.yaml?entry=<lang>` the whole entry in that language (Markdown already rendered and
 * sanitised, Simplified Chinese derived), and `&fields=a,b` only those fields, so a listing does not
 * download every entry's text. A bad entry fails the build naming file and field.
 */
export function contentCollections(source: ContentSource = {}): Plugin {
  const plugin = buildTimeModule('content-collections', /\?(?:facts|entry=[^?]*)$/, (factsFile, [query], watch) => {
    const { lang, fields } = parseContentQuery(`${factsFile}${query}`);
    if (lang === undefined) return loadFacts(factsFile, source);
    if (!isLang(lang)) throw new Error(`${factsFile}?entry=${lang}: unknown language`);
    const { dir } = entryOf(factsFile);
    watch(languageFile(dir, lang));
    // The policy and the home page state the agency's facts (`{phone}`, `{officeHours}`).
    watch(join(CONTENT_ROOT, 'site.json'));
    if (lang === 'cn') {
      watch(fileURLToPath(TERM_TABLE_FILE));
      if (!existsSync(ownSimplifiedFile(dir))) watch(ownSimplifiedFile(dir));
    }
    const entry = phrasedFields(loadEntry(factsFile, lang, source) as Record<string, unknown>, lang);
    return fields ? pick(entry, fields) : entry;
  });
  return {
    ...plugin,
    // The build stops when prose states a tour fact differently from its field (as `npm run check:content` does).
    buildStart() {
      // The site's facts are read as plain JSON (src/content/site.ts): checked here, so a bad value fails the build.
      checkSiteFacts();
      const problems = checkFacts(source);
      if (problems.length) this.error(`Facts stated differently from their fields:\n${problems.join('\n')}`);
    },
  };
}
