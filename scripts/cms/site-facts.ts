import * as v from 'valibot';
import { siteFactsSchema } from '../../src/content/site-schema.ts';
import { type DecapField, fieldsOf } from './fields.ts';

interface Node {
  entries?: Record<string, Node>;
  pipe?: unknown[];
}

/** A date's example as its field shows dates: "e.g. 2026-10-31" → "e.g. 31/10/2026". */
const dayFirst = (hint: string) => hint.replace(/\b(\d{4})-(\d{2})-(\d{2})\b/g, '$3/$2/$1');

/** Each field with the label and hint its schema gives (`v.title`, `v.description` in src/content/site-schema.ts). */
function labelled(fields: DecapField[], entries: Record<string, Node>): DecapField[] {
  return fields.map((field) => {
    const schema = entries[field.name];
    if (!schema) return field;
    const label = v.getTitle(schema as Parameters<typeof v.getTitle>[0]);
    const hint = v.getDescription(schema as Parameters<typeof v.getDescription>[0]);
    return {
      ...field,
      ...(label ? { label } : {}),
      ...(hint ? { hint: field.widget === 'day-date' ? dayFirst(hint) : hint } : {}),
      ...(field.fields && schema.entries ? { fields: labelled(field.fields, schema.entries) } : {}),
    };
  });
}

/** The editor's one file of the agency's facts (src/content/site.json), every field in plain words. */
export const siteFactsFile = () => ({
  name: 'site',
  label: 'Phone, WhatsApp, e-mail, address, opening hours, reply time, licence, travel insurance',
  file: 'src/content/site.json',
  fields: labelled(fieldsOf(siteFactsSchema), (siteFactsSchema as unknown as Node).entries ?? {}),
});
