import { readFileSync } from 'node:fs';
import { basename, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';
import { isLang, LANGUAGES } from '../../src/config/languages.ts';
import { allFactsFiles, languageFile, loadEntry } from '../content/entries.ts';
import { TERM_TABLE_FILE, toSimplified } from '../content/simplified.ts';
import { buildTimeModule } from './build-time-module.ts';
import { headingTexts, messageTexts, phraseTable } from './phrases.ts';

type Strings = Record<string, string>;

/** Simplified Chinese UI strings, derived from the Traditional ones (locales/hk.json) as the content is. */
export function simplifiedMessages(traditional: Strings): Strings {
  return Object.fromEntries(Object.entries(traditional).map(([id, text]) => [id, toSimplified(text)]));
}

const readStrings = (file: string, simplified: boolean, watch: (file: string) => void): Strings => {
  const strings = JSON.parse(readFileSync(file, 'utf8')) as Strings;
  if (!simplified) return strings;
  watch(fileURLToPath(TERM_TABLE_FILE));
  return simplifiedMessages(strings);
};

/**
 * `locales/xx.json?messages` imports arrive already parsed (ICU AST), so the browser never needs the
 * message parser: the client build swaps it for formatjs's parser-free build. `hk.json?messages=cn`
 * derives Simplified Chinese at build time.
 */
export function precompiledMessages(): Plugin {
  return buildTimeModule('precompiled-messages', /\?messages(=cn)?$/, (file, [, simplified], watch) => {
    const texts = readStrings(file, Boolean(simplified), watch);
    return Object.fromEntries(Object.entries(texts).map(([key, text]) => [key, parse(text)]));
  });
}

/**
 * `locales/<lang>.json?phrases` (`hk.json?phrases=cn` for Simplified Chinese from Traditional): where the language's headings may break, for every UI
 * string and every heading-like content field (scripts/build/phrases.ts), loaded with the messages.
 */
export function phraseBreakTables(): Plugin {
  return buildTimeModule('phrase-breaks', /\?phrases(=cn)?$/, (file, [, simplified], watch) => {
    const lang = simplified ? 'cn' : basename(file, '.json');
    // A language of spaced words breaks headings at its spaces: it has no table.
    if (!isLang(lang) || LANGUAGES[lang].spacedWords) return {};
    // The others are the Chinese ones BudouX reads (scripts/build/phrases.ts).
    const chinese = lang as Parameters<typeof phraseTable>[1];
    const messages = Object.values(readStrings(file, Boolean(simplified), watch)).flatMap((text) =>
      messageTexts(parse(text)),
    );
    const content = allFactsFiles().flatMap((facts) => {
      watch(facts);
      watch(languageFile(dirname(facts), chinese));
      return headingTexts(loadEntry(facts, chinese));
    });
    return phraseTable(new Set([...messages, ...content]), chinese);
  });
}

/** For the client build only: tests and the prerender may still format plain strings. */
export const withoutMessageParser = {
  '@formatjs/icu-messageformat-parser': '@formatjs/icu-messageformat-parser/no-parser.js',
};
