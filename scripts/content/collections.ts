import type * as v from 'valibot';
import { blogFactsSchema, blogSchema } from '../../src/content/blog/schema.ts';
import { homeFactsSchema, homeSchema } from '../../src/content/home/schema.ts';
import { policyFactsSchema, policySchema } from '../../src/content/policy/schema.ts';
import { tourFactsSchema, tourSchema } from '../../src/content/tours/schema.ts';
import { type AllowList, ARTICLE_ALLOW_LIST, POLICY_ALLOW_LIST } from './sanitize.ts';

export interface Collection {
  /** facts.yaml alone (plus the entry's id), for what every page may list. */
  facts: v.GenericSchema;
  /** { lang, facts, words, body } → the entry a page shows. */
  entry: v.GenericSchema;
  allow: AllowList;
  /** Itinerary days end in a Bible verse quote, taken out of the day's HTML. */
  quotes: boolean;
}

/** Folders under src/content: tours and blog hold one folder per entry, policy and home are one entry. */
export const COLLECTIONS: Record<string, Collection> = {
  tours: { facts: tourFactsSchema, entry: tourSchema, allow: ARTICLE_ALLOW_LIST, quotes: true },
  blog: { facts: blogFactsSchema, entry: blogSchema, allow: ARTICLE_ALLOW_LIST, quotes: false },
  policy: { facts: policyFactsSchema, entry: policySchema, allow: POLICY_ALLOW_LIST, quotes: false },
  home: { facts: homeFactsSchema, entry: homeSchema, allow: ARTICLE_ALLOW_LIST, quotes: false },
};
