import * as v from 'valibot';
import { lang, markdownBody, text } from '../fields.ts';

/**
 * awards/<id>/index.en.md front matter (with the English words): a recognition the agency received, the evidence
 * behind the home page's award badge.
 */
export const awardFactsSchema = v.object({
  id: v.string(),
  year: v.pipe(v.number('must be a year'), v.integer('must be a year'), v.minValue(1990, 'must be a year')),
  /** Where a reader can check the award: the awarding body's page that names the agency. */
  url: v.pipe(
    v.string('must be a web address'),
    v.url('must be a web address such as https://www.example.org/awards/2024'),
    v.title('Web page of the award'),
    v.description('The awarding body’s page that names the agency: the site links the award to it'),
  ),
  /** True while this is a sample the agency has not replaced with its own award yet. */
  example: v.boolean('must be true or false'),
});

/** awards/<id>/index.<lang>.md front matter: the award's name and who gave it. */
const awardWords = v.object({ name: text, by: text });

export const awardSchema = v.pipe(
  v.object({ lang, facts: awardFactsSchema, words: awardWords, body: markdownBody }),
  v.transform(({ facts, words }) => ({ ...facts, ...words })),
);

export type Award = v.InferOutput<typeof awardSchema>;
