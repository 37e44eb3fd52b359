/** Built assets fetched but not precached (blog article bodies, photos), kept once fetched. */
export const ASSETS_CACHE = 'assets-v1';

/** Blog articles' own pages, kept for offline reading in the visitor's language. */
export const ARTICLES_CACHE = 'articles-v1';
