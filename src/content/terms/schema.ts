import * as v from 'valibot';
import { formatDate, isoDate, lang, markdownBody, text } from '../fields';

/** terms/facts.yaml: the date, and whether the agency has confirmed the drafted terms yet. */
export const termsFactsSchema = v.object({ id: v.string(), lastUpdated: isoDate, agencyConfirmed: v.boolean() });

const termsWords = v.object({ title: text, intro: text, footerNote: text });

/** The booking terms: one `## ` section per topic, sanitised with the policy allow-list at build time. */
export const termsSchema = v.pipe(
  v.object({ lang, facts: termsFactsSchema, words: termsWords, body: markdownBody }),
  v.forward(
    v.check(({ body }) => body.sections.length > 0, 'needs its "## " sections'),
    ['body', 'sections'],
  ),
  v.transform(({ lang: language, facts, words, body }) => ({
    ...words,
    lastUpdated: formatDate(facts.lastUpdated, language, { year: 'numeric', month: 'long' }),
    agencyConfirmed: facts.agencyConfirmed,
    sections: body.sections.map(({ title, html }) => ({ title, html })),
  })),
);

export type Terms = v.InferOutput<typeof termsSchema>;
