import type { Lang } from '../config/routes';

type Loader<T> = () => Promise<{ default: T }>;

/**
 * Per-language content loaded on demand (one chunk per language), then read synchronously
 * while rendering. `loaders` are keyed by language.
 */
export function lazyContent<T>(loaders: Record<Lang, Loader<T>>) {
  const loaded = new Map<Lang, T>();
  return {
    async load(lang: Lang): Promise<T> {
      const cached = loaded.get(lang);
      if (cached) return cached;
      const value = (await loaders[lang]()).default;
      loaded.set(lang, value);
      return value;
    },
    get(lang: Lang): T {
      const value = loaded.get(lang);
      if (value === undefined) throw new Error(`Content for "${lang}" read before it was loaded`);
      return value;
    },
  };
}

type Modules<T> = Record<string, () => Promise<{ default: T }>>;

/**
 * One lazyContent per id from an `import.meta.glob('./*\/*.ts')` of `<lang>/<id>.ts` files.
 * A missing file fails when it is loaded, naming it.
 */
export function lazyContentById<Id extends string, T>(ids: readonly Id[], modules: Modules<T>) {
  const loaderFor = (id: Id) => {
    const load = (lang: Lang) => () => {
      const module = modules[`./${lang}/${id}.ts`];
      if (!module) throw new Error(`Missing content ${lang}/${id}`);
      return module();
    };
    return lazyContent<T>({ en: load('en'), hk: load('hk'), cn: load('cn') });
  };
  return Object.fromEntries(ids.map((id) => [id, loaderFor(id)])) as Record<Id, ReturnType<typeof loaderFor>>;
}
