import { readFile } from 'node:fs/promises';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';
import { buildTimeModule } from './build-time-module.ts';

/**
 * `locales/xx.json?messages` imports arrive already parsed (ICU AST), so the browser never needs the
 * message parser: the client build swaps it for formatjs's parser-free build.
 */
export function precompiledMessages(): Plugin {
  return buildTimeModule('precompiled-messages', /\?messages$/, async (file) => {
    const strings = JSON.parse(await readFile(file, 'utf8')) as Record<string, string>;
    return Object.fromEntries(Object.entries(strings).map(([key, text]) => [key, parse(text)]));
  });
}

/** For the client build only: tests and the prerender may still format plain strings. */
export const withoutMessageParser = {
  '@formatjs/icu-messageformat-parser': '@formatjs/icu-messageformat-parser/no-parser.js',
};
