import type { Lang } from '../config/languages';
import { loadThenRead } from './load-then-read';
import { parseContentQuery } from './query';

type Loaders = Record<string, () => Promise<unknown>>;

/** `./<id>/index.en.md` → `<id>`; a collection that is one entry (home, policy) has the id ''. */
const idOf = (path: string) => parseContentQuery(path).entry;

/**
 * A collection's entries per language, from `import.meta.glob('./*\/index.en.md', { query: '?entry=<lang>' })`
 * (scripts/content/content-plugin.ts): one chunk per entry and language, loaded on demand, then read
 * synchronously while rendering.
 */
export function lazyEntries<T>(globs: Record<Lang, Loaders>) {
  const loaders = (lang: Lang) => new Map(Object.entries(globs[lang]).map(([path, load]) => [idOf(path), load]));
  const entries = loadThenRead(
    async ({ id, lang }: { id: string; lang: Lang }) => {
      const load = loaders(lang).get(id);
      if (!load) throw new Error(`No content "${id}" in ${lang}`);
      return ((await load()) as { default: T }).default;
    },
    ({ id, lang }) => `Content "${id}" (${lang})`,
  );
  return {
    load: (id: string, lang: Lang): Promise<T> => entries.load({ id, lang }),
    get: (id: string, lang: Lang): T => entries.get({ id, lang }),
  };
}

/** A collection of one entry (home, policy, terms, the general questions): `load(lang)`, then `get(lang)`. */
export function singleEntry<T>(globs: Record<Lang, Loaders>) {
  const entry = lazyEntries<T>(globs);
  return { load: (lang: Lang) => entry.load('', lang), get: (lang: Lang) => entry.get('', lang) };
}

/**
 * Every entry's part of a collection per language as one chunk (`import.meta.glob(…, { eager: true })` in a
 * module per language): for what a page needs of all entries at once, in one request instead of one per entry.
 */
export function lazyTable<T>(tables: Record<Lang, () => Promise<{ default: Record<string, T> }>>) {
  const byLang = loadThenRead(
    async (lang: Lang) =>
      new Map(Object.entries((await tables[lang]()).default).map(([path, value]) => [idOf(path), value])),
    (lang) => `Content table (${lang})`,
  );
  return {
    async load(lang: Lang): Promise<void> {
      await byLang.load(lang);
    },
    get(id: string, lang: Lang): T {
      const value = byLang.get(lang).get(id);
      if (value === undefined) throw new Error(`No content "${id}" (${lang})`);
      return value;
    },
  };
}

/** The facts of every entry (`?facts`, eager), in their `order`. */
export function inOrder<T extends { order: number }>(facts: Record<string, T>): T[] {
  return Object.values(facts).sort((a, b) => a.order - b.order);
}
