import { basename, dirname, relative } from 'node:path';
import type { Plugin } from 'vite';
import { isLang } from '../../src/config/languages.ts';
import { compileContent, GENERATED_ROOT } from './compile.ts';
import { CONTENT_ROOT, LOCALES_ROOT } from './read.ts';

/**
 * `assets/<entry>-<lang>-<hash>.js` for an entry's chunk in one language (generated/content/<collection>/<entry>/
 * <lang>.json, or <collection>/<lang>.json for a collection of one entry), `<collection>-table-<lang>` for a
 * table's, else `<name>`.
 */
export function contentChunkName({ facadeModuleId }: { facadeModuleId: string | null }): string {
  const path = relative(GENERATED_ROOT, facadeModuleId ?? '');
  const lang = basename(path).replace(/\.(json|ts)$/, '');
  if (path.startsWith('..') || !isLang(lang)) return 'assets/[name]-[hash].js';
  const folder = basename(dirname(path));
  if (folder === 'table') return `assets/${basename(dirname(dirname(path)))}-table-${lang}-[hash].js`;
  return `assets/${folder}-${lang}-[hash].js`;
}

/** What the compile reads: the content (site.json and image-credits.yaml included) and the UI strings. */
const isCompiledFrom = (file: string) =>
  file.startsWith(CONTENT_ROOT) || (file.startsWith(LOCALES_ROOT) && file.endsWith('.json'));

/**
 * For `npm run dev`: compiles the content again when a file under src/content or locales/ changes, so the page (and
 * the editor's preview in local mode) shows the edit; a refused edit is shown on the page, naming file and field.
 * The build reads the compiled content only (`npm run build` compiles first).
 */
export function contentWatcher(): Plugin {
  return {
    name: 'content-watcher',
    apply: 'serve',
    configureServer(server) {
      const recompile = (file: string) => {
        if (!isCompiledFrom(file)) return;
        try {
          compileContent();
        } catch (error) {
          server.ws.send({ type: 'error', err: { message: (error as Error).message, stack: '' } });
        }
      };
      server.watcher.on('change', recompile).on('add', recompile).on('unlink', recompile);
    },
  };
}
