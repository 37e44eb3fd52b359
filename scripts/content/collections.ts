import type * as v from 'valibot';
import type { Lang } from '../../src/config/routes.ts';
import { awardFactsSchema, awardSchema } from '../../src/content/awards/schema.ts';
import { blogFactsSchema, blogSchema } from '../../src/content/blog/schema.ts';
import { homeFactsSchema, homeSchema } from '../../src/content/home/schema.ts';
import { hostFactsSchema, hostSchema } from '../../src/content/hosts/schema.ts';
import { policyFactsSchema, policySchema } from '../../src/content/policy/schema.ts';
import { termsFactsSchema, termsSchema } from '../../src/content/terms/schema.ts';
import { tourFactsSchema, tourSchema } from '../../src/content/tours/schema.ts';
import {
  type FactReader,
  siteFacts,
  siteValues,
  termsFacts,
  termsValues,
  tourValues,
  tripFacts,
  tripIds,
} from './fact-values.ts';
import type { Layout } from './layout.ts';
import { type FactValues, fillTemplate } from './placeholders.ts';
import { type AllowList, ARTICLE_ALLOW_LIST, POLICY_ALLOW_LIST } from './sanitize.ts';

/** What a collection's placeholders are filled from. */
export interface FactContext {
  id: string;
  lang: Lang;
  /** The entry's facts.yaml, parsed. */
  facts: Record<string, unknown>;
  reader: FactReader;
  /** A tour's name in `lang` (for the terms' line per tour). */
  tourName: (id: string) => string;
}

export interface Collection {
  /** facts.yaml alone (plus the entry's id), for what every page may list. */
  facts: v.GenericSchema;
  /** { lang, facts, words, body } → the entry a page shows. */
  entry: v.GenericSchema;
  allow: AllowList;
  /** Itinerary days end in a Bible verse quote, taken out of the day's HTML. */
  quotes: boolean;
  /**
   * The facts its prose may state through placeholders (`{deposit}`); `words` is the parsed front matter, given
   * when the body is filled (templates there may need it).
   */
  placeholders?: (context: FactContext, words?: Record<string, unknown>) => FactValues;
  /**
   * How an entry's files are laid out: `facts` (facts.yaml + en.md, hk.md, optional cn.md) or `index`, the
   * editor's own layout for entries it creates (index.en.md: the facts and the English words in its front
   * matter; index.hk.md; optional index.cn.md). See scripts/content/layout.ts.
   */
  layout?: Layout;
}

const tourFacts = ({ id, lang, facts, reader }: FactContext) =>
  tourValues(tripFacts(reader, id), Array.isArray(facts.days) ? facts.days.length : 0, termsFacts(reader), lang);

/** The agency's phone, WhatsApp, e-mail, address and hours (src/content/site.json): the policy, the home page. */
const agencyFacts = ({ lang, reader }: FactContext) => siteValues(siteFacts(reader), lang);

/** The terms state the general rules and list each tour's own deposit and balance with `{tourFigures}`. */
function termsFactValues(context: FactContext, words?: Record<string, unknown>): FactValues {
  const values = termsValues(termsFacts(context.reader));
  const template = words?.tourFigure;
  if (typeof template !== 'string') return values;
  const lines = tripIds(context.reader.root).map((id) => {
    const trip = tripFacts(context.reader, id);
    const figures = tourValues(trip, 0, termsFacts(context.reader), context.lang);
    return `- ${fillTemplate(template, { ...figures, tour: context.tourName(id) })}`;
  });
  return { ...values, tourFigures: lines.join('\n') };
}

/**
 * Folders under src/content: tours, blog, hosts and awards hold one folder per entry; policy, terms and home are one
 * entry. Blog posts, hosts and awards are in the editor's layout (it creates them), the rest in facts.yaml + <lang>.md.
 */
export const COLLECTIONS: Record<string, Collection> = {
  tours: {
    facts: tourFactsSchema,
    entry: tourSchema,
    allow: ARTICLE_ALLOW_LIST,
    quotes: true,
    placeholders: tourFacts,
  },
  blog: { facts: blogFactsSchema, entry: blogSchema, allow: ARTICLE_ALLOW_LIST, quotes: false, layout: 'index' },
  policy: {
    facts: policyFactsSchema,
    entry: policySchema,
    allow: POLICY_ALLOW_LIST,
    quotes: false,
    placeholders: agencyFacts,
  },
  terms: {
    facts: termsFactsSchema,
    entry: termsSchema,
    allow: POLICY_ALLOW_LIST,
    quotes: false,
    placeholders: termsFactValues,
  },
  home: {
    facts: homeFactsSchema,
    entry: homeSchema,
    allow: ARTICLE_ALLOW_LIST,
    quotes: false,
    placeholders: agencyFacts,
  },
  hosts: { facts: hostFactsSchema, entry: hostSchema, allow: ARTICLE_ALLOW_LIST, quotes: false, layout: 'index' },
  awards: { facts: awardFactsSchema, entry: awardSchema, allow: ARTICLE_ALLOW_LIST, quotes: false, layout: 'index' },
};
