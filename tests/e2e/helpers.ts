import type { Page } from '@playwright/test';
import { entryIds } from '../../scripts/content/entries';
import { allArticleUrls, allPageUrls, articleHref, hrefFor, type Lang, type PageKey } from '../../src/config/routes';

export const PAGES = allPageUrls().map((url) => ({ ...url, href: hrefFor(url.page, url.lang) }));

/** Every blog article's own page in every language. */
export const ARTICLES = allArticleUrls(entryIds('blog')).map((url) => ({
  ...url,
  href: articleHref(url.id, url.lang),
}));

export function href(page: PageKey, lang: Lang): string {
  return hrefFor(page, lang);
}

/** Collects console errors, page errors and React hydration complaints while a test runs. */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error' || /hydrat/i.test(text)) problems.push(`${message.type()}: ${text}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}
