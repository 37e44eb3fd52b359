import type { Lang } from '../config/languages';
import type { Loader, Tables } from './module-types';

/**
 * A collection's entries per language (`entries` of generated/content/<collection>): one chunk per entry and
 * language, loaded by the route loader of the page that shows it.
 */
export function lazyEntries<T>(loaders: Record<Lang, Record<string, Loader<T>>>) {
  return {
    async load(id: string, lang: Lang): Promise<T> {
      const load = loaders[lang][id];
      if (!load) throw new Error(`No content "${id}" in ${lang}`);
      return (await load()).default;
    },
  };
}

/** A collection of one entry (home, policy, terms, the general questions): `load(lang)`. */
export function singleEntry<T>(loaders: Record<Lang, Record<string, Loader<T>>>) {
  const entry = lazyEntries<T>(loaders);
  return { load: (lang: Lang) => entry.load('', lang) };
}

/**
 * A table of every entry per language (`table` of generated/content/<collection>): for what a page needs of all
 * entries at once, in one request instead of one per entry. `part` picks the table's part (`cards`, `meta`).
 */
export function lazyTable<Part extends string, Row>(tables: Tables<Record<Part, Record<string, Row>>>, part: Part) {
  return {
    load: async (lang: Lang): Promise<Record<string, Row>> => (await tables[lang]()).default[part],
  };
}

/** One entry's row of a loaded table. */
export function rowOf<Row>(rows: Record<string, Row>, id: string): Row {
  const row = rows[id];
  if (row === undefined) throw new Error(`No content "${id}"`);
  return row;
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
