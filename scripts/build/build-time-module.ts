import type { Plugin } from 'vite';

/**
 * A Vite plugin for imports whose id ends in `query`: instead of the file, the browser gets a module whose
 * default export is `value(file, match)`, computed at build time and inlined as JSON.
 */
export function buildTimeModule(
  name: string,
  query: RegExp,
  value: (file: string, match: RegExpExecArray) => Promise<unknown>,
): Plugin {
  return {
    name,
    enforce: 'pre',
    async load(id) {
      const match = query.exec(id);
      if (!match) return;
      const file = id.slice(0, match.index);
      this.addWatchFile(file);
      return `export default ${JSON.stringify(await value(file, match))};`;
    },
  };
}
