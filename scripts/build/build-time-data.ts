import type { Plugin } from 'vite';

/**
 * A Vite plugin for imports whose id ends in `query`: instead of the file, the browser gets a module whose
 * default export is `value(file, match, watch)`, computed at build time and inlined as JSON. `watch` names
 * further files the value was read from, so the dev server reloads when they change.
 */
export function buildTimeModule(
  name: string,
  query: RegExp,
  value: (file: string, match: RegExpExecArray, watch: (file: string) => void) => unknown,
): Plugin {
  return {
    name,
    enforce: 'pre',
    async load(id) {
      const match = query.exec(id);
      if (!match) return;
      const file = id.slice(0, match.index);
      this.addWatchFile(file);
      const result = await value(file, match, (other) => this.addWatchFile(other));
      return `export default ${JSON.stringify(result)};`;
    },
  };
}
