/// <reference lib="webworker" />
import offlineArticles from 'virtual:offline-articles';
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { isLang } from '../config/routes';
import { ARTICLES_CACHE, ASSETS_CACHE, type KeepArticlesMessage } from './runtime-caches';

declare const self: ServiceWorkerGlobalScope;

// Hashed names never change, so the first copy fetched is kept.
const assets = new CacheFirst({ cacheName: ASSETS_CACHE, plugins: [new ExpirationPlugin({ maxEntries: 100 })] });

/**
 * Assets left out of the precache (blog article bodies, photos) are kept once fetched. A page's
 * KEEP_ARTICLES message has the worker fetch its language's article pages and bodies itself, off the page's
 * main thread; the pages are fetched afresh each time, so a kept copy follows the site's updates.
 */
export function keepAssets() {
  registerRoute(({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/assets/'), assets);
  self.addEventListener('message', (event) => {
    const message = event.data as Partial<KeepArticlesMessage> | null;
    if (message?.type === 'KEEP_ARTICLES' && isLang(message.lang)) event.waitUntil(keepArticles(message.lang, event));
  });
}

async function keepPage(url: string) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  await (await caches.open(ARTICLES_CACHE)).put(url, response);
}

async function keepArticles(lang: KeepArticlesMessage['lang'], event: ExtendableEvent) {
  const results = await Promise.allSettled([
    ...offlineArticles.bodies[lang].map((url) => assets.handle({ event, request: new Request(url) })),
    ...offlineArticles.pages[lang].map(keepPage),
  ]);
  const failed = results.filter((result) => result.status === 'rejected').length;
  if (failed > 0) console.warn(`${failed} blog articles could not be kept for offline reading`);
}

/** A kept article page for an address the network cannot reach. */
export async function keptArticlePage(request: Request): Promise<Response | undefined> {
  return (await caches.open(ARTICLES_CACHE)).match(request, { ignoreSearch: true });
}
