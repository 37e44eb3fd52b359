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

export interface PageModule {
  default: React.ComponentType;
  /** Loads long content for the language (and the entry, for a tour or an article) before the page renders. */
  preload?: (lang: Lang, id?: string) => Promise<void>;
  head: (lang: Lang, id?: string) => PageHead;
}

/** Every fixed page, plus a tour's page and a blog article's own page (which also need the entry's id). */
export type ViewKey = PageKey | 'tour' | 'article';
