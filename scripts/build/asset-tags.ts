import { PAGE_FILES } from '../../src/app/page-files.ts';
import type { ViewKey } from '../../src/shared/page-head.ts';

export type ViteManifest = Record<string, { file: string; css?: string[]; imports?: string[]; src?: string }>;

function chunkClosure(manifest: ViteManifest, key: string, seen = new Set<string>()): Set<string> {
  const entry = manifest[key];
  if (!entry || seen.has(key)) return seen;
  seen.add(key);
  for (const imported of entry.imports ?? []) chunkClosure(manifest, imported, seen);
  return seen;
}

/**
 * Stylesheet and scripts for a prerendered document. Pages start the React entry and their own
 * chunks after first paint; forwarding pages get only the tiny stub.
 */
export function assetTagsFor(manifest: ViteManifest, page: ViewKey | undefined): string {
  const main = manifest['index.html'];
  const stub = manifest['src/app/redirect-stub.ts'];
  if (!main || !stub) throw new Error('Vite manifest lacks the client entries');
  const css = (main.css ?? []).map((href) => `<link rel="stylesheet" href="/${href}">`).join('');
  if (!page) return `${css}<script type="module" src="/${stub.file}"></script>`;
  const pageChunks = [...chunkClosure(manifest, `src/${PAGE_FILES[page]}`)]
    .map((key) => manifest[key]?.file)
    .filter((file) => file && file !== main.file);
  // The app and this page's chunks start downloading the frame after first paint, so they never compete
  // with the page being shown (the HTML is complete without them).
  const files = JSON.stringify([main.file, ...pageChunks].map((file) => `/${file}`));
  return `${css}<script type="module">requestAnimationFrame(()=>setTimeout(()=>{for(const f of ${files})import(f)}))</script>`;
}
