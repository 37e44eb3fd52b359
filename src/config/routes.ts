/** The only place that knows page keys and URL slugs. */

import { DEFAULT_LANG, isLang, LANGS, LANGUAGES, type Lang } from './languages';

export const PAGE_KEYS = ['home', 'tours', 'blog', 'privacy', 'terms', 'thanks', 'churches'] as const;
export type PageKey = (typeof PAGE_KEYS)[number];
/** Pages search engines should not list: where the form service sends a visitor back after a plain form post. */
export const UNLISTED_PAGES: readonly PageKey[] = ['thanks'];

/** Slug per language ('' for home) and the unprefixed "neutral" path that redirects to it. */
const PAGES: Record<PageKey, { neutral: string; slugs: Record<Lang, string> }> = {
  home: { neutral: '', slugs: { en: '', hk: '', cn: '' } },
  tours: { neutral: 'tours', slugs: { en: 'biblical-tours', hk: '聖經之旅', cn: '圣经之旅' } },
  blog: { neutral: 'blog', slugs: { en: 'blog', hk: '博客', cn: '博客' } },
  privacy: { neutral: 'privacy-policy', slugs: { en: 'privacy-policy', hk: '私隱政策', cn: '隐私政策' } },
  terms: { neutral: 'terms', slugs: { en: 'terms-and-conditions', hk: '條款及細則', cn: '条款及细则' } },
  thanks: { neutral: 'thank-you', slugs: { en: 'thank-you', hk: '謝謝', cn: '谢谢' } },
  churches: { neutral: 'churches', slugs: { en: 'church-groups', hk: '教會團體', cn: '教会团体' } },
};

/** A tour's id (its folder under src/content/tours) → its page's slug in each language (the folder's slugs.yaml). */
export type TourSlugs = Record<string, Record<Lang, string>>;

declare const __TOUR_SLUGS__: TourSlugs;

/**
 * Every tour page, read from the content folders at build time: Vite writes the table in (`define` in
 * vite.config.ts); Node tools that import this file directly set it first (scripts/content/tour-slugs.ts).
 */
export function tourSlugs(): TourSlugs {
  if (typeof __TOUR_SLUGS__ === 'undefined')
    throw new Error('Tour slugs read before scripts/content/tour-slugs.ts provided them');
  return __TOUR_SLUGS__;
}

/** Ids of every tour, in folder order (the listing orders them by their facts). */
export const tourIds = (): string[] => Object.keys(tourSlugs());

/** Decoded path of a page, e.g. `/hk/博客` or `/en/`. */
export function pathFor(page: PageKey, lang: Lang): string {
  return `/${lang}/${PAGES[page].slugs[lang]}`;
}

/** Same path percent-encoded, as it appears in `href`s and on disk-facing URLs. */
export function hrefFor(page: PageKey, lang: Lang): string {
  return encodeURI(pathFor(page, lang));
}

function segmentsOf(pathname: string): string[] {
  let decoded = pathname;
  try {
    decoded = decodeURI(pathname);
  } catch {
    // A malformed escape stays as typed; it simply matches no page.
  }
  return decoded.split('/').filter(Boolean);
}

/** The page and language a URL shows, or undefined when it is not one of ours. */
export function matchPage(pathname: string): { page: PageKey; lang: Lang } | undefined {
  const [prefix, slug = '', ...rest] = segmentsOf(pathname);
  if (!isLang(prefix) || rest.length > 0) return undefined;
  const page = PAGE_KEYS.find((key) => PAGES[key].slugs[prefix] === slug);
  return page ? { page, lang: prefix } : undefined;
}

/** Path without language prefix and trailing slash, e.g. `/hk/博客/` → `博客`. */
export function neutralPath(pathname: string): string {
  const segments = segmentsOf(pathname);
  return (isLang(segments[0]) ? segments.slice(1) : segments).join('/');
}

/** Decoded path of a blog article's own page, e.g. `/hk/博客/sinai`. */
export function articlePath(id: string, lang: Lang): string {
  return `${pathFor('blog', lang)}/${id}`;
}

export function articleHref(id: string, lang: Lang): string {
  return encodeURI(articlePath(id, lang));
}

