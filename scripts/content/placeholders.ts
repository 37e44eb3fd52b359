/**
 * Facts in prose: `{deposit}` in a language file is replaced by the value of the entry's `deposit` fact, so a
 * figure is typed once (in the entry's facts) and never retyped in a sentence. `{{name}}` is left alone
 * (a template the collection fills itself, e.g. the terms' line per tour).
 */
const PLACEHOLDER = /(?<!\{)\{([a-zA-Z]\w*)\}(?!\})/g;

export type FactValues = Record<string, string>;

export class PlaceholderError extends Error {}

/** `text` with every `{name}` filled from `values`; an unknown name fails naming the file and line. */
export function fillPlaceholders(text: string, values: FactValues, file: string, firstLine = 1): string {
  return text.replace(PLACEHOLDER, (whole, name: string, offset: number) => {
    const value = values[name];
    if (value !== undefined) return value;
    const line = firstLine + text.slice(0, offset).split('\n').length - 1;
    const known = Object.keys(values).map((key) => `{${key}}`);
    throw new PlaceholderError(
      `${file}:${line}: unknown fact ${whole} (this file may use ${known.join(', ') || 'no facts'})`,
    );
  });
}

/** `{{name}}` in a template filled from `values` (the terms' line for each tour). */
export function fillTemplate(template: string, values: FactValues): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);
}
