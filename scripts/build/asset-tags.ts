import { PAGE_MODULES, pageModuleFile, START_UP_CHUNKS_ID, type ViewKey } from '../../src/shared/page-head.ts';

export type ViteManifest = Record<
  string,
  { file: string; css?: string[]; imports?: string[]; dynamicImports?: string[]; src?: string }
>;

/** `key`'s chunk and every chunk it imports statically. */
function withImports(manifest: ViteManifest, key: string, found: Set<string>) {
  const entry = manifest[key];
  if (!entry || found.has(entry.file)) return;
  found.add(entry.file);
  for (const imported of entry.imports ?? []) withImports(manifest, imported, found);
}

/**
 * Stylesheet and scripts for a prerendered document: the app's entry, loaded once the page is drawn (the first
 * paint never shares the network with the scripts: LCP 1.1–1.6 s rather than 2.5–3.0 s in Lighthouse), and the
 * list of every chunk its start-up imports (src/app/entry-client.tsx), which the entry then preloads all at once.
 * Forwarding pages get only the tiny stub.
 */
export function assetTagsFor(manifest: ViteManifest, page: ViewKey | undefined): string {
  const main = manifest['index.html'];
  const stub = manifest['src/app/redirect-stub.ts'];
  if (!main || !stub) throw new Error('Vite manifest lacks the client entries');
  const css = (main.css ?? []).map((href) => `<link rel="stylesheet" href="/${href}">`).join('');
  if (!page) return `${css}<script type="module" src="/${stub.file}"></script>`;
  // The entry's own dynamic imports are its start-up steps, but for the pages (only this one) and messages.
  const startUp = (main.dynamicImports ?? []).filter(
    (key) => !key.startsWith(PAGE_MODULES) && !key.startsWith('locales/'),
  );
  const chunks = new Set<string>();
  for (const key of ['index.html', ...startUp, pageModuleFile(page)]) withImports(manifest, key, chunks);
  chunks.delete(main.file);
  const list = JSON.stringify([...chunks].map((file) => `/${file}`));
  const afterFirstPaint = `requestAnimationFrame(() => setTimeout(() => import('/${main.file}')));`;
  return `${css}<script type="application/json" id="${START_UP_CHUNKS_ID}">${list}</script><script type="module">${afterFirstPaint}</script>`;
}
