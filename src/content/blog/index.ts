import { lazyEntries } from '../collection';
import type { BlogArticle } from './schema';

export * from './posts';
export type { BlogArticle, BlogCategory, BlogFacts } from './schema';

export const blogArticles = lazyEntries<BlogArticle>({
  en: import.meta.glob('./*/facts.yaml', { query: '?entry=en' }),
  hk: import.meta.glob('./*/facts.yaml', { query: '?entry=hk' }),
  cn: import.meta.glob('./*/facts.yaml', { query: '?entry=cn' }),
});

/** What the tabs and structured data need of every article; its body stays in its own chunk. */
export type BlogMeta = Pick<
  BlogArticle,
  'tab' | 'title' | 'description' | 'author' | 'published' | 'keywords' | 'readingMinutes'
>;

export const blogMeta = lazyEntries<BlogMeta>({
  en: import.meta.glob('./*/facts.yaml', {
    query: '?entry=en&fields=tab,title,description,author,published,keywords,readingMinutes',
  }),
  hk: import.meta.glob('./*/facts.yaml', {
    query: '?entry=hk&fields=tab,title,description,author,published,keywords,readingMinutes',
  }),
  cn: import.meta.glob('./*/facts.yaml', {
    query: '?entry=cn&fields=tab,title,description,author,published,keywords,readingMinutes',
  }),
});
