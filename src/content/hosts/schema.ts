import * as v from 'valibot';
import { lang, markdownBody, order, text } from '../fields.ts';

/**
 * hosts/<id>/index.en.md front matter (with the English words): one of the people who lead the tours or care for
 * the pilgrims.
 */
export const hostFactsSchema = v.object({
  id: v.string(),
  order,
  team: v.picklist(['leader', 'pastoral'], 'must be leader or pastoral'),
  /** The tours this person goes with; none listed means every tour. */
  tours: v.optional(v.array(v.pipe(v.string(), v.regex(/^[a-z0-9-]+$/, 'must name a tour folder')))),
  /**
   * Their portrait: the name of a photo in src/content/images (with its record in image-credits.yaml). Until it is
   * given, the page shows them as words alone and the launch check lists them.
   */
  photo: v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9-]+$/, 'must name a picture in the images folder'))),
  /** True while this is a sample person the agency has not replaced with its own team yet. */
  example: v.boolean('must be true or false'),
});

/** hosts/<id>/index.<lang>.md front matter. */
const hostWords = v.object({ name: text, role: text, bio: text });

export const hostSchema = v.pipe(
  v.object({ lang, facts: hostFactsSchema, words: hostWords, body: markdownBody }),
  v.transform(({ facts, words }) => ({ ...facts, ...words })),
);

export type Host = v.InferOutput<typeof hostSchema>;
