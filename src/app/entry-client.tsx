import 'virtual:uno.css';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { DEFAULT_LANG, matchPage } from '../config/routes';
import { loadMessages } from '../features/i18n/messages';
import { loadPage } from './pages';
import { createAppRouter } from './router';

/** Loads the chunks the prerendered page used, so the first client render matches it. */
async function preloadCurrentPage() {
  const match = matchPage(window.location.pathname);
  await loadMessages(match?.lang ?? DEFAULT_LANG);
  if (match) await loadPage(match.page, match.lang);
}

// As a transition, hydration yields to the browser every few milliseconds instead of one long task.
void preloadCurrentPage().then(() =>
  startTransition(() => {
    hydrateRoot(document, <RouterClient router={createAppRouter()} />, {
      onRecoverableError: (error) => console.error('Hydration error', error),
    });
  }),
);
