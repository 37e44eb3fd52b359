import * as v from 'valibot';
import { documentSections, hasSections, image, lang, markdownBody, NEEDS_SECTIONS, text } from '../fields.ts';

const count = (what: string) =>
  v.pipe(v.number(`must be a number of ${what}`), v.integer('must be a whole number'), v.minValue(1));

/** churches/index.en.md front matter: the group terms, each a number the page's prose states with a placeholder. */
export const churchGroupFactsSchema = v.pipe(
  v.object({
    id: v.string(),
    /** The picture at the top of the page: a place on the tours. */
    hero: image,
    /** How far ahead a leader starts: the timeline's first step. */
    planningMonths: count('months'),
    minGroupSize: count('travellers'),
    /** The leader's place: one for every so many paying travellers, reduced by this share (100 = free). */
    leaderPlace: v.object({
      perPaying: count('paying travellers'),
      discountPercent: v.pipe(v.number('must be a number'), v.integer(), v.minValue(1), v.maxValue(100)),
    }),
    depositDueDays: count('days'),
    namesDueDays: count('days'),
  }),
  v.check(
    ({ depositDueDays, namesDueDays }) => depositDueDays >= namesDueDays,
    'depositDueDays: deposits are due before (or with) the names, so they must be as many days or more',
  ),
);

/** `heroSubtitle`: the one-line promise under the title. */
const churchGroupWords = v.object({
  title: text,
  heroSubtitle: text,
  intro: text,
  enquiryTitle: text,
  enquiryIntro: text,
});

/**
 * "Lead a group from your church": one `## ` section per topic (how it works, the timeline, what we provide); the
 * group terms are shown from the facts.
 */
export const churchGroupSchema = v.pipe(
  v.object({ lang, facts: churchGroupFactsSchema, words: churchGroupWords, body: markdownBody }),
  v.forward(v.check(({ body }) => hasSections(body), NEEDS_SECTIONS), ['body', 'sections']),
  v.transform(({ facts, words, body }) => ({
    ...words,
    facts,
    sections: documentSections(body),
  })),
);

export type ChurchGroupFacts = v.InferOutput<typeof churchGroupFactsSchema>;
export type ChurchGroupPage = v.InferOutput<typeof churchGroupSchema>;
