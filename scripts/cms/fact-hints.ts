import { factInWords } from './fact-words.mjs';
import type { DecapField } from './fields.ts';

/** The facts every text may hold (scripts/content/fact-values.ts, siteValues). */
const AGENCY = ['phone', 'whatsapp', 'email', 'address', 'officeHours', 'insuranceSentence', 'insuranceNote'];
const TERMS = [
  'passportMonths',
  'depositOnlyFrom',
  'halfFrom',
  'halfTo',
  'threeQuartersFrom',
  'threeQuartersTo',
  'fullTo',
  'levyPercent',
];
const TOUR = [
  'deposit',
  'balanceDueDays',
  'groupMin',
  'groupMax',
  'days',
  'nights',
  'flights',
  'domesticFlights',
  'demandLevel',
  'mountainVisit',
  ...TERMS,
];
const CHURCH = ['planningMonths', 'minGroupSize', 'leaderPerPaying', 'leaderPlace', 'depositDueDays', 'namesDueDays'];

/** The facts each collection's texts may hold, beyond the agency's (scripts/content/collections.ts). */
const OWN_FACTS: Record<string, string[]> = {
  tours: TOUR,
  terms: [...TERMS, 'tourFigures', 'tour', 'deposit', 'balanceDueDays'],
  churches: CHURCH,
};

/** What labels.ts puts in a hint where a text may hold facts in braces; replaced by the collection's own list. */
export const FACTS_MARK = '{facts}';

/** "Words in braces are filled in …: {phone} becomes the office phone number, …" for one collection. */
export function factHint(collection: string): string {
  const names = [...(OWN_FACTS[collection] ?? []), ...AGENCY];
  const each = names.map((name) => `{${name}} becomes ${factInWords(name)}`).join('; ');
  return `Words in braces are filled in from the facts when the page is made; keep them exactly as they are. ${each}.`;
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
