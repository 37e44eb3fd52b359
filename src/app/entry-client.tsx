/**
 * Start-up: how a prerendered page becomes the app. Read this file top to bottom.
 *
 * 0. Before any of this runs, the page already works as HTML: links, the dialogs (invoker commands), the menus
 *    (popovers), the FAQ (`details`), Enquire links (`?enquire=…#contact`) and the enquiry form, which the browser
 *    posts to the form service itself. What a visitor types before step 4 is kept by the browser and taken over.
 * 1. The page loads this module once it is drawn (scripts/build/asset-tags.ts: the first paint must not share the
 *    network with the scripts); every chunk of its start-up then downloads at once, from the list in the page.
 * 2. Each framework chunk is evaluated in a task of its own (React DOM alone is a long one on a phone; the router's
 *    core and its React part are two), so a tap between them is handled at once. The router is created in a task
 *    of its own too, before React hydrates with it.
 * 3. The page's messages load; the router takes each route's loader data (the page's content) from the page
 *    itself, as the prerender left it, and loads the page's component, so the first render matches.
 * 4. React hydrates as a transition, yielding to input every few milliseconds; the sections below the fold
 *    hydrate in a later pass (src/shared/section-boundary.tsx). `body[data-hydrated]` marks the end.
 * Every wait here gives up after a while and says so in the console, rather than leave the page half started.
 */
import 'virtual:uno.css';
import { startTransition } from 'react';
import { articleHref, toRoutePath } from '../config/routes';
import { START_UP_CHUNKS_ID } from '../shared/page-head';
import { installDefaultPolicy } from '../shared/trusted-types';
import { atMost } from '../shared/when-idle';
import { buildIntlTablesOffMainThread } from './intl-tables';
import { oldArticleLink } from './old-article-link';
import { reloadOnStaleCode } from './stale-code';

/** Lets the browser handle input and paint between the steps, so none of them makes one long task. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Every chunk of the start-up starts downloading now rather than one after another (the list, in the order they are
 * needed: scripts/build/asset-tags.ts). One link per task: each starts a request, and all of them at once made one
 * long task (5–22 ms).
 */
async function preloadStartUpChunks() {
  const list = document.getElementById(START_UP_CHUNKS_ID)?.textContent ?? '[]';
  for (const href of JSON.parse(list) as string[]) {
    document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }));
    await nextTask();
  }
}

/** Old shared links (`/en/blog?post=<id>`) go to the article's own page before anything else runs. */
function redirectOldArticleLink(): boolean {
  const post = new URLSearchParams(window.location.search).get('post');
  const old = oldArticleLink(toRoutePath(window.location.pathname), post);
  if (old) window.location.replace(articleHref(old.article, old.lang));
  return Boolean(old);
}

async function start() {
  installDefaultPolicy();
  reloadOnStaleCode();
  void preloadStartUpChunks();
  await nextTask();
  // A page's first Intl formatter builds the engine's locale tables (15–50 ms): a worker builds them meanwhile.
  const intlTables = atMost(3000, 'building the Intl tables', buildIntlTablesOffMainThread());
  const { hydrateRoot } = await import('react-dom/client');
  await nextTask();
  // One named export, not the namespace: a bare `import()` keeps every export of the package (its SSR serialiser too).
  await import('@tanstack/router-core').then(({ RouterCore }) => RouterCore);
  await nextTask();
  const { RouterClient } = await import('@tanstack/react-router/ssr/client');
  await nextTask();
  const { createAppRouter, loadMessagesOf } = await import('./router');
  await nextTask();
  const router = createAppRouter();
  await nextTask();
  // The messages are the one thing the routes' loaders keep outside their data (route-tree.tsx).
  await loadMessagesOf(router.latestLocation.pathname);
  await intlTables;
  await nextTask();
  startTransition(() => {
    hydrateRoot(document, <RouterClient router={router} />, {
      onRecoverableError: (error) => console.error('Hydration error', error),
    });
  });
}

if (!redirectOldArticleLink()) void start();
