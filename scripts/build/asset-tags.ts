import { PAGE_FILES } from '../../src/app/page-files.ts';
import type { ViewKey } from '../../src/shared/page-head.ts';

export type ViteManifest = Record<string, { file: string; css?: string[]; imports?: string[]; src?: string }>;

/** The chunks `key` needs, each after the chunks it imports (the order the browser evaluates them in). */
function chunksInEvaluationOrder(manifest: ViteManifest, key: string, order: string[], seen = new Set<string>()) {
  const entry = manifest[key];
  if (!entry || seen.has(key)) return;
  seen.add(key);
  for (const imported of entry.imports ?? []) chunksInEvaluationOrder(manifest, imported, order, seen);
  order.push(entry.file);
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
  const order: string[] = [];
  const seen = new Set<string>();
  for (const key of [`src/${PAGE_FILES[page]}`, 'index.html']) chunksInEvaluationOrder(manifest, key, order, seen);
  const files = JSON.stringify(order.map((file) => `/${file}`));
  // The app and this page's chunks start downloading the frame after first paint, so they never compete
  // with the page being shown (the HTML is complete without them). All download and compile at once; each then
  // runs in a task of its own, dependencies first, so no one task evaluates React, the router and the app.
  return `${css}<script type="module">requestAnimationFrame(()=>setTimeout(async()=>{const F=${files},y=()=>new Promise((r)=>setTimeout(r));for(const f of F){document.head.append(Object.assign(document.createElement('link'),{rel:'modulepreload',href:f}));await y()}for(const f of F){await import(f);await y()}}))</script>`;
}
