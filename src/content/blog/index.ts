import { lazyEntries, lazyTable } from '../collection';
import type { BlogArticle } from './schema';

export * from './posts';
export type { BlogArticle, BlogCategory, BlogFacts } from './schema';

export const blogArticles = lazyEntries<BlogArticle>({
  en: import.meta.glob('./*/index.en.md', { query: '?entry=en' }),
  hk: import.meta.glob('./*/index.en.md', { query: '?entry=hk' }),
  cn: import.meta.glob('./*/index.en.md', { query: '?entry=cn' }),
});

/** What the tabs, the blog's index and the related articles need of every article; the rest stays in its own chunk. */
export type BlogMeta = Pick<BlogArticle, 'tab' | 'title' | 'readingMinutes'>;

export const blogMeta = lazyTable<BlogMeta>({
  en: () => import('./meta-en'),
  hk: () => import('./meta-hk'),
  cn: () => import('./meta-cn'),
});
