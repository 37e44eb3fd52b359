/** The only place that knows page keys and the fixed pages' slugs; a tour's slug is its content's `slug:`. */

import { TOUR_SLUGS } from '../../generated/tour-slugs.ts';
import { DEFAULT_LANG, isLang, LANGS, LANGUAGES, type Lang } from './languages.ts';

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

/** A tour's id (its folder under src/content/tours) → its page's slug in each language (each language file's `slug:`). */
export type TourSlugs = Record<string, Record<Lang, string>>;

/**
 * Every tour page, read from the content folders: `npm run content:compile` writes each tour's slugs into
 * generated/tour-slugs.ts (scripts/content/tour-slugs.ts) before any page is built.
 */
export const tourSlugs = (): TourSlugs => TOUR_SLUGS;

/** Ids of every tour, in folder order (the listing orders them by their facts). */
export const tourIds = (): string[] => Object.keys(tourSlugs());

/*
 * The router knows one tree of routes under the language, named in English (src/app/route-tree.tsx): `/hk/tours`,
 * `/hk/tours/<tour id>`, `/hk/blog/<article id>`. Visitors see each language's own addresses: `/hk/聖經之旅`,
 * `/hk/<the tour's hk slug>`, `/hk/博客/<article id>`. The two functions below map one onto the other; the router
 * applies them to every address it reads and writes (its `rewrite` option), the build and the static pages call them.
 */

/** The route path of each page under `/$lang` ('/' for home). */
export const ROUTE_SEGMENTS = {
  home: '/',
  tours: 'tours',
  blog: 'blog',
  privacy: 'privacy',
  terms: 'terms',
  thanks: 'thanks',
  churches: 'churches',
} as const satisfies Record<PageKey, string>;
/** The route a fixed page is, for typed links: `<Link to={pageRoute('blog')} params={{ lang }}>`. */
export type PageRoute = {
  [K in PageKey]: K extends 'home' ? '/$lang/' : `/$lang/${(typeof ROUTE_SEGMENTS)[K]}`;
}[PageKey];
export function pageRoute(page: PageKey): PageRoute {
  return (page === 'home' ? '/$lang/' : `/$lang/${ROUTE_SEGMENTS[page]}`) as PageRoute;
}
const TOURS_SEGMENT = ROUTE_SEGMENTS.tours;
const BLOG_SEGMENT = ROUTE_SEGMENTS.blog;
/** The page standing in for one the visitor's device has not saved while offline: `/hk/offline`. */
export const OFFLINE_SEGMENT = 'offline';
/** Route-only pages: the same word in every language's address. */
const SAME_IN_EVERY_LANGUAGE = [OFFLINE_SEGMENT];
/**
 * Marks an address that is none of our pages (`/hk/<unknown>` → `/hk/_/<unknown>`), so it can never be read as a
 * route's English name (`/en/tours` is not a page) and the router shows the not-found page for it.
 */
export const UNKNOWN = '_';

function segmentsOf(pathname: string): string[] {
  let decoded = pathname;
  try {
    decoded = decodeURI(pathname);
  } catch {
    // A malformed escape stays as typed; it simply matches no page.
  }
  return decoded.split('/').filter(Boolean);
}

/** The route path of a fixed page, e.g. `/hk/blog`. */
export function routePathFor(page: PageKey, lang: Lang): string {
  return page === 'home' ? `/${lang}/` : `/${lang}/${ROUTE_SEGMENTS[page]}`;
}

/** The fixed page whose address in `lang` is `slug`, if any. */
export function pageOfSlug(slug: string, lang: Lang): PageKey | undefined {
  return PAGE_KEYS.find((key) => PAGES[key].slugs[lang] === slug);
}

function routeSegmentsOf(lang: Lang, rest: string[]): string[] | undefined {
  const [slug = '', id, ...more] = rest;
  if (more.length > 0) return undefined;
  const page = pageOfSlug(slug, lang);
  if (page === 'blog' && id) return [BLOG_SEGMENT, id];
  if (id) return undefined;
  if (page) return page === 'home' ? [] : [ROUTE_SEGMENTS[page]];
  const tour = Object.entries(tourSlugs()).find(([, slugs]) => slugs[lang] === slug)?.[0];
  if (tour) return [TOURS_SEGMENT, tour];
  return SAME_IN_EVERY_LANGUAGE.includes(slug) ? [slug] : undefined;
}

/** Public address (decoded or not) → the route path the router matches, e.g. `/hk/聖經之旅` → `/hk/tours`. */
export function toRoutePath(publicPath: string): string {
  const [prefix, ...rest] = segmentsOf(publicPath);
  if (!isLang(prefix)) return publicPath;
  const route = routeSegmentsOf(prefix, rest) ?? [UNKNOWN, ...rest];
  return `/${[prefix, ...route].join('/')}${route.length === 0 ? '/' : ''}`;
}

function publicSegmentsOf(lang: Lang, route: string[]): string[] {
  const [segment = '', id, ...more] = route;
  if (segment === UNKNOWN) return [id ?? '', ...more].filter(Boolean);
  if (segment === TOURS_SEGMENT && id && more.length === 0) {
    const slug = tourSlugs()[id]?.[lang];
    if (slug !== undefined) return [slug];
  }
  const page = PAGE_KEYS.find((key) => ROUTE_SEGMENTS[key] === (segment || '/'));
  if (page === 'blog' && id && more.length === 0) return [PAGES.blog.slugs[lang], id];
  if (page && !id) return [PAGES[page].slugs[lang]].filter(Boolean);
  return route;
}

