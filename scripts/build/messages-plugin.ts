import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';
import { TERM_TABLE_FILE, toSimplified } from '../content/simplified.ts';
import { buildTimeModule } from './build-time-module.ts';
import { phrasedMessage } from './phrases.ts';

type Strings = Record<string, string>;

/** Simplified Chinese UI strings, derived from the Traditional ones (locales/hk.json) as the content is. */
export function simplifiedMessages(traditional: Strings): Strings {
  return Object.fromEntries(Object.entries(traditional).map(([id, text]) => [id, toSimplified(text)]));
}

/**
 * `locales/xx.json?messages` imports arrive already parsed (ICU AST), so the browser never needs the
 * message parser: the client build swaps it for formatjs's parser-free build. `hk.json?messages=cn`
 * derives Simplified Chinese at build time. Chinese strings come set by phrase (./phrases.ts).
 */
export function precompiledMessages(): Plugin {
  return buildTimeModule('precompiled-messages', /\?messages(=cn)?$/, (file, [, simplified], watch) => {
    const strings = JSON.parse(readFileSync(file, 'utf8')) as Strings;
    if (simplified) watch(fileURLToPath(TERM_TABLE_FILE));
    const texts = simplified ? simplifiedMessages(strings) : strings;
    const lang = simplified || file.endsWith('cn.json') ? 'cn' : file.endsWith('hk.json') ? 'hk' : 'en';
    return Object.fromEntries(Object.entries(texts).map(([key, text]) => [key, phrasedMessage(parse(text), lang)]));
  });
}

/** For the client build only: tests and the prerender may still format plain strings. */
export const withoutMessageParser = {
  '@formatjs/icu-messageformat-parser': '@formatjs/icu-messageformat-parser/no-parser.js',
};
