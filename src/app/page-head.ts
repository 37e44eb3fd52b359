import type { Lang, PageKey } from '../config/routes';

/** What each page contributes to its `<head>`; the shell adds the shared tags. */
export interface PageHead {
  title: string;
  description: string;
  keywords: string;
  /** Extra structured data beside the organisation record. */
  jsonLd?: object[];
  /** Open Graph type, default "website". */
  ogType?: string;
}

export interface PageModule {
  default: React.ComponentType;
  /** Loads long content for the language before the page renders. */
  preload?: (lang: Lang) => Promise<void>;
  head: (lang: Lang) => PageHead;
}

export type PageLoaders = Record<PageKey, () => Promise<PageModule>>;
