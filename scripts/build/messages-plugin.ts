import { readFile } from 'node:fs/promises';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

const QUERY = '?messages';

/**
 * `locales/xx.json?messages` imports arrive already parsed (ICU AST), so the browser never needs the
 * message parser: the client build swaps it for formatjs's parser-free build.
 */
export function precompiledMessages(): Plugin {
  return {
    name: 'precompiled-messages',
    enforce: 'pre',
    async load(id) {
      if (!id.endsWith(QUERY)) return;
      const strings = JSON.parse(await readFile(id.slice(0, -QUERY.length), 'utf8')) as Record<string, string>;
      const compiled = Object.fromEntries(Object.entries(strings).map(([key, text]) => [key, parse(text)]));
      return `export default ${JSON.stringify(compiled)};`;
    },
  };
}

/** For the client build only: tests and the prerender may still format plain strings. */
export const withoutMessageParser = {
  '@formatjs/icu-messageformat-parser': '@formatjs/icu-messageformat-parser/no-parser.js',
};