/** The article and language of `/<lang>/<blog slug>/<id>`, or undefined (whether the id exists is the content's business). */
export function matchArticle(pathname: string): { id: string; lang: Lang } | undefined {
  const [prefix, slug, id, ...rest] = segmentsOf(pathname);
  if (!isLang(prefix) || slug !== PAGES.blog.slugs[prefix] || !id || rest.length > 0) return undefined;
  return { id, lang: prefix };
}

/** Decoded path of a tour's page, e.g. `/en/turkey-tour`. */
export function tourPath(id: string, lang: Lang): string {
  const slug = tourSlugs()[id]?.[lang];
  if (slug === undefined) throw new Error(`No tour "${id}" (src/content/tours/${id}/slugs.yaml)`);
  return `/${lang}/${slug}`;
}

export function tourHref(id: string, lang: Lang): string {
  return encodeURI(tourPath(id, lang));
}

/** The tour and language a URL shows, or undefined. */
export function matchTour(pathname: string): { id: string; lang: Lang } | undefined {
  const [prefix, slug, ...rest] = segmentsOf(pathname);
  if (!isLang(prefix) || !slug || rest.length > 0) return undefined;
  const id = Object.entries(tourSlugs()).find(([, slugs]) => slugs[prefix] === slug)?.[0];
  return id ? { id, lang: prefix } : undefined;
}

/** The equivalent of `pathname` in `lang`; prefix + neutral path when there is none. */
export function localizePath(pathname: string, lang: Lang): string {
  const match = matchPage(pathname);
  if (match) return pathFor(match.page, lang);
  const tour = matchTour(pathname);
  if (tour) return tourPath(tour.id, lang);
  const article = matchArticle(pathname);
  if (article) return articlePath(article.id, lang);
  return `/${lang}/${neutralPath(pathname)}`;
}

/**
 * Where a path without a known language prefix should go: the localized page for an
 * unprefixed name (`/blog`, `/tours`) or a foreign-prefixed page, else that language's home.
 */
export function redirectTarget(pathname: string, lang: Lang): string {
  const segments = segmentsOf(pathname);
  const unprefixed = segments.length === 1 ? segments[0] : undefined;
  const byNeutral = PAGE_KEYS.find((key) => key !== 'home' && PAGES[key].neutral === unprefixed);
  if (byNeutral) return pathFor(byNeutral, lang);
  // A tour's neutral name is its id.
  if (unprefixed && tourSlugs()[unprefixed]) return tourPath(unprefixed, lang);
  const slug = segments.length === 2 ? segments[1] : undefined;
  const bySlug = PAGE_KEYS.find((key) => key !== 'home' && LANGS.some((l) => PAGES[key].slugs[l] === slug));
  if (bySlug) return pathFor(bySlug, lang);
  const tour = Object.entries(tourSlugs()).find(([, slugs]) => LANGS.some((l) => slugs[l] === slug))?.[0];
  return tour ? tourPath(tour, lang) : pathFor('home', lang);
}

/** Unprefixed names that get a redirect page of their own at build time: fixed pages and tour ids. */
export function neutralPaths(): string[] {
  return [...PAGE_KEYS.filter((key) => key !== 'home').map((key) => PAGES[key].neutral), ...tourIds()];
}

/**
 * Alternate-language links (hrefs, not yet absolute) of a page or article whose address in each language is
 * `hrefIn(lang)`: page heads and the sitemap both list exactly these.
 */
export function languageAlternates(hrefIn: (lang: Lang) => string): { hreflang: string; href: string }[] {
  return [
    ...LANGS.flatMap((lang) => LANGUAGES[lang].hreflangs.map((hreflang) => ({ hreflang, href: hrefIn(lang) }))),
    { hreflang: 'x-default', href: hrefFor('home', DEFAULT_LANG) },
  ];
}

export interface PageUrl {
  page: PageKey;
  lang: Lang;
  path: string;
}

export function allPageUrls(): PageUrl[] {
  return PAGE_KEYS.flatMap((page) => LANGS.map((lang) => ({ page, lang, path: pathFor(page, lang) })));
}

/** Every tour's page in every language. */
export function allTourUrls(): { id: string; lang: Lang; path: string }[] {
  return tourIds().flatMap((id) => LANGS.map((lang) => ({ id, lang, path: tourPath(id, lang) })));
}

/** Every article's own page in every language. */
export function allArticleUrls(ids: readonly string[]): { id: string; lang: Lang; path: string }[] {
  return ids.flatMap((id) => LANGS.map((lang) => ({ id, lang, path: articlePath(id, lang) })));
}
