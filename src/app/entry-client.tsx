import 'virtual:uno.css';
import { RouterProvider } from '@tanstack/react-router';
import { hydrate as hydrateRouter } from '@tanstack/react-router/ssr/client';
import { startTransition } from 'react';
import { articleHref, DEFAULT_LANG, matchArticle, matchPage } from '../config/routes';
import { findPost } from '../content/blog/posts';
import { loadMessages } from '../shared/i18n/messages';
import { installDefaultPolicy } from '../shared/trusted-types';
import { buildIntlTablesOffMainThread } from './intl-tables';
import { loadPage } from './pages';
import { hydrateRoot } from './react-dom-client';
import { createAppRouter } from './router';

/** Lets the browser handle input and paint between start-up steps, so none of them makes one long task. */
const yieldToBrowser = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Loads the chunks the prerendered page used, so the first client render matches it. Its head text waits
 * for the router: formatting it now would build the engine's locale tables here, not in the worker.
 */
async function preloadCurrentPage() {
  const match = matchPage(window.location.pathname);
  const article = matchArticle(window.location.pathname);
  await loadMessages(match?.lang ?? article?.lang ?? DEFAULT_LANG);
  if (match) await loadPage(match.page, match.lang);
  else if (article && findPost(article.id)) await loadPage('article', article.lang, article.id);
}

/** Old shared links (`/en/blog?post=<id>`) go to the article's own page before anything else runs. */
function redirectOldArticleLink(): boolean {
  const match = matchPage(window.location.pathname);
  const post = findPost(new URLSearchParams(window.location.search).get('post') ?? '');
  if (match?.page !== 'blog' || !post) return false;
  window.location.replace(articleHref(post.id, match.lang));
  return true;
}

async function hydrate() {
  installDefaultPolicy();
  // One after the other: side by side on a two-core phone, the worker and the page's chunks competed for the CPU.
  await buildIntlTablesOffMainThread();
  await preloadCurrentPage();
  await yieldToBrowser();
  const router = createAppRouter();
  await yieldToBrowser();
  // What RouterClient does while rendering, done first in a task of its own: rendering then finds the router
  // ready rather than suspending, so the first render is not thrown away and retried.
  await hydrateRouter(router);
  window.$_TSR?.h();
  await yieldToBrowser();
  // As a transition, hydration yields to the browser every few milliseconds instead of one long task; page
  // sections below the hero hydrate in a later pass (src/shared/section-boundary.tsx).
  startTransition(() => {
    hydrateRoot(document, <RouterProvider router={router} />, {
      onRecoverableError: (error) => console.error('Hydration error', error),
    });
  });
}

if (!redirectOldArticleLink()) void hydrate();
