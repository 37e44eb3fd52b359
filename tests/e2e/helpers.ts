import type { Page } from '@playwright/test';
import { entryIds } from '../../scripts/content/entries';
import type { Lang } from '../../src/config/languages';
import {
  allArticleUrls,
  allPageUrls,
  allTourUrls,
  articleHref,
  hrefFor,
  PAGE_KEYS,
  type PageKey,
  tourHref,
  UNLISTED_PAGES,
} from '../../src/config/routes';

/** Every fixed page and every tour's page (`page` is the tour's id) in every language. */
export const PAGES: { page: string; lang: Lang; path: string; href: string }[] = [
  ...allPageUrls().map((url) => ({ ...url, href: hrefFor(url.page, url.lang) })),
  ...allTourUrls().map(({ id, ...url }) => ({ ...url, page: id, href: tourHref(id, url.lang) })),
];

/** The pages search engines list: all but the unlisted ones (the thank-you page). */
export const LISTED_PAGES = PAGES.filter(({ page }) => !(UNLISTED_PAGES as readonly string[]).includes(page));

/** The pages the worker precaches: the listed fixed pages (tours and articles are kept per language on request). */
export const PRECACHED_PAGES = LISTED_PAGES.filter(({ page }) => (PAGE_KEYS as readonly string[]).includes(page));

/** Every tour's own page in every language. */
export const TOUR_PAGES = PAGES.filter(({ page }) => !(PAGE_KEYS as readonly string[]).includes(page));

/** Every blog article's own page in every language. */
export const ARTICLES = allArticleUrls(entryIds('blog')).map((url) => ({
  ...url,
  href: articleHref(url.id, url.lang),
}));

/** A fixed page's or a tour's (by its id) address. */
export function href(page: PageKey | (string & {}), lang: Lang): string {
  return (PAGE_KEYS as readonly string[]).includes(page) ? hrefFor(page as PageKey, lang) : tourHref(page, lang);
}

/** Brings the page's contact section into view, with its enquiry form. */
export async function showEnquiryForm(page: Page) {
  const contact = page.locator('#contact');
  if (!(await contact.count())) return;
  await contact.scrollIntoViewIfNeeded();
  await contact.locator('form[data-enquiry-form]').waitFor();
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

/**
 * Collects every content-security-policy violation the page reports (Trusted Types included), across
 * full page loads: each document's `securitypolicyviolation` events and the browser's console reports.
 */
export async function watchPolicyViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportPolicyViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportPolicyViolation: (text: string) => void }).reportPolicyViolation;
      report(`${location.pathname}: ${event.effectiveDirective} blocked ${event.blockedURI} ${event.sample}`);
    });
  });
  page.on('console', (message) => {
    if (/Trusted|Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

/**
 * For tests that read the page alone: with the service worker blocked, no test spends its time (and the machine's)
 * installing the worker and precaching the whole site in the background.
 */
export const WITHOUT_WORKER = { serviceWorkers: 'block' } as const;
