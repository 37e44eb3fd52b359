import * as v from 'valibot';

/** One mainland term: Hong Kong wording as OpenCC leaves it (Simplified characters) → the mainland wording. */
const term = v.object({
  hongKong: v.pipe(v.string('must be text'), v.nonEmpty('must not be empty')),
  /** The same word as `hongKong` keeps it whole: no term is replaced inside it (a name such as 士每拿). */
  mainland: v.string('must be text'),
  /** Why the term is there, or the group it belongs to. */
  note: v.optional(v.string('must be text')),
});

/**
 * src/content/simplified-terms.yaml: the mainland wording applied after OpenCC when the Simplified pages are
 * built (scripts/content/simplified.ts), in order; edited in the editor as any other content file.
 */
export const termTableSchema = v.object({ terms: v.array(term) });
export type TermTable = v.InferOutput<typeof termTableSchema>;
