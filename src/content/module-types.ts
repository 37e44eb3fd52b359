import type { Lang } from '../config/languages';

/** A chunk loaded on demand. */
export type Loader<T> = () => Promise<{ default: T }>;

/**
 * What `virtual:content/<collection>` exports (scripts/content/generated-modules.ts; declared in src/vite-env.d.ts):
 * every entry's facts by id, and per language every entry's loader. A collection of one entry has the id ''.
 */
export interface CollectionModule<Facts, Entry> {
  facts: Record<string, Facts>;
  entries: Record<Lang, Record<string, Loader<Entry>>>;
}

/** A collection's `table`: per language, one chunk of what listings need of every entry (scripts/content/tables.ts). */
export type Tables<Table> = Record<Lang, Loader<Table>>;
