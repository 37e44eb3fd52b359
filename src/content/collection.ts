import type { Lang } from '../config/languages';
import { loadThenRead } from './load-then-read';
import type { Loader, Tables } from './module-types';

/**
 * A collection's entries per language (`entries` of `virtual:content/<collection>`): one chunk per entry and
 * language, loaded on demand, then read synchronously while rendering.
 */
export function lazyEntries<T>(loaders: Record<Lang, Record<string, Loader<T>>>) {
  const entries = loadThenRead(
    async ({ id, lang }: { id: string; lang: Lang }) => {
      const load = loaders[lang][id];
      if (!load) throw new Error(`No content "${id}" in ${lang}`);
      return (await load()).default;
    },
    ({ id, lang }) => `Content "${id}" (${lang})`,
  );
  return {
    load: (id: string, lang: Lang): Promise<T> => entries.load({ id, lang }),
    get: (id: string, lang: Lang): T => entries.get({ id, lang }),
  };
}

/** A collection of one entry (home, policy, terms, the general questions): `load(lang)`, then `get(lang)`. */
export function singleEntry<T>(loaders: Record<Lang, Record<string, Loader<T>>>) {
  const entry = lazyEntries<T>(loaders);
  return { load: (lang: Lang) => entry.load('', lang), get: (lang: Lang) => entry.get('', lang) };
}

/**
 * A table of every entry per language (`table` of `virtual:content/<collection>`): for what a page needs of all
 * entries at once, in one request instead of one per entry. `part` picks the table's part (`cards`, `meta`).
 */
export function lazyTable<Part extends string, Row>(tables: Tables<Record<Part, Record<string, Row>>>, part: Part) {
  const byLang = loadThenRead(async (lang: Lang) => (await tables[lang]()).default, (lang) => `Content table (${lang})`);
  return {
    async load(lang: Lang): Promise<void> {
      await byLang.load(lang);
    },
    get(id: string, lang: Lang): Row {
      const value = byLang.get(lang)[part][id];
      if (value === undefined) throw new Error(`No content "${id}" (${lang})`);
      return value;
    },
  };
}

/** The facts of every entry, in their `order`. */
export function inOrder<T extends { order: number }>(facts: Record<string, T>): T[] {
  return Object.values(facts).sort((a, b) => a.order - b.order);
}

/** The facts of a collection of one entry (terms). */
export function theEntry<T>(facts: Record<string, T>, collection: string): T {
  const only = facts[''];
  if (only === undefined) throw new Error(`No src/content/${collection}/index.en.md`);
  return only;
}
