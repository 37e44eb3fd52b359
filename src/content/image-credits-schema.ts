import * as v from 'valibot';
import { perLang } from '../config/languages.ts';
import { LICENCE_URLS, type Licence } from './licences.ts';

export { LICENCE_URLS, type Licence, needsAttribution } from './licences.ts';

// Each field's `v.title` and `v.description` are the label and hint the editor shows.
const text = v.pipe(v.string('must be text'), v.trim(), v.nonEmpty('must not be empty'));
const address = v.pipe(v.string(), v.url('must be a web address'));
const labelled = <T extends v.GenericSchema>(schema: T, label: string, hint: string) =>
  v.pipe(schema, v.title(label), v.description(hint));

export const creditSchema = v.object({
  file: labelled(
    v.pipe(text, v.regex(/^[a-z0-9-]+\.(jpe?g|png|webp)$/, 'must be a photo file name, e.g. ephesus.jpg')),
    'Picture file',
    'The photo in the images folder, e.g. ephesus.jpg: it replaces the drawing of the same name',
  ),
  place: labelled(
    v.object(perLang(() => text)),
    'What it shows',
    'The caption, in each language: the real place it shows, never somewhere else',
  ),
  author: labelled(text, 'Author', 'As the source names the photographer or artist'),
  date: labelled(text, 'Date', 'When it was taken or published, as the source gives it ("unknown" if it does not)'),
  source: labelled(address, 'Source page', 'The page the picture was taken from'),
  foundIn: v.optional(labelled(address, 'Found in', 'Where its record was found, if not at the source')),
  licence: labelled(
    v.picklist(Object.keys(LICENCE_URLS) as Licence[], 'must be one of the licences the site may use'),
    'Licence',
    'CC BY and CC BY-SA pictures show the author and licence in their caption',
  ),
  changes: labelled(
    v.object({
      cropped: v.boolean(),
      width: v.pipe(v.number(), v.integer(), v.minValue(0)),
    }),
    'Changes',
    'Whether it was cropped, and the width in pixels it was resized to (0: not resized)',
  ),
});
export type PictureCredit = v.InferOutput<typeof creditSchema>;
/** The part of a record a photo's caption shows. */
export type PhotoCaption = Pick<PictureCredit, 'file' | 'place' | 'author' | 'licence'>;

/** src/content/image-credits.yaml: one record per photo, each file once. */
export const imageCreditsSchema = v.object({
  pictures: v.pipe(
    v.array(creditSchema),
    v.check(
      (pictures) => new Set(pictures.map(({ file }) => file)).size === pictures.length,
      'must list each picture file once',
    ),
  ),
});
