import { DEFAULT_LANG, hrefFor, redirectTarget } from '../config/routes';
import { langFromBrowser, readStoredLang, storeLang } from '../features/language/detect';

/**
 * Runs on the static pages that only forward: `/` (stored preference, else browser language,
 * then stored), unprefixed names like `/blog`, unknown prefixes (the root 404.html) and the
 * per-language 404 pages, which only log the missing path. The offline page stays put.
 */
function forward() {
  const { pathname, search, hash } = window.location;
  const stored = readStoredLang(window.localStorage);
  const page = document.body.querySelector('[data-page]')?.getAttribute('data-page');

  if (pathname === '/' || pathname === '/index.html') {
    const lang = stored ?? langFromBrowser(navigator.language);
    storeLang(window.localStorage, lang);
    window.location.replace(hrefFor('home', lang));
    return;
  }
  if (page === 'not-found') {
    console.info(`Page not found: ${pathname}`);
    return;
  }
  if (page === 'offline') return; // served by the worker in place of a page it has not saved

  window.location.replace(encodeURI(redirectTarget(pathname, stored ?? DEFAULT_LANG)) + search + hash);
}

forward();
