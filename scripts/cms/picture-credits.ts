import * as v from 'valibot';
import { creditSchema, imageCreditsSchema } from '../../src/content/image-credits-schema.ts';
import { type DecapField, fieldsOf } from './fields.ts';

type Labelled = Parameters<typeof v.getTitle>[0];

/** A picture record's field with the label and hint its schema gives (src/content/image-credits-schema.ts). */
function labelled(field: DecapField): DecapField {
  const schema = creditSchema.entries[field.name as keyof typeof creditSchema.entries] as Labelled | undefined;
  const label = schema && v.getTitle(schema);
  const hint = schema && v.getDescription(schema);
  return { ...field, ...(label ? { label } : {}), ...(hint ? { hint } : {}) };
}

/** The editor's list of photos and where each comes from (src/content/image-credits.yaml). */
export function pictureCreditsFile() {
  const fields = fieldsOf(imageCreditsSchema).map((list) => ({
    ...list,
    label: 'Photos',
    hint: 'One line per photo in the images folder: a photo without its line fails the build checks.',
    summary: '{{fields.file}} · {{fields.author}} · {{fields.licence}}',
    ...(list.fields ? { fields: list.fields.map(labelled) } : {}),
  }));
  return { name: 'credits', label: 'Where each photo comes from', file: 'src/content/image-credits.yaml', fields };
}
