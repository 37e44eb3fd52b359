import type { DecapField } from './fields.ts';
import { bilingualLabel } from './labels.ts';

/** Widgets the `both-languages` wrapper can draw (scripts/cms/widgets/both-languages.ts). */
const WRAPPED = ['string', 'text', 'markdown', 'page-address'];

/**
 * A field written once per language side by side (i18n): labelled in English and Chinese ("Title · 標題"), and,
 * when it is text, refused empty on every side, not only the English one Decap checks itself.
 */
export function translated(field: DecapField): DecapField {
  const labelled = { ...field, label: bilingualLabel(field.name, field.label), i18n: true };
  return WRAPPED.includes(field.widget) ? { ...labelled, widget: 'both-languages', base: field.widget } : labelled;
}
