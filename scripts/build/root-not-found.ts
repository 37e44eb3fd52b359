import { DEFAULT_LANG, LANGS, type Lang } from '../../src/config/languages.ts';
import { appendedTo, parsePage, templateOf, textOf, theElement } from './html-tree.ts';

/**
 * The root 404.html, for hosts that serve only it for every missing path (GitHub Pages, S3, Firebase): the
 * default language's not-found page, with the other languages' pages as inert templates that the stub script
 * (src/app/redirect-stub.ts) swaps in by the path's prefix.
 */
export function rootNotFoundPage(pages: Record<Lang, string>): string {
  let page = pages[DEFAULT_LANG];
  for (const lang of LANGS.filter((other) => other !== DEFAULT_LANG)) {
    const other = parsePage(pages[lang]);
    const title = textOf(theElement(other, 'title'));
    const body = theElement(other, 'body').childNodes;
    page = appendedTo(page, 'body', templateOf({ 'data-not-found-lang': lang, 'data-title': title }, body));
  }
  return page;
}

/**
 * dist/_redirects (Netlify format): a missing path under a language prefix gets that language's 404.html, any
 * other the root one, with status 404. Netlify applies a rule only where no file matches, so pages are untouched.
 */
export function redirectsFile(): string {
  return `${[...LANGS.map((lang) => `/${lang}/*  /${lang}/404.html  404`), '/*  /404.html  404'].join('\n')}\n`;
}
