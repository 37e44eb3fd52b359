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
import { articleValues } from './article-values.ts';
import { churchGroupFacts, churchGroupValues } from './church-group-values.ts';
import {
  type FactReader,
  siteFacts,
  siteValues,
  termsFacts,
  termsValues,
  tourFactsOf,
  tourFolders,
  tourValues,
} from './fact-values.ts';
import { type FactValues, fillTemplate, keptTokens } from './placeholders.ts';
import { type AllowList, ARTICLE_ALLOW_LIST, POLICY_ALLOW_LIST } from './sanitize.ts';

/** What a collection's placeholders are filled from. */
export interface FactContext {
  id: string;
  lang: Lang;
  /** The entry's facts (index.en.md's front matter), parsed. */
  facts: Record<string, unknown>;
  reader: FactReader;
  /** A tour's name in `lang` (for the terms' line per tour). */
  tourName: (id: string) => string;
}

export interface Collection {
  /** The facts alone (index.en.md's front matter and the entry's id), for what every page may list. */
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
}

/** The agency's phone, WhatsApp, e-mail, address and hours (src/content/site.json): any prose may state them. */
const agencyFacts = ({ lang, reader }: FactContext) => siteValues(siteFacts(reader), lang);

const tourFacts = (context: FactContext) => {
  const facts = tourFactsOf(context.reader, context.id);
  return {
    ...agencyFacts(context),
    ...tourValues(facts, facts.days.length, termsFacts(context.reader), context.lang),
  };
};

/** The tokens of the terms' line per tour (`tourFigure`), filled once per tour. */
const TOUR_FIGURE_TOKENS = ['tour', 'deposit', 'balanceDueDays'] as const;

/** The terms state the general rules and list each tour's own deposit and balance with `{tourFigures}`. */
function termsFactValues(context: FactContext, words?: Record<string, unknown>): FactValues {
  const values = { ...agencyFacts(context), ...termsValues(termsFacts(context.reader)) };
  const template = words?.tourFigure;
  if (typeof template !== 'string') return { ...values, ...keptTokens(TOUR_FIGURE_TOKENS) };
  const lines = tourFolders(context.reader.root).map((id) => {
    const trip = tourFactsOf(context.reader, id);
    const figures = tourValues(trip, 0, termsFacts(context.reader), context.lang);
    return `- ${fillTemplate(template, { ...figures, tour: context.tourName(id) })}`;
  });
  return { ...values, tourFigures: lines.join('\n') };
}

/** The church-group page states its group terms (and the agency's contacts) with placeholders. */
const churchGroupFactValues = (context: FactContext): FactValues => ({
  ...agencyFacts(context),
  ...churchGroupValues(churchGroupFacts(context.reader), context.lang),
});

/**
 * Folders under src/content: tours, blog, hosts and awards hold one folder per entry; policy, terms, home and the
 * general tour questions are one entry. Every entry is laid out the same way (scripts/content/layout.ts).
 */
export const COLLECTIONS: Record<string, Collection> = {
  tours: {
    facts: tourFactsSchema,
    entry: tourSchema,
    allow: ARTICLE_ALLOW_LIST,
    quotes: true,
    placeholders: tourFacts,
  },
  blog: {
    facts: blogFactsSchema,
    entry: blogSchema,
    allow: ARTICLE_ALLOW_LIST,
    quotes: false,
    placeholders: articleValues,
  },
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
  churches: {
    facts: churchGroupFactsSchema,
    entry: churchGroupSchema,
    allow: POLICY_ALLOW_LIST,
    quotes: false,
    placeholders: churchGroupFactValues,
  },
  faq: { facts: faqFactsSchema, entry: faqSchema, allow: ARTICLE_ALLOW_LIST, quotes: false, placeholders: agencyFacts },
  home: {
    facts: homeFactsSchema,
    entry: homeSchema,
    allow: ARTICLE_ALLOW_LIST,
    quotes: false,
    placeholders: agencyFacts,
  },
  hosts: {
    facts: hostFactsSchema,
    entry: hostSchema,
    allow: ARTICLE_ALLOW_LIST,
    quotes: false,
    placeholders: agencyFacts,
  },
  awards: {
    facts: awardFactsSchema,
    entry: awardSchema,
    allow: ARTICLE_ALLOW_LIST,
    quotes: false,
    placeholders: agencyFacts,
  },
};
