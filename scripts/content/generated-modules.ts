import { relative } from 'node:path';
import { LANGS, type Lang } from '../../src/config/languages.ts';
import { isCollectionName } from './collections.ts';
import { allFactsFiles } from './entries.ts';
import { CONTENT_ROOT } from './read.ts';
import { TABLES } from './tables.ts';

/** `virtual:content/<name>`: a collection's facts, its entries' loaders per language and its table. */
export const COLLECTION_PREFIX = 'virtual:content/';
/** `virtual:content-table/<name>/<lang>`: a table's chunk in one language. */
export const TABLE_PREFIX = 'virtual:content-table/';

/**
 * A collection's entries: id (the folder; '' for a collection of one entry such as home) and the facts file as
 * imported from the project's root (`/src/content/tours/sinai-adventure/index.en.md`).
 */
export function collectionEntries(name: string, root: string): { id: string; file: string }[] {
  return allFactsFiles()
    .map((file) => ({ parts: relative(CONTENT_ROOT, file).split('/'), file }))
    .filter(({ parts }) => parts[0] === name)
    .map(({ parts, file }) => ({ id: parts.length === 3 ? (parts[1] ?? '') : '', file: `/${relative(root, file)}` }));
}

const literal = (value: unknown) => JSON.stringify(value);
const perLang = (value: (lang: Lang) => string) => `{ ${LANGS.map((lang) => `${lang}: ${value(lang)}`).join(', ')} }`;

/** `virtual:content-part/<name>/<part>`: facts, entries or table, each its own module (see collectionModule). */
export const PART_PREFIX = 'virtual:content-part/';
const PARTS = ['facts', 'entries', 'table'] as const;

/**
 * The module of `virtual:content/<name>`: its facts, entries and table re-exported from a module each, so a
 * chunk that reads the facts (the router) never takes in the entries' loaders (the blog page's).
 */
export function collectionModule(name: string): string {
  const parts = PARTS.filter((part) => part !== 'table' || TABLES[name]);
  return parts.map((part) => `export { ${part} } from ${literal(`${PART_PREFIX}${name}/${part}`)};`).join('\n');
}

/**
 * A part of `virtual:content/<name>`. `facts`: every entry's facts by id. `entries`: per language, each entry's
 * words as a chunk of its own, loaded on demand (`<file>?entry=<lang>`, content-plugin.ts). `table`: per
 * language, the chunk of what listings need of every entry.
 */
export function partModule(name: string, part: string, root: string): string {
  const entries = isCollectionName(name) ? collectionEntries(name, root) : [];
  if (part === 'facts') {
    const imports = entries.map(({ file }, index) => `import facts${index} from ${literal(`${file}?facts`)};`);
    const values = entries.map(({ id }, index) => `${literal(id)}: facts${index}`);
    return [...imports, `export const facts = { ${values.join(', ')} };`].join('\n');
  }
  if (part === 'entries') {
    const loaders = (lang: Lang) =>
      `{ ${entries.map(({ id, file }) => `${literal(id)}: () => import(${literal(`${file}?entry=${lang}`)})`).join(', ')} }`;
    return `export const entries = ${perLang(loaders)};`;
  }
  return `export const table = ${perLang((lang) => `() => import(${literal(`${TABLE_PREFIX}${name}/${lang}`)})`)};`;
}

/** The module of `virtual:content-table/<name>/<lang>`: every entry of each part (only the fields it names). */
export function tableModule(name: string, lang: string, root: string): string {
  const parts = Object.entries(TABLES[name] ?? {});
  if (!parts.length) throw new Error(`${TABLE_PREFIX}${name}: no such table (scripts/content/tables.ts)`);
  const imports: string[] = [];
  const body = parts.map(([part, { collection, fields }]) => {
    const query = `?entry=${lang}${fields ? `&fields=${fields.join(',')}` : ''}`;
    const values = collectionEntries(collection, root).map(({ id, file }) => {
      imports.push(`import entry${imports.length} from ${literal(`${file}${query}`)};`);
      return `${literal(id)}: entry${imports.length - 1}`;
    });
    return `${literal(part)}: { ${values.join(', ')} }`;
  });
  return [...imports, `export default { ${body.join(', ')} };`].join('\n');
}
