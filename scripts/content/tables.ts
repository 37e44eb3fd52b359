import { BLOG_META_FIELDS, TESTIMONY_FIELDS } from '../../src/content/blog/schema.ts';
import { TOUR_CARD_FIELDS } from '../../src/content/tours/schema.ts';
import type { CollectionName } from './collections.ts';

/** One collection's entries in a table: all their fields, or only `fields`. */
export interface TablePart {
  collection: CollectionName;
  fields?: readonly string[];
}

/**
 * What a page needs of every entry at once, one chunk per language (`table.ts` of generated/content/<name>): tour
 * cards, the blog's tabs, and the evidence behind the home page's claims (hosts, awards, testimonies).
 */
export const TABLES: Record<string, Record<string, TablePart>> = {
  tours: { cards: { collection: 'tours', fields: TOUR_CARD_FIELDS } },
  blog: { meta: { collection: 'blog', fields: BLOG_META_FIELDS } },
  trust: {
    hosts: { collection: 'hosts' },
    awards: { collection: 'awards' },
    testimonies: { collection: 'blog', fields: TESTIMONY_FIELDS },
  },
};
