import { entries, table } from '../../../generated/content/blog/index.ts';
import { lazyEntries, lazyTable } from '../collection';

export * from './posts';
export type { BlogArticle, BlogCategory, BlogFacts, BlogMeta } from './schema';

export const blogArticles = lazyEntries(entries);

/** What the tabs, the blog's index and the related articles need of every article (BLOG_META_FIELDS). */
export const blogMeta = lazyTable(table, 'meta');
