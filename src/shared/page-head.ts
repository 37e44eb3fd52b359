import type { Lang } from '../config/languages';
import type { PageKey } from '../config/routes';

/** What each page contributes to its `<head>`; the shell adds the shared tags. */
export interface PageHead {
  title: string;
  description: string;
  keywords: string;
  /** Extra structured data beside the organisation record. */
  jsonLd?: object[];
  /** Open Graph type, default "website". */
  ogType?: string;
  /** The page's address (href) in each language, when it is not one of the fixed pages (a tour, an article). */
  hrefs?: Record<Lang, string>;
  /** Kept out of search results (robots noindex). */
  noindex?: boolean;
  /** The link-preview picture's name under /share/, when it is not the page key's. */
  shareImage?: string;
}

/** Every fixed page, plus a tour's page and a blog article's own page (which also need the entry's id). */
export type ViewKey = PageKey | 'tour' | 'article';

/**
 * The module the router loads lazily to draw each page (the route tree imports it; the build finds the chunks
 * of a page's start-up by it, scripts/build/asset-tags.ts).
 */
export const PAGE_MODULES = 'src/app/pages/';
export const pageModuleFile = (page: ViewKey) => `${PAGE_MODULES}${page}.tsx`;

/** The element in each page listing the chunks its start-up needs (scripts/build/asset-tags.ts, entry-client.tsx). */
export const START_UP_CHUNKS_ID = 'start-up-chunks';

/**
 * A page's data and head, in the module its route loads with the page (src/app/page-route.ts): `load` gets the
 * route's params (the language, and the tour or article id where the address names one).
 */
export interface PageData<Params extends { lang: Lang }, Data> {
  load: (params: Params) => Promise<Data>;
  head: (lang: Lang, data: Data) => PageHead;
}
