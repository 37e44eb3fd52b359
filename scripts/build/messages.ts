import { readFileSync } from 'node:fs';
import { basename, dirname } from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';
import { isLang, LANGUAGES } from '../../src/config/languages.ts';
import type { ShippedBreaks } from '../../src/shared/i18n/phrase-table.ts';
import { allFactsFiles, languageFile, loadEntry } from '../content/entries.ts';
import type { Watch } from './build-time-data.ts';
import { headingTexts, shippedBreaks } from './phrases.ts';

type Strings = Record<string, string>;

const readStrings = (file: string): Strings => JSON.parse(readFileSync(file, 'utf8')) as Strings;
/**
 * `locales/<lang>.json?messages` imports arrive already parsed (ICU AST), so the browser never needs the
 * message parser: the client build swaps it for formatjs's parser-free build.
 */
export const parsedStrings = (file: string) =>
  Object.fromEntries(Object.entries(readStrings(file)).map(([key, text]) => [key, parse(text)]));

/**
 * `locales/<lang>.json?phrases`: where the language's headings may break, for every UI string and every
 * heading-like content field (scripts/build/phrases.ts), loaded with the messages.
 */
export function phraseBreaks(file: string, watch: Watch): ShippedBreaks {
  const lang = basename(file, '.json');
  // A language of spaced words breaks headings at its spaces: it has no table.
  if (!isLang(lang) || LANGUAGES[lang].spacedWords) return { messages: [], headings: {} };
  const headings = allFactsFiles().flatMap((facts) => {
    watch(facts);
    watch(languageFile(dirname(facts), lang));
    return headingTexts(loadEntry(facts, lang));
  });
  return shippedBreaks(parsedStrings(file), headings, lang);
}

/** For the client build only: tests and the prerender may still format plain strings. */
export const withoutMessageParser = {
  '@formatjs/icu-messageformat-parser': '@formatjs/icu-messageformat-parser/no-parser.js',
};
