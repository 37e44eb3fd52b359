import type { Lang } from '../config/routes';

/** Built assets fetched but not precached (blog article bodies, photos), kept once fetched. */
export const ASSETS_CACHE = 'assets-v1';

/** Blog articles' own pages, kept for offline reading in the visitor's language. */
export const ARTICLES_CACHE = 'articles-v1';

/** A page asks its worker to keep the blog articles of its language for offline reading. */
export interface KeepArticlesMessage {
  type: 'KEEP_ARTICLES';
  lang: Lang;
}
