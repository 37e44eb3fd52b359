/// <reference lib="webworker" />

import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { outboxScheduler } from '../features/enquiry/core';
import { keepArticles, keepAssets, keptArticlePage } from './assets';
import { answerPages } from './bridge';
import { offlinePagePath } from './offline';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

// Every prerendered page in every language, with the JS, CSS, icons and artwork they use.
// Any query (a shared blog link's ?post=, campaign tags) still finds the precached page.
precacheAndRoute(self.__WB_MANIFEST, {
  cleanURLs: true,
  directoryIndex: 'index.html',
  ignoreURLParametersMatching: [/.*/],
});
cleanupOutdatedCaches();
// The first visit's page comes under control at once, so what it loads next is kept for offline use too.
// Updates still wait for the visitor (SKIP_WAITING, see ./bridge.ts), and the page reloads when they take over.
clientsClaim();

keepAssets();

// Large media (the hero video) is cached only once watched, never precached.
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/media/'),
  new CacheFirst({ cacheName: 'media-v1', plugins: [new ExpirationPlugin({ maxEntries: 10 })] }),
);

// Navigations that are neither precached nor reachable get a kept article page, else the offline page in
// their language.
registerRoute(
  ({ request }) => request.mode === 'navigate',
  async ({ request }) => {
    try {
      return await fetch(request);
    } catch {
      const fallback =
        (await keptArticlePage(request)) ?? (await matchPrecache(offlinePagePath(new URL(request.url).pathname)));
      return fallback ?? Response.error();
    }
  },
);

answerPages({
  keepArticles,
  // Background Sync, one trigger among several: it sends what is due, and anything still waiting makes the
  // browser fire it again later (when every tab may be closed).
  flushOutbox: async () => {
    const result = await outboxScheduler().attemptDue();
    if (result.pending > 0) throw new Error(`${result.pending} enquiries still waiting`);
  },
});

// Start-up: an attempt now, then the same back-off as a page's while the worker lives. Browsers without
// Background Sync deliver from here and from their pages.
outboxScheduler()
  .attemptNow()
  .catch((error: unknown) => console.error('Enquiry outbox: delivery from the worker failed', error));
