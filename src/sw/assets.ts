/// <reference lib="webworker" />
import articleUrls from 'virtual:offline-articles';
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { isLang } from '../config/routes';
import { ASSETS_CACHE, type KeepArticlesMessage } from './runtime-caches';

declare const self: ServiceWorkerGlobalScope;

// Hashed names never change, so the first copy fetched is kept.
const assets = new CacheFirst({ cacheName: ASSETS_CACHE, plugins: [new ExpirationPlugin({ maxEntries: 100 })] });

/**
 * Assets left out of the precache (blog article bodies, photos) are kept once fetched. A page's
 * KEEP_ARTICLES message has the worker fetch its language's articles itself, off the page's main thread.
 */
export function keepAssets() {
  registerRoute(({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/assets/'), assets);
  self.addEventListener('message', (event) => {
    const message = event.data as Partial<KeepArticlesMessage> | null;
    if (message?.type === 'KEEP_ARTICLES' && isLang(message.lang))
      event.waitUntil(keepArticles(articleUrls[message.lang], event));
  });
}

async function keepArticles(urls: string[], event: ExtendableEvent) {
  const results = await Promise.allSettled(urls.map((url) => assets.handle({ event, request: new Request(url) })));
  const failed = results.filter((result) => result.status === 'rejected').length;
  if (failed > 0) console.warn(`${failed} blog articles could not be kept for offline reading`);
}
