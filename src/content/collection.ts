import type { Lang } from '../config/routes';

type Loaders = Record<string, () => Promise<unknown>>;

/** `./<id>/facts.yaml` → `<id>`; a collection that is one entry (home, policy) has the id ''. */
const idOf = (path: string) => /([^/]+)\/facts\.yaml$/.exec(path.replace(/^\.\//, ''))?.[1] ?? '';

/**
 * A collection's entries per language, from `import.meta.glob('./*\/facts.yaml', { query: '?entry=<lang>' })`
 * (scripts/content/content-plugin.ts): one chunk per entry and language, loaded on demand, then read
 * synchronously while rendering.
 */
export function lazyEntries<T>(globs: Record<Lang, Loaders>) {
  const loaded = new Map<string, T>();
  const loaders = (lang: Lang) => new Map(Object.entries(globs[lang]).map(([path, load]) => [idOf(path), load]));
  return {
    async load(id: string, lang: Lang): Promise<T> {
      const cached = loaded.get(`${lang}/${id}`);
      if (cached) return cached;
      const load = loaders(lang).get(id);
      if (!load) throw new Error(`No content "${id}" in ${lang}`);
      const value = ((await load()) as { default: T }).default;
      loaded.set(`${lang}/${id}`, value);
      return value;
    },
    get(id: string, lang: Lang): T {
      const value = loaded.get(`${lang}/${id}`);
      if (value === undefined) throw new Error(`Content "${id}" (${lang}) read before it was loaded`);
      return value;
    },
  };
}

/**
 * Every entry's part of a collection per language as one chunk (`import.meta.glob(…, { eager: true })` in a
 * module per language): for what a page needs of all entries at once, in one request instead of one per entry.
 */
export function lazyTable<T>(tables: Record<Lang, () => Promise<{ default: Record<string, T> }>>) {
  const loaded = new Map<Lang, Map<string, T>>();
  return {
    async load(lang: Lang): Promise<void> {
      if (loaded.has(lang)) return;
      const table = (await tables[lang]()).default;
      loaded.set(lang, new Map(Object.entries(table).map(([path, value]) => [idOf(path), value])));
    },
    get(id: string, lang: Lang): T {
      const value = loaded.get(lang)?.get(id);
      if (value === undefined) throw new Error(`Content "${id}" (${lang}) read before it was loaded`);
      return value;
    },
  };
}

/** The facts of every entry (`?facts`, eager), in their `order`. */
export function inOrder<T extends { order: number }>(facts: Record<string, T>): T[] {
  return Object.values(facts).sort((a, b) => a.order - b.order);
}
