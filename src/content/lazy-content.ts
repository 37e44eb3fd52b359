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
