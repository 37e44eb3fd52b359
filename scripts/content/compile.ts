import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGS, type Lang } from '../../src/config/languages.ts';
import { isoToday } from '../../src/content/tours/departures.ts';
import { COLLECTION_NAMES, COLLECTIONS, type CollectionName, type DerivedEntry } from './collections.ts';
import { allFactsFiles, loadEntry, loadFacts } from './entries.ts';
import { checkFacts } from './facts/fact-check.ts';
import {
  entriesModule,
  entryPath,
  factsModule,
  indexModule,
  mappedEntryModule,
  tableModule,
  tourSlugsModule,
} from './generated-modules.ts';
import { CONTENT_ROOT, ContentError, type ContentSource, readSiteFacts } from './read.ts';
import { siteDataFiles } from './site-data.ts';
import { TABLES } from './tables.ts';
import { readTourSlugs } from './tour-slugs.ts';

/** Where the compiled content is written: git-ignored, rewritten by every compile. */
export const GENERATED_ROOT = fileURLToPath(new URL('../../generated/', import.meta.url));

/** Every file of the compiled content, by its path under the output folder. */
type Files = Map<string, string>;

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

const pick = (entry: object, fields: readonly string[]) =>
  Object.fromEntries(fields.map((field) => [field, (entry as Record<string, unknown>)[field]]));

/** A collection's entries: id (the folder; '' for a collection of one entry) and facts file. */
const entriesOf = (name: string) =>
  allFactsFiles()
    .map((file) => ({ parts: relative(CONTENT_ROOT, file).split('/'), file }))
    .filter(({ parts }) => parts[0] === name)
    .map(({ parts, file }) => ({ id: parts.length === 3 ? (parts[1] ?? '') : '', file }));

/** A tour's route maps, as SVG files beside its words and a module that gives the page both (`<lang>.ts`). */
function addMaps(files: Files, path: string, id: string, lang: Lang, maps: NonNullable<DerivedEntry['maps']>) {
  const named = { wide: `route-${id}-${lang}.svg`, phone: `route-${id}-${lang}-phone.svg` };
  for (const size of ['wide', 'phone'] as const) files.set(`${dirname(path)}/${named[size]}`, maps[size].svg);
  const pictures = {
    wide: { file: named.wide, width: maps.wide.width, height: maps.wide.height },
    phone: { file: named.phone, width: maps.phone.width, height: maps.phone.height },
  };
  files.set(`${path}.ts`, mappedEntryModule(lang, pictures));
}

function addCollection(files: Files, name: CollectionName, source: ContentSource, today: string) {
  const collection = COLLECTIONS[name];
  const entries = entriesOf(name);
  const facts = entries.map(({ id, file }) => {
    const own = loadFacts(file, source) as never;
    return [id, collection.deriveFacts ? collection.deriveFacts(own, today) : own];
  });
  files.set(`content/${name}/facts.json`, json(Object.fromEntries(facts)));
  files.set(`content/${name}/facts.ts`, factsModule(name));
  const modules = Object.fromEntries(LANGS.map((lang) => [lang, {}])) as Record<Lang, Record<string, string>>;
  for (const { id, file } of entries)
    for (const lang of LANGS) {
      const entry = loadEntry(file, lang, source);
      const path = `content/${name}/${entryPath(id, lang)}`;
      const derived = collection.deriveEntry?.(entry as never, lang, today) ?? { entry };
      files.set(`${path}.json`, json(derived.entry));
      if (derived.maps) addMaps(files, path, id, lang, derived.maps);
      modules[lang][id] = `./${entryPath(id, lang)}${derived.maps ? '.ts' : '.json'}`;
    }
  files.set(`content/${name}/entries.ts`, entriesModule(name, modules));
}

function addTable(files: Files, name: string, source: ContentSource) {
  const parts = TABLES[name] ?? {};
  for (const lang of LANGS) {
    const table = Object.entries(parts).map(([part, { collection, fields }]) => {
      const rows = entriesOf(collection).map(({ id, file }) => {
        const entry = loadEntry(file, lang, source);
        return [id, fields ? pick(entry, fields) : entry];
      });
      return [part, Object.fromEntries(rows)];
    });
    files.set(`content/${name}/table/${lang}.json`, json(Object.fromEntries(table)));
  }
  files.set(`content/${name}/table.ts`, tableModule(parts));
}

/** Every file of the compiled content; throws, naming file and field, when the content is refused. */
export function compiledFiles(source: ContentSource = {}, today = isoToday()): Files {
  // The site's facts are read as plain JSON (src/content/site.ts): checked here, so a bad value stops the compile.
  readSiteFacts(source);
  const problems = checkFacts(source);
  if (problems.length) throw new ContentError(`Facts stated differently from their fields:\n${problems.join('\n')}`);
  const files: Files = new Map([['tour-slugs.ts', tourSlugsModule(readTourSlugs())], ...siteDataFiles(source)]);
  for (const name of COLLECTION_NAMES) addCollection(files, name, source, today);
  for (const name of Object.keys(TABLES)) addTable(files, name, source);
  for (const name of new Set([...COLLECTION_NAMES, ...Object.keys(TABLES)])) {
    const isCollection = COLLECTION_NAMES.includes(name as CollectionName);
    const parts = [
      ...(isCollection ? (['facts', 'entries'] as const) : []),
      ...(TABLES[name] ? ['table' as const] : []),
    ];
    files.set(`content/${name}/index.ts`, indexModule(parts));
  }
  return files;
}

const filesUnder = (dir: string): string[] =>
  existsSync(dir)
    ? readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    : [];

/**
 * Reads, validates and fills every content entry and writes it into `outDir` (generated/) as plain modules and
 * JSON: only the files whose text changed are written, and files no entry makes any more are removed, so the dev
 * server reloads only what an edit touched. Returns the paths written.
 */
export function compileContent({
  outDir = GENERATED_ROOT,
  source = {},
  today = isoToday(),
}: {
  outDir?: string;
  source?: ContentSource;
  today?: string;
} = {}): string[] {
  const files = compiledFiles(source, today);
  for (const stale of filesUnder(outDir).filter((path) => !files.has(path))) rmSync(join(outDir, stale));
  const written: string[] = [];
  for (const [path, text] of files) {
    const file = join(outDir, path);
    if (existsSync(file) && readFileSync(file, 'utf8') === text) continue;
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
    written.push(path);
  }
  return written;
}
