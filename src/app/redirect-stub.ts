import { DEFAULT_LANG, isLang, LANGS, LANGUAGES, type Lang } from '../config/languages';
import { hrefFor, localizePath, redirectTarget, samePageIn } from '../config/routes';
import { langFromBrowser, readStoredLang, storeLang } from '../shared/language/detect';

/**
 * Runs on the static pages React does not hydrate: `/` (stored preference, else browser language, then stored),
 * unprefixed names like `/blog` and unknown prefixes (forwarded), the not-found pages (forwarded when the address
 * names a page another way, `/hk/thank-you`; else logged, and on the root 404.html shown in the language of the
 * path's prefix), and the offline page. On the last two it also works the
 * shell's menus, as the app would.
 */
function start() {
  const { pathname, search, hash } = window.location;
  const stored = readStoredLang(window.localStorage);
  const page = document.body.querySelector('[data-page]')?.getAttribute('data-page');
  const prefix = pathname.split('/').filter(Boolean)[0];

  if (pathname === '/' || pathname === '/index.html') {
    const lang = stored ?? langFromBrowser(navigator.language);
    storeLang(window.localStorage, lang);
    window.location.replace(hrefFor('home', lang));
    return;
  }
  if (page === 'offline') return workShellMenus(); // served by the worker in place of a page it has not saved
  const samePage = page === 'not-found' ? samePageIn(pathname) : undefined;
  if (samePage) return window.location.replace(encodeURI(samePage) + search + hash);
  if (page === 'not-found' && isLang(prefix)) {
    showNotFoundIn(prefix);
    console.info(`Page not found: ${pathname}`);
    return workShellMenus();
  }
  window.location.replace(encodeURI(redirectTarget(pathname, stored ?? DEFAULT_LANG)) + search + hash);
}

/** The root 404.html carries the other languages' not-found pages as templates (scripts/build/root-not-found.ts). */
function showNotFoundIn(lang: Lang) {
  const template = document.querySelector<HTMLTemplateElement>(`template[data-not-found-lang="${lang}"]`);
  if (!template) return; // this page is already in that language
  document.documentElement.lang = LANGUAGES[lang].htmlLang;
  document.title = template.dataset.title ?? document.title;
  document.body.replaceChildren(template.content.cloneNode(true));
}

/**
 * The menus open and close by themselves (popovers). The language links, prerendered for one path, are pointed
 * at this path in each language, and a choice is stored as the app would.
 */
function workShellMenus() {
  for (const link of document.querySelectorAll<HTMLAnchorElement>('header a[hreflang]')) {
    const lang = LANGS.find((code) => LANGUAGES[code].htmlLang === link.hreflang);
    if (!lang) continue;
    link.href = encodeURI(localizePath(window.location.pathname, lang));
    link.addEventListener('click', () => storeLang(window.localStorage, lang));
  }
}

start();
