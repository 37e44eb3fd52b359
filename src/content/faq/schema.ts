import * as v from 'valibot';
import { lang, markdownBody, text } from '../fields.ts';

/** faq/index.en.md: nothing is the same in every language but the entry itself. */
export const faqFactsSchema = v.object({ id: v.string() });

/** A general question may concern only some tours (e.g. the Saudi visa); it is then shown only on their pages. */
const generalQuestion = v.object({
  q: text,
  a: text,
  tours: v.optional(v.array(v.pipe(v.string(), v.regex(/^[a-z0-9-]+$/, 'must name a tour folder')))),
});

/** faq/index.<lang>.md front matter: the questions shown on every tour page they concern, after its own. */
export const faqSchema = v.pipe(
  v.object({
    lang,
    facts: faqFactsSchema,
    words: v.object({ faq: v.pipe(v.array(generalQuestion), v.minLength(1)) }),
    body: markdownBody,
  }),
  v.transform(({ words }) => words.faq),
);

export type GeneralQuestion = v.InferOutput<typeof generalQuestion>;
