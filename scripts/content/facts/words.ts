import { FACTS, type FactName } from './registry.ts';

const isFactName = (name: string): name is FactName => Object.hasOwn(FACTS, name);

/**
 * `{deposit}` or `deposit` → "the tour’s deposit", as the office names it (FACTS); a name of the entry's own (an
 * article's quoted sum, `{parcel}`) is split into words: "the parcel".
 */
export function factInWords(token: string): string {
  const name = token.replace(/^\{|\}$/g, '');
  if (isFactName(name)) return FACTS[name].words;
  return `the ${name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .trim()}`;
}
