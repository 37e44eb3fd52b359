import type { FactValues } from './registry.ts';
import { factInWords } from './words.ts';

/**
 * Facts in prose: `{deposit}` in a language file is replaced by the value of the entry's `deposit` fact, so a
 * figure is typed once (in the entry's facts) and never retyped in a sentence. The one token syntax of the
 * content and of the UI strings (react-intl's `{name}`); scripts/single-brace-tokens.mjs rewrites old `{{name}}`.
 */
const PLACEHOLDER = /\{([a-zA-Z]\w*)\}/g;

export class PlaceholderError extends Error {}

/** A value that opens a text, a list item or a sentence ("Seven nights’ accommodation") starts with a capital. */
const startsSentence = (before: string): boolean => /(?:^|[.!?]\s+|\n\s*(?:[-*]\s+)?)$/.test(before);
const capitalised = (value: string): string =>
  /^[a-z]+(?=[\s,;:.’]|$)/.test(value) ? value.charAt(0).toUpperCase() + value.slice(1) : value;

/**
 * `text` with every `{name}` filled from `values`; an unknown name fails naming the file and line, and what each
 * fact the file may use stands for (the editor's banner shows those words: scripts/cms/build-problem.ts).
 */
export function fillPlaceholders(text: string, values: FactValues, file: string, firstLine = 1): string {
  return text.replace(PLACEHOLDER, (whole, name: string, offset: number) => {
    const value = values[name];
    if (value !== undefined) return startsSentence(text.slice(0, offset)) ? capitalised(value) : value;
    const line = firstLine + text.slice(0, offset).split('\n').length - 1;
    const known = Object.keys(values).map((key) => `{${key}}: ${factInWords(key)}`);
    throw new PlaceholderError(
      `${file}:${line}: unknown fact ${whole} (this file may use ${known.join('; ') || 'no facts'})`,
    );
  });
}

/** `{name}` in a template filled from `values` (the terms' line for each tour). */
export function fillTemplate(template: string, values: FactValues): string {
  return template.replace(PLACEHOLDER, (whole, name: string) => values[name] ?? whole);
}

/** Values that leave `names` as tokens, for a template filled later (once per tour). */
export const keptTokens = (names: readonly string[]): FactValues =>
  Object.fromEntries(names.map((name) => [name, `{${name}}`]));
