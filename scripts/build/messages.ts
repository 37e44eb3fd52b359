import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Lang } from '../../src/config/languages.ts';
import type { ShippedBreaks } from '../../src/config/phrase-breaks.ts';
import { allFactsFiles, loadEntry } from '../content/entries.ts';
import { type ContentSource, LOCALES_ROOT } from '../content/read.ts';
import { headingTexts, shippedBreaks } from './phrases.ts';

type Strings = Record<string, string>;
type ParsedStrings = ReturnType<typeof parsedStrings>;

/**
 * A language's UI strings, parsed (ICU AST) by the compile (generated/messages/<lang>.json), so the browser never
 * needs the message parser: the client build swaps it for formatjs's parser-free build.
 */
export const parsedStrings = (lang: Lang) => {
  const strings = JSON.parse(readFileSync(join(LOCALES_ROOT, `${lang}.json`), 'utf8')) as Strings;
  return Object.fromEntries(Object.entries(strings).map(([key, text]) => [key, parse(text)]));
};

/**
 * Where a language's headings may break, for every UI string and every heading-like content field
 * (scripts/build/phrases.ts), loaded with the messages (generated/phrases/<lang>.json).
 */
export function phraseBreaks(lang: Lang, strings: ParsedStrings, source: ContentSource = {}): ShippedBreaks {
  const headings = allFactsFiles().flatMap((facts) => headingTexts(loadEntry(facts, lang, source)));
  return shippedBreaks(strings, headings, lang);
}

/** For the client build only: tests and the prerender may still format plain strings. */
export const withoutMessageParser = {
  '@formatjs/icu-messageformat-parser': '@formatjs/icu-messageformat-parser/no-parser.js',
};
