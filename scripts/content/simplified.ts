import { statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as OpenCC from 'opencc-js';
import { termTableSchema } from '../../src/content/simplified-terms-schema.ts';
import { dataOf, validateFile } from './read.ts';

/** The one file of mainland wording, applied after OpenCC (see docs/editing-content.md). */
export const TERM_TABLE_FILE = new URL('../../src/content/simplified-terms.yaml', import.meta.url);

/** [Hong Kong wording as OpenCC leaves it, mainland wording], in the order they are applied. */
export function mainlandTerms(): [string, string][] {
  const file = fileURLToPath(TERM_TABLE_FILE);
  return validateFile(termTableSchema, dataOf(file), file).terms.map(({ hongKong, mainland }) => [hongKong, mainland]);
}

// Hong Kong Traditional → mainland Simplified, with OpenCC's phrase tables (hkp → cn).
const convert = OpenCC.Converter({ from: 'hkp', to: 'cn' });

let cached: { mtime: number; terms: [string, string][] } | undefined;

function currentTerms(): [string, string][] {
  const mtime = statSync(TERM_TABLE_FILE).mtimeMs;
  if (cached?.mtime !== mtime) cached = { mtime, terms: mainlandTerms() };
  return cached.terms;
}

/** A term replaced as a whole word, never inside a longer word the table keeps (`[士每拿, 士每拿]`). */
interface WordTable {
  keep: RegExp | undefined;
  trie: OpenCC.Trie;
}

const tables = new WeakMap<[string, string][], WordTable>();

const escapeRegExp = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function wordTable(terms: [string, string][]): WordTable {
  let table = tables.get(terms);
  if (table) return table;
  const kept = terms.filter(([from, to]) => from === to).map(([word]) => word);
  const trie = new OpenCC.Trie();
  for (const [from, to] of terms) if (from !== to) trie.addWord(from, to);
  const longestFirst = kept.sort((a, b) => b.length - a.length).map(escapeRegExp);
  table = { keep: kept.length ? new RegExp(`(${longestFirst.join('|')})`, 'u') : undefined, trie };
  tables.set(terms, table);
  return table;
}

/**
 * The mainland term table applied word by word: the words it keeps whole (names such as 士每拿 Smyrna) are set
 * aside first, then each position takes the longest term of the table that starts there (OpenCC's own
 * longest-match dictionary lookup), so 的士 (taxi) is never found across 的 + 士每拿.
 */
export function replaceTerms(text: string, terms: [string, string][]): string {
  if (terms.length === 0) return text;
  const { keep, trie } = wordTable(terms);
  const parts = keep ? text.split(keep) : [text];
  // split() with one capture group alternates: text, kept word, text, kept word, …
  return parts.map((part, index) => (index % 2 === 1 ? part : trie.convert(part))).join('');
}

/** Simplified Chinese for mainland readers: characters and phrases by OpenCC, then the mainland term table. */
export function toSimplified(text: string, terms = currentTerms()): string {
  return replaceTerms(convert(text), terms);
}
