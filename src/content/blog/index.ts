import { lazyContentById } from '../lazy-content';
import type { BlogArticle } from '../types';
import { BLOG_IDS } from './registry';

export * from './registry';

/** What the tabs and the page's structured data need of every article; its body stays in its own chunk. */
export type BlogMeta = Pick<BlogArticle, 'tab' | 'title' | 'description' | 'author' | 'publishedDate' | 'keywords'> & {
  readingMinutes: number;
};

export const blogArticles = lazyContentById(BLOG_IDS, import.meta.glob<{ default: BlogArticle }>('./*/*.ts'));

// Computed at build time (scripts/build/content-fields-plugin.ts), reading time included.
export const blogMeta = lazyContentById(
  BLOG_IDS,
  import.meta.glob<{ default: BlogMeta }>('./*/*.ts', { query: '?fields=tab,title,description,author,publishedDate,keywords,readingMinutes' }),
);
