/// <reference lib="webworker" />
import offlineArticles from 'virtual:offline-articles';
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import type { Lang } from '../config/languages';
import { ARTICLES_CACHE, ASSETS_CACHE } from './runtime-caches';

declare const self: ServiceWorkerGlobalScope;

// Hashed names never change, so the first copy fetched is kept.
const assets = new CacheFirst({ cacheName: ASSETS_CACHE, plugins: [new ExpirationPlugin({ maxEntries: 100 })] });

/** Assets left out of the precache (blog article bodies, photos) are kept once fetched. */
export function keepAssets() {
  registerRoute(({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/assets/'), assets);
}

async function keepPage(url: string) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  await (await caches.open(ARTICLES_CACHE)).put(url, response);
}

/**
 * A page's KEEP_ARTICLES: the worker fetches the language's article and tour pages and their words itself, off
 * the page's main thread; the pages are fetched afresh each time, so a kept copy follows the site's updates.
 */
export async function keepArticles(lang: Lang, event: ExtendableEvent) {
  const results = await Promise.allSettled([
    ...offlineArticles.bodies[lang].map((url) => assets.handle({ event, request: new Request(url) })),
    ...offlineArticles.pages[lang].map(keepPage),
  ]);
  const failed = results.filter((result) => result.status === 'rejected').length;
  if (failed > 0) console.warn(`${failed} articles or tour pages could not be kept for offline reading`);
}

/** A kept article or tour page for an address the network cannot reach. */
export async function keptArticlePage(request: Request): Promise<Response | undefined> {
  return (await caches.open(ARTICLES_CACHE)).match(request, { ignoreSearch: true });
}
