import type * as v from 'valibot';
import type { Lang } from '../../src/config/languages.ts';
import { awardFactsSchema, awardSchema } from '../../src/content/awards/schema.ts';
import { blogFactsSchema, blogSchema } from '../../src/content/blog/schema.ts';
import { churchGroupFactsSchema, churchGroupSchema } from '../../src/content/churches/schema.ts';
import { faqFactsSchema, faqSchema } from '../../src/content/faq/schema.ts';
import { homeFactsSchema, homeSchema } from '../../src/content/home/schema.ts';
import { hostFactsSchema, hostSchema } from '../../src/content/hosts/schema.ts';
import { policyFactsSchema, policySchema } from '../../src/content/policy/schema.ts';
import { termsFactsSchema, termsSchema } from '../../src/content/terms/schema.ts';
import { tourFactsSchema, tourSchema } from '../../src/content/tours/schema.ts';
import { deriveTour, deriveTourFacts } from './derive-tour.ts';
import type { FactValues } from './facts/registry.ts';
import {
  agencyValues,
  articleValues,
  churchPageValues,
  type FactContext,
  generalQuestionValues,
  termsPageValues,
  tourPageValues,
} from './facts/values.ts';
import { type AllowList, ARTICLE_ALLOW_LIST, POLICY_ALLOW_LIST } from './sanitize.ts';

/**
 * One content collection: its folder under src/content, its schemas, and how its prose is rendered and filled.
 * `npm run content:compile` writes it into generated/content/<folder>, typed as src/content/module-types.ts says.
 */
export interface Collection<
  Facts extends v.GenericSchema = v.GenericSchema,
  Entry extends v.GenericSchema = v.GenericSchema,
> {
  /** The facts alone (index.en.md's front matter and the entry's id), for what every page may list. */
  facts: Facts;
  /** { lang, facts, words, body } → the entry a page shows. */
  entry: Entry;
  allow: AllowList;
  /** Itinerary days end in a Bible verse quote, taken out of the day's HTML. */
  quotes: boolean;
  /**
   * The facts its prose may state through placeholders (`{deposit}`); `words` is the parsed front matter, given
   * when the body is filled (templates there may need it).
   */
  placeholders: (context: FactContext, words?: Record<string, unknown>) => FactValues;
  /** What the build adds to the facts every page reads (a tour's past departures left out). */
  deriveFacts?(facts: v.InferOutput<Facts>, today: string): unknown;
  /** What the build adds to an entry in one language (a tour's dates written out, its route map drawn). */
  deriveEntry?(entry: v.InferOutput<Entry>, lang: Lang, today: string): DerivedEntry;
}

/** An entry as the build derives it, with the pictures the page imports (a tour's route maps) when it has them. */
export interface DerivedEntry {
  entry: object;
  maps?: Record<'wide' | 'phone', { svg: string; width: number; height: number }>;
}

/** A collection, its schemas' types kept (so `loadEntry` returns what the schema gives). */
const collection = <F extends v.GenericSchema, E extends v.GenericSchema>(spec: Collection<F, E>) => spec;

/**
 * Folders under src/content: tours, blog, hosts and awards hold one folder per entry; policy, terms, home and the
 * general tour questions are one entry. Every entry is laid out the same way (scripts/content/layout.ts). Adding a
 * collection is an entry here and its schema file.
 */
export const COLLECTIONS = {
  tours: collection({
    facts: tourFactsSchema,
    entry: tourSchema,
    allow: ARTICLE_ALLOW_LIST,
    quotes: true,
    placeholders: tourPageValues,
    deriveFacts: deriveTourFacts,
    deriveEntry: deriveTour,
  }),
  blog: collection({
    facts: blogFactsSchema,
    entry: blogSchema,
    allow: ARTICLE_ALLOW_LIST,
    quotes: false,
    placeholders: articleValues,
  }),
  policy: collection({
    facts: policyFactsSchema,
    entry: policySchema,
    allow: POLICY_ALLOW_LIST,
    quotes: false,
    placeholders: agencyValues,
  }),
  terms: collection({
    facts: termsFactsSchema,
    entry: termsSchema,
    allow: POLICY_ALLOW_LIST,
    quotes: false,
    placeholders: termsPageValues,
  }),
  churches: collection({
    facts: churchGroupFactsSchema,
    entry: churchGroupSchema,
    allow: POLICY_ALLOW_LIST,
    quotes: false,
    placeholders: churchPageValues,
  }),
  faq: collection({
    facts: faqFactsSchema,
    entry: faqSchema,
    allow: ARTICLE_ALLOW_LIST,
    quotes: false,
    placeholders: generalQuestionValues,
  }),
  home: collection({
    facts: homeFactsSchema,
    entry: homeSchema,
    allow: ARTICLE_ALLOW_LIST,
    quotes: false,
    placeholders: agencyValues,
  }),
  hosts: collection({
    facts: hostFactsSchema,
    entry: hostSchema,
    allow: ARTICLE_ALLOW_LIST,
    quotes: false,
    placeholders: agencyValues,
  }),
  awards: collection({
    facts: awardFactsSchema,
    entry: awardSchema,
    allow: ARTICLE_ALLOW_LIST,
    quotes: false,
    placeholders: agencyValues,
  }),
};

export type CollectionName = keyof typeof COLLECTIONS;
/** An entry's facts as its schema gives them (before the build derives anything). */
export type FactsOf<N extends CollectionName> = v.InferOutput<(typeof COLLECTIONS)[N]['facts']>;
/** An entry in one language as its schema gives it (before the build derives anything). */
export type EntryOf<N extends CollectionName> = v.InferOutput<(typeof COLLECTIONS)[N]['entry']>;
export type AnyFacts = FactsOf<CollectionName>;
export type AnyEntry = EntryOf<CollectionName>;

export const isCollectionName = (name: string): name is CollectionName => Object.hasOwn(COLLECTIONS, name);

/** A collection by its folder's name, for code that handles every collection alike. */
export const collectionNamed = (name: string): Collection | undefined =>
  isCollectionName(name) ? COLLECTIONS[name] : undefined;

export const COLLECTION_NAMES = Object.keys(COLLECTIONS) as CollectionName[];
