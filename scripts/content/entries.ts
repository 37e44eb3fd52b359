import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGES, type Lang, SOURCE_LANG } from '../../src/config/languages.ts';
import {
  type AnyEntry,
  type AnyFacts,
  COLLECTION_NAMES,
  type Collection,
  type CollectionName,
  collectionNamed,
  type EntryOf,
  type FactsOf,
} from './collections.ts';
import { fillPlaceholders } from './facts/placeholders.ts';
import { tourFolders } from './facts/sources.ts';
import { type TourWords, typedValueProblems } from './facts/typed-values.ts';
import { FACTS_FILE, splitFrontMatter, wordsFileName } from './layout.ts';
import { LeftoverMarkdownError, markdownSections } from './markdown.ts';
import {
  CONTENT_ROOT,
  ContentError,
  type ContentSource,
  contentReader,
  dataOf,
  parseYaml,
  read,
  SITE_FACTS_FILE,
  shown,
  validate,
} from './read.ts';
import { TERM_TABLE_FILE, toSimplified } from './simplified.ts';

interface EntryPlace {
  collection: Collection;
  name: CollectionName;
  id: string;
  dir: string;
}

/** The collection and id of an entry from its folder or a file in it (`tours/<id>/index.en.md`, `policy/index.en.md`). */
function entryIn(dir: string, file: string): EntryPlace {
  const [name = '', id = name] = relative(CONTENT_ROOT, dir).split('/');
  const collection = collectionNamed(name);
  if (!collection) throw new ContentError(`${shown(file)}: not in a content collection`);
  return { collection, name: name as CollectionName, id, dir };
}

/** The collection and id of an entry from its facts file (index.en.md: scripts/content/layout.ts). */
export const entryOf = (factsFile: string): EntryPlace => entryIn(dirname(factsFile), factsFile);

/** An entry's facts file: `factsFileOf('blog/sinai')`. */
export const factsFileOf = (entry: string): string => join(CONTENT_ROOT, entry, FACTS_FILE);

/** An entry's own file in `lang` (index.cn.md: a converted language's rewrite, which may not exist). */
export const ownWordsFile = (dir: string, lang: Lang) => join(dir, wordsFileName(lang));

/** The language file an entry is read from: its own (a rewrite when the editors wrote one), else the one converted. */
export function languageFile(dir: string, lang: Lang): string {
  const own = ownWordsFile(dir, lang);
  const from = LANGUAGES[lang].convertedFrom;
  return from && !existsSync(own) ? ownWordsFile(dir, from) : own;
}

/** An entry's facts, validated by its collection's schema: `loadFacts(factsFileOf('tours/turkey-tour'))`. */
export function loadFacts(factsFile: string, source: ContentSource = {}): AnyFacts {
  const { collection, id } = entryOf(factsFile);
  const facts = { id, ...(dataOf(factsFile, source) as object) };
  return validate(collection.facts, facts, () => factsFile) as AnyFacts;
}

const built = new Map<string, AnyEntry>();

/** The files placeholders are filled from: an entry is built again when one of them changes. */
const factFiles = () => [
  SITE_FACTS_FILE,
  join(CONTENT_ROOT, 'terms', FACTS_FILE),
  ...tourFolders(CONTENT_ROOT).map((id) => join(CONTENT_ROOT, 'tours', id, FACTS_FILE)),
];

/** An entry in one language: its facts + its language file, Markdown rendered and sanitised, validated. */
export function loadEntry(factsFile: string, lang: Lang, source: ContentSource = {}): AnyEntry {
  // A listing imports a few fields of each entry: build each entry once until one of its files changes.
  const files = [factsFile, languageFile(dirname(factsFile), lang), fileURLToPath(TERM_TABLE_FILE), ...factFiles()];
  const key = [lang, source.overlay, ...files.map((file) => `${file}@${statSync(file).mtimeMs}`)].join('|');
  const entry = built.get(key) ?? buildEntry(factsFile, lang, source);
  built.set(key, entry);
  return entry;
}

/** A tour's name in a language, for other entries that list tours (the terms). */
/**
 * A tour's name as its page shows it, read from its words file alone: filling a tour's placeholders may name every
 * tour (`{mountainByTour}`), so reading whole entries here would go round in a circle.
 */
function tourName(id: string, lang: Lang, source: ContentSource): string {
  const file = languageFile(join(CONTENT_ROOT, 'tours', id), lang);
  const { name } = dataOf(file, source) as { name?: unknown };
  if (typeof name !== 'string') throw new ContentError(`${shown(file)}: name: must not be empty`);
  return LANGUAGES[lang].convertedFrom ? toSimplified(name) : name;
}

function renderBody(markdown: string, collection: Collection, file: string) {
  try {
    return markdownSections(markdown, collection.allow, collection.quotes);
  } catch (error) {
    if (error instanceof LeftoverMarkdownError) throw new ContentError(`${file}: ${error.message}`);
    throw error;
  }
}

/** Prose must refer to a value a field holds with its token, never type it (scripts/content/facts/typed-values.ts). */
function refuseTypedValues(raw: string, file: string, tour?: TourWords, articleTour?: TourWords): void {
  const problems = typedValueProblems(raw, file, tour, articleTour);
  if (problems.length > 0) throw new ContentError(`Content error\n${problems.join('\n')}`);
}

/** The tour an article ends with (its `tour`), as far as its prose must agree with it. */
function articleTour(facts: Record<string, unknown>, source: ContentSource): TourWords | undefined {
  const file = typeof facts.tour === 'string' ? join(CONTENT_ROOT, 'tours', facts.tour, FACTS_FILE) : '';
  return file && existsSync(file) ? (contentReader(source).frontMatter(file) as TourWords) : undefined;
}

