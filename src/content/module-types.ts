import type { Lang } from '../config/languages';

/**
 * A chunk loaded on demand: what `virtual:content/<collection>` exports per entry and language (declared in
 * src/content/collections.d.ts, written from the registry in scripts/content/collections.ts).
 */
export type Loader<T> = () => Promise<{ default: T }>;

/** A collection's `table`: per language, one chunk of what listings need of every entry (scripts/content/tables.ts). */
export type Tables<Table> = Record<Lang, Loader<Table>>;
