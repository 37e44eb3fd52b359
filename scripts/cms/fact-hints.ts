import { allFactsFiles, entryOf, factNamesOf } from '../content/entries.ts';
import { factInWords } from '../content/facts/words.ts';
import type { DecapField } from './fields.ts';

/** Every fact the texts of one collection may hold in braces, as the build fills them (union over its entries). */
function factNamesIn(collection: string): string[] {
  const files = allFactsFiles().filter((file) => entryOf(file).name === collection);
  return [...new Set(files.flatMap((file) => factNamesOf(file)))];
}

/** What labels.ts puts in a hint where a text may hold facts in braces; replaced by the collection's own list. */
export const FACTS_MARK = '{facts}';

/** "Words in braces are filled in …: {phone} becomes the office phone number, …" for one collection. */
export function factHint(collection: string): string {
  const names = factNamesIn(collection);
  const each = names.map((name) => `{${name}} becomes ${factInWords(name)}`).join('; ');
  const rule = 'Words in braces are filled in from the facts when the page is made; keep them exactly as they are.';
  return names.length ? `${rule} ${each}.` : rule;
}

/** `fields` with every hint's FACTS_MARK replaced by what braces mean in `collection`. */
export function withFactHints(fields: DecapField[], collection: string): DecapField[] {
  return fields.map((field) => ({
    ...field,
    ...(field.hint?.includes(FACTS_MARK) ? { hint: field.hint.replace(FACTS_MARK, factHint(collection)) } : {}),
    ...(field.fields ? { fields: withFactHints(field.fields, collection) } : {}),
    ...(field.field ? { field: withFactHints([field.field], collection)[0] } : {}),
  }));
}
