import * as v from 'valibot';
import { formatDate } from '../../config/formats.ts';
import { documentSections, hasSections, isoDate, lang, markdownBody, NEEDS_SECTIONS, text } from '../fields.ts';

const days = v.pipe(v.number('must be a number of days'), v.integer('must be a whole number'), v.minValue(0));

/** terms/index.en.md front matter: the date, whether the agency has confirmed the drafted terms yet, and the general rules. */
export const termsFactsSchema = v.pipe(
  v.object({
    id: v.string(),
    lastUpdated: isoDate,
    agencyConfirmed: v.boolean(),
    passportValidityMonths: v.pipe(v.number('must be a number of months'), v.integer(), v.minValue(1)),
    cancellation: v.object({ depositOnlyFrom: days, halfFrom: days, threeQuartersFrom: days }),
    levyPercent: v.pipe(v.number('must be a number'), v.minValue(0)),
    /** The most of the fare paid the Travel Industry Compensation Fund refunds if the agent defaults (per cent). */
    compensationFundPercent: v.pipe(v.number('must be a number'), v.minValue(0), v.maxValue(100)),
  }),
  v.check(
    ({ cancellation: { depositOnlyFrom, halfFrom, threeQuartersFrom } }) =>
      depositOnlyFrom > halfFrom && halfFrom > threeQuartersFrom,
    'cancellation: depositOnlyFrom must be more days than halfFrom, and halfFrom more than threeQuartersFrom',
  ),
);

/** `tourFigure` is the line the terms show for each tour ({tour}, {deposit}, {balanceDueDays}). */
const termsWords = v.object({ title: text, intro: text, footerNote: text, tourFigure: text });

/** The booking terms: one `## ` section per topic, sanitised with the policy allow-list at build time. */
export const termsSchema = v.pipe(
  v.object({ lang, facts: termsFactsSchema, words: termsWords, body: markdownBody }),
  v.forward(v.check(({ body }) => hasSections(body), NEEDS_SECTIONS), ['body', 'sections']),
  v.transform(({ lang: language, facts, words, body }) => ({
    title: words.title,
    intro: words.intro,
    footerNote: words.footerNote,
    lastUpdated: formatDate(facts.lastUpdated, language),
    agencyConfirmed: facts.agencyConfirmed,
    sections: documentSections(body),
  })),
);

export type TermsFacts = v.InferOutput<typeof termsFactsSchema>;
export type Terms = v.InferOutput<typeof termsSchema>;
