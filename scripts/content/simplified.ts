import { readFileSync, statSync } from 'node:fs';
import * as OpenCC from 'opencc-js';
import * as v from 'valibot';
import { parse } from 'yaml';

/** The one file of mainland wording, applied after OpenCC (see docs/editing-content.md). */
export const TERM_TABLE_FILE = new URL('../../src/content/simplified-terms.yaml', import.meta.url);

const termTableSchema = v.array(v.tuple([v.pipe(v.string(), v.nonEmpty()), v.string()]));

/** [Hong Kong wording as OpenCC leaves it, mainland wording], in the order they are applied. */
export function mainlandTerms(): [string, string][] {
  const result = v.safeParse(termTableSchema, parse(readFileSync(TERM_TABLE_FILE, 'utf8')));
  if (!result.success) {
    const [issue] = result.issues;
    throw new Error(`src/content/simplified-terms.yaml: entry ${v.getDotPath(issue)}: ${issue.message}`);
  }
  return result.output;
}

// Hong Kong Traditional → mainland Simplified, with OpenCC's phrase tables (hkp → cn).
const convert = OpenCC.Converter({ from: 'hkp', to: 'cn' });

let cached: { mtime: number; terms: [string, string][] } | undefined;

function currentTerms(): [string, string][] {
  const mtime = statSync(TERM_TABLE_FILE).mtimeMs;
  if (cached?.mtime !== mtime) cached = { mtime, terms: mainlandTerms() };
  return cached.terms;
}

/** Simplified Chinese for mainland readers: characters by OpenCC, then the mainland term table. */
export function toSimplified(text: string, terms = currentTerms()): string {
  let result = convert(text);
  for (const [hongKong, mainland] of terms) result = result.replaceAll(hongKong, mainland);
  return result;
}
