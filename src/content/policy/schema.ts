import * as v from 'valibot';
import { formatDate } from '../../config/formats.ts';
import { isoDate, lang, markdownBody, text } from '../fields.ts';

export const policyFactsSchema = v.object({ id: v.string(), lastUpdated: isoDate });

const policyWords = v.object({ title: text, intro: text, footerNote: text });

/** The privacy policy: seven `## ` sections, sanitised at build time with the policy allow-list (src/shared/allow-lists.ts). */
export const policySchema = v.pipe(
  v.object({ lang, facts: policyFactsSchema, words: policyWords, body: markdownBody }),
  v.forward(
    v.check(({ body }) => body.sections.length === 7, 'needs the seven "## " sections of the policy'),
    ['body', 'sections'],
  ),
  v.transform(({ lang: language, facts, words, body }) => ({
    ...words,
    lastUpdated: formatDate(facts.lastUpdated, language),
    sections: body.sections.map(({ title, html }) => ({ title, html })),
  })),
);

export type PrivacyPolicy = v.InferOutput<typeof policySchema>;
