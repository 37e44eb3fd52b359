import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const entry = fileURLToPath(new URL('./index.ts', import.meta.url));

/**
 * Bundles the editor's widgets into `admin/cms-widgets.js` (a plain script, after decap-cms.js), with the site's
 * built style sheets (assets/*.css, hashed names) for the preview pane.
 */
export async function buildWidgets(outDir: string) {
  const styles = readdirSync(join(outDir, 'assets'))
    .filter((name) => name.endsWith('.css'))
    .map((name) => `/assets/${name}`);
  await build({
    configFile: false,
    publicDir: false,
    logLevel: 'warn',
    define: { PREVIEW_STYLES: JSON.stringify(styles) },
    build: {
      outDir: join(outDir, 'admin'),
      emptyOutDir: false,
      lib: { entry, formats: ['iife'], name: 'cmsWidgets', fileName: () => 'cms-widgets.js' },
    },
  });
}
