import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { isLang, LANGUAGES, type Lang } from '../../src/config/languages.ts';
import { isoToday } from '../../src/content/tours/departures.ts';
import type { DerivedEntry } from './collections.ts';
import { entryOf, languageFile, loadEntry, loadFacts, ownWordsFile } from './entries.ts';
import { checkFacts } from './facts/fact-check.ts';
import {
  COLLECTION_PREFIX,
  collectionModule,
  PART_PREFIX,
  partModule,
  TABLE_PREFIX,
  tableModule,
} from './generated-modules.ts';
import { FACTS_FILE } from './layout.ts';
import { refreshModuleDeclarations } from './module-declarations.ts';
import { isContentQuery, parseContentQuery } from './query.ts';
import { CONTENT_ROOT, type ContentSource, readSiteFacts, SITE_FACTS_FILE } from './read.ts';
import { TERM_TABLE_FILE } from './simplified.ts';
import { refreshTourSlugs } from './tour-slugs.ts';

/** `assets/<entry>-<lang>-<hash>.js` for an entry's chunk, `<name>-table-<lang>` for a table's, else `<name>`. */
export function contentChunkName({ facadeModuleId }: { facadeModuleId: string | null }): string {
  const id = facadeModuleId ?? '';
  const table = id.startsWith(`\0${TABLE_PREFIX}`) ? id.slice(TABLE_PREFIX.length + 1).split('/') : undefined;
  if (table) return `assets/${table[0]}-table-${table[1]}-[hash].js`;
  const { entry, lang, fields } = parseContentQuery(id);
  return isContentQuery(id) && lang
    ? `assets/${entry}-${lang}${fields ? '-meta' : ''}-[hash].js`
    : 'assets/[name]-[hash].js';
}

const pick = (entry: object, fields: string[]) =>
  Object.fromEntries(fields.map((field) => [field, (entry as Record<string, unknown>)[field]]));

const GENERATED = [COLLECTION_PREFIX, PART_PREFIX, TABLE_PREFIX];

const module = (value: unknown) => `export default ${JSON.stringify(value)};`;

/**
 * Content collections at build time. Code imports `virtual:content/<collection>` (generated-modules.ts), whose
 * imports use these: `<entry>/index.en.md?facts` the entry's facts;
 * `<entry>/index.en.md?entry=<lang>` the whole entry in that language (Markdown already rendered and sanitised,
 * Simplified Chinese derived), and `&fields=a,b` only those fields, so a listing does not download every entry's
 * text. A tour's departures before `today` (the build date) are left out, its dates written out and its route map
 * drawn. A bad entry fails the build naming file and field.
 */
export function contentCollections(source: ContentSource = {}, today = isoToday()): Plugin {
  let mapDir = '';
  let root = '';
  return {
    name: 'content-collections',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
      // The type check reads each collection's module from the registry: a new collection is declared here.
      refreshModuleDeclarations();
      // Tour pages' addresses come from their content: written before any module reads src/config/routes.ts.
      refreshTourSlugs();
      mapDir = join(config.root, '.cache/route-maps');
    },
    resolveId: (id) => (GENERATED.some((prefix) => id.startsWith(prefix)) ? `\0${id}` : undefined),
    // A new or removed entry folder changes the collection's module.
    configureServer(server) {
      const refresh = (file: string) => {
        if (!file.startsWith(CONTENT_ROOT) || !file.endsWith(FACTS_FILE)) return;
        for (const node of server.moduleGraph.idToModuleMap.values())
          if (GENERATED.some((prefix) => node.id?.startsWith(`\0${prefix}`))) server.moduleGraph.invalidateModule(node);
        server.ws.send({ type: 'full-reload' });
      };
      server.watcher.on('add', refresh).on('unlink', refresh);
    },
    // The build stops when prose states a tour fact differently from its field (as `npm run check:content` does).
    buildStart() {
      // The site's facts are read as plain JSON (src/content/site.ts): checked here, so a bad value fails the build.
      readSiteFacts(source);
      const problems = checkFacts(source);
      if (problems.length) this.error(`Facts stated differently from their fields:\n${problems.join('\n')}`);
    },
    load(id) {
      if (id.startsWith(`\0${COLLECTION_PREFIX}`)) return collectionModule(id.slice(COLLECTION_PREFIX.length + 1));
      if (id.startsWith(`\0${PART_PREFIX}`)) {
        const [name = '', part = ''] = id.slice(PART_PREFIX.length + 1).split('/');
        return partModule(name, part, root);
      }
      if (id.startsWith(`\0${TABLE_PREFIX}`)) {
        const [name = '', lang = ''] = id.slice(TABLE_PREFIX.length + 1).split('/');
        return tableModule(name, lang, root);
      }
      if (!isContentQuery(id)) return;
      const { file, lang, fields } = parseContentQuery(id);
      this.addWatchFile(file);
      const { collection, id: entryId, dir } = entryOf(file);
      if (lang === undefined) {
        const facts = loadFacts(file, source);
        return module(collection.deriveFacts ? collection.deriveFacts(facts, today) : facts);
      }
      if (!isLang(lang)) throw new Error(`${id}: unknown language`);
      this.addWatchFile(languageFile(dir, lang));
      // The policy and the home page state the agency's facts (`{phone}`, `{officeHours}`).
      this.addWatchFile(SITE_FACTS_FILE);
      if (LANGUAGES[lang].convertedFrom) {
        this.addWatchFile(fileURLToPath(TERM_TABLE_FILE));
        if (!existsSync(ownWordsFile(dir, lang))) this.addWatchFile(ownWordsFile(dir, lang));
      }
      const entry = loadEntry(file, lang, source);
      if (fields) return module(pick(entry, fields));
      if (!collection.deriveEntry) return module(entry);
      return derivedModule(collection.deriveEntry(entry, lang, today), entryId, lang);
    },
  };

  /** An entry as the build derives it; its pictures (a tour's route maps) written out as SVG files it imports. */
  function derivedModule({ entry, maps }: DerivedEntry, id: string, lang: Lang) {
    if (!maps) return module(entry);
    mkdirSync(mapDir, { recursive: true });
    const { wide, phone } = maps;
    const files = { wide: `route-${id}-${lang}.svg`, phone: `route-${id}-${lang}-phone.svg` };
    for (const size of ['wide', 'phone'] as const) writeFileSync(join(mapDir, files[size]), maps[size].svg);
    return [
      `import wide from ${JSON.stringify(`${join(mapDir, files.wide)}?url`)};`,
      `import phone from ${JSON.stringify(`${join(mapDir, files.phone)}?url`)};`,
      `export default { ...${JSON.stringify(entry)}, map: {`,
      `  wide: { src: wide, width: ${wide.width}, height: ${wide.height} },`,
      `  phone: { src: phone, width: ${phone.width}, height: ${phone.height} },`,
      '} };',
    ].join('\n');
  }
}