/** Route path → the decoded public address, e.g. `/hk/tours/turkey-tour` → `/hk/<its hk slug>`. */
export function toPublicPath(routePath: string): string {
  const [prefix, ...route] = segmentsOf(routePath);
  if (!isLang(prefix)) return routePath;
  const rest = publicSegmentsOf(prefix, route);
  return `/${[prefix, ...rest].join('/')}${rest.length === 0 ? '/' : ''}`;
}

/** Whether a route path is none of our pages (see UNKNOWN). */
export function isUnknownPage(routePath: string): boolean {
  return segmentsOf(routePath)[1] === UNKNOWN;
}

/** Decoded path of a page, e.g. `/hk/博客` or `/en/`. */
export function pathFor(page: PageKey, lang: Lang): string {
  return toPublicPath(routePathFor(page, lang));
}

/** Same path percent-encoded, as it appears in `href`s and on disk-facing URLs. */
export function hrefFor(page: PageKey, lang: Lang): string {
  return encodeURI(pathFor(page, lang));
}

/** Decoded path of a blog article's own page, e.g. `/hk/博客/sinai`. */
export function articlePath(id: string, lang: Lang): string {
  return toPublicPath(`/${lang}/${BLOG_SEGMENT}/${id}`);
}

export function articleHref(id: string, lang: Lang): string {
  return encodeURI(articlePath(id, lang));
}

/** Decoded path of a tour's page, e.g. `/en/turkey-tour`. */
export function tourPath(id: string, lang: Lang): string {
  if (tourSlugs()[id] === undefined) throw new Error(`No tour "${id}" (src/content/tours/${id}/index.<lang>.md slug)`);
  return toPublicPath(`/${lang}/${TOURS_SEGMENT}/${id}`);
}

export function tourHref(id: string, lang: Lang): string {
  return encodeURI(tourPath(id, lang));
}

/** The equivalent of `pathname` in `lang`; prefix + the same path when it is none of our pages. */
export function localizePath(pathname: string, lang: Lang): string {
  const [, ...rest] = segmentsOf(toRoutePath(pathname));
  return toPublicPath(`/${[lang, ...rest].join('/')}`);
}

/**
 * Where a path without a known language prefix should go: the localized page for an
 * unprefixed name (`/blog`, `/tours`, a tour's id) or a foreign-prefixed page, else that language's home.
 */
export function redirectTarget(pathname: string, lang: Lang): string {
  const samePage = samePageIn(pathname);
  if (samePage) return samePage;
  const segments = segmentsOf(pathname);
  const unprefixed = segments.length === 1 ? segments[0] : undefined;
  const byNeutral = PAGE_KEYS.find((key) => key !== 'home' && PAGES[key].neutral === unprefixed);
  if (byNeutral) return pathFor(byNeutral, lang);
  // A tour's neutral name is its id.
  if (unprefixed && tourSlugs()[unprefixed]) return tourPath(unprefixed, lang);
  // A page's slug in any language, behind an unknown prefix: the same page in `lang`.
  const slug = segments.length === 2 ? segments[1] : undefined;
  const known = LANGS.map((other) => toRoutePath(`/${other}/${slug}`)).find((path) => !isUnknownPage(path));
  return slug && known ? localizePath(toPublicPath(known), lang) : pathFor('home', lang);
}

/**
 * The page an address under a language means when it names it another way: a fixed page's slug in another language
 * or its unprefixed name (`/hk/thank-you`, `/en/tours`), or a tour's id or slug in another language. The not-found
 * page forwards there; undefined when the address is a page already or means none.
 */
export function samePageIn(pathname: string): string | undefined {
  const [prefix, slug, ...rest] = segmentsOf(pathname);
  if (!isLang(prefix) || !slug || rest.length > 0 || !isUnknownPage(toRoutePath(pathname))) return undefined;
  const byName = PAGE_KEYS.find((key) => key !== 'home' && PAGES[key].neutral === slug);
  if (byName) return pathFor(byName, prefix);
  if (tourSlugs()[slug]) return tourPath(slug, prefix);
  const known = LANGS.map((other) => toRoutePath(`/${other}/${slug}`)).find((path) => !isUnknownPage(path));
  return known ? localizePath(toPublicPath(known), prefix) : undefined;
}

/** Unprefixed names that get a redirect page of their own at build time: fixed pages and tour ids. */
export function neutralPaths(): string[] {
  return [...PAGE_KEYS.filter((key) => key !== 'home').map((key) => PAGES[key].neutral), ...tourIds()];
}

/**
 * A tour's lasting address in a language, by its id (`/en/sinai-adventure`): what posters print, so a code on a
 * church noticeboard still opens the tour after its page's slug is renamed. The build writes a page there that
 * forwards to the tour's page (unless the slug is the id).
 */
export function tourIdPath(id: string, lang: Lang): string {
  return `/${lang}/${id}`;
}

/** Every tour's lasting address whose slug differs from its id: each gets a forwarding page of its own. */
export function forwardingTourPaths(): string[] {
  return allTourUrls()
    .map(({ id, lang, path }) => ({ path, lasting: tourIdPath(id, lang) }))
    .filter(({ path, lasting }) => path !== lasting)
    .map(({ lasting }) => lasting);
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
