import * as v from 'valibot';
import { formatMonth } from '../../config/formats';
import { isoDate, lang, markdownBody, text } from '../fields';

export const policyFactsSchema = v.object({ id: v.string(), lastUpdated: isoDate });

const policyWords = v.object({ title: text, intro: text, footerNote: text });

/** The privacy policy: seven `## ` sections, sanitised with the spec's allow-list at build time. */
export const policySchema = v.pipe(
  v.object({ lang, facts: policyFactsSchema, words: policyWords, body: markdownBody }),
  v.forward(
    v.check(({ body }) => body.sections.length === 7, 'needs the seven "## " sections of the policy'),
    ['body', 'sections'],
  ),
  v.transform(({ lang: language, facts, words, body }) => ({
    ...words,
    lastUpdated: formatMonth(facts.lastUpdated, language),
    sections: body.sections.map(({ title, html }) => ({ title, html })),
  })),
);

export type PrivacyPolicy = v.InferOutput<typeof policySchema>;