/** What a collection's placeholders read to fill an entry's words in one language. */
function factContext(id: string, lang: Lang, facts: Record<string, unknown>, source: ContentSource) {
  return { id, lang, facts, reader: contentReader(source), tourName: (tour: string) => tourName(tour, lang, source) };
}

/** `value` with every string in it, however deep, passed through `fill`. */
function fillStrings(value: unknown, fill: (text: string) => string): unknown {
  if (typeof value === 'string') return fill(value);
  if (Array.isArray(value)) return value.map((item) => fillStrings(item, fill));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fillStrings(item, fill)]));
  return value;
}

function buildEntry(factsFile: string, lang: Lang, source: ContentSource): AnyEntry {
  const { collection, name, id, dir } = entryOf(factsFile);
  const file = languageFile(dir, lang);
  const simplify = (text: string) => (LANGUAGES[lang].convertedFrom ? toSimplified(text) : text);
  const raw = read(file, source);
  const { frontMatter, markdown } = splitFrontMatter(raw);
  const factsText = splitFrontMatter(read(factsFile, source)).frontMatter;
  const facts = dataOf(factsFile, source) as Record<string, unknown>;
  refuseTypedValues(raw, shown(file), name === 'tours' ? (facts as TourWords) : undefined, articleTour(facts, source));
  const context = factContext(id, lang, facts, source);
  const fill = (text: string, firstLine: number, words?: Record<string, unknown>) =>
    collection.placeholders
      ? fillPlaceholders(text, collection.placeholders(context, words), shown(file), firstLine)
      : text;
  // Parsed before its placeholders are filled: a value such as a tour's name ("Turkey: Paul …") must never be
  // read as YAML. A text's first line in the file is found for the errors' line numbers.
  const lineOf = (text: string) => {
    const at = frontMatter.indexOf(text.slice(0, 40));
    return at < 0 ? 2 : frontMatter.slice(0, at).split('\n').length + 1;
  };
  const words = fillStrings(dataOf(file, source) ?? {}, (text) => simplify(fill(text, lineOf(text)))) as Record<
    string,
    unknown
  >;
  const bodyLine = frontMatter ? frontMatter.split('\n').length + 3 : 1;
  const input = {
    lang,
    facts: { id, ...(parseYaml(simplify(factsText), factsFile) as object) },
    words,
    body: renderBody(simplify(fill(markdown, bodyLine, words)), collection, shown(file)),
  };
  const entry = validate(collection.entry, input, (root) => (root === 'facts' ? factsFile : file)) as AnyEntry;
  return sameReadingTime(entry, factsFile, lang, source);
}

/**
 * A Simplified article is the Traditional one rewritten for mainland readers: both give the Traditional text's
 * reading time, so the two Chinese pages never state two times for one article.
 */
function sameReadingTime(entry: AnyEntry, factsFile: string, lang: Lang, source: ContentSource): AnyEntry {
  const from = LANGUAGES[lang].convertedFrom;
  if (!from || !('readingMinutes' in entry)) return entry;
  const { readingMinutes } = loadEntry(factsFile, from, source) as { readingMinutes: number };
  return { ...entry, readingMinutes };
}

/**
 * The facts an entry's words may hold in braces (`{deposit}`), as its collection fills them: the editor's hints
 * name exactly these.
 */
export function factNamesOf(factsFile: string, source: ContentSource = {}): string[] {
  const { collection, id } = entryOf(factsFile);
  const lang = SOURCE_LANG;
  const facts = dataOf(factsFile, source) as Record<string, unknown>;
  const context = factContext(id, lang, facts, source);
  // A template the collection fills per tour (the terms' `tourFigure`) adds the value it is filled into.
  const withTemplates = collection.placeholders(context, { tourFigure: '' });
  return Object.keys({ ...collection.placeholders(context), ...withTemplates });
}

/** Every entry's facts file (its index.en.md), collection by collection. */
export function allFactsFiles(): string[] {
  return COLLECTION_NAMES.flatMap((name) => {
    const dir = join(CONTENT_ROOT, name);
    if (existsSync(join(dir, FACTS_FILE))) return [join(dir, FACTS_FILE)];
    return readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(join(dir, entry.name, FACTS_FILE)))
      .map((entry) => join(dir, entry.name, FACTS_FILE));
  });
}

/** Ids of a collection's entries (folder names), e.g. every blog article. */
export function entryIds(name: string): string[] {
  return allFactsFiles()
    .map((file) => relative(CONTENT_ROOT, file).split('/'))
    .filter((parts) => parts[0] === name && parts.length === 3)
    .map(([, id]) => id ?? '');
}

/** The blog article the blog page opens with (lowest `order`). */
export function firstPostId(): string {
  const posts = entryIds('blog').map((id) => readFacts(`blog/${id}`));
  return posts.sort((a, b) => a.order - b.order)[0]?.id ?? '';
}

/** A collection's entry by name (`home`) or folder (`blog/sinai`): typed by the collection's name. */
type EntryPath<N extends CollectionName> = N | `${N}/${string}`;

/** An entry as its schema gives it, read straight from src/content (tests, scripts): `readEntry('blog/sinai', 'en')`. */
export function readEntry<N extends CollectionName>(
  entry: EntryPath<N>,
  lang: Lang,
  source: ContentSource = {},
): EntryOf<N> {
  return loadEntry(factsFileOf(entry), lang, source) as EntryOf<N>;
}

/** An entry's facts, typed by its collection: `readFacts('tours/turkey-tour').deposit`. */
export function readFacts<N extends CollectionName>(entry: EntryPath<N>, source: ContentSource = {}): FactsOf<N> {
  return loadFacts(factsFileOf(entry), source) as FactsOf<N>;
}
