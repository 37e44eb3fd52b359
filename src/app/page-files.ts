import type { ViewKey } from './page-head';

/**
 * The module that draws each page (under src/), one lazily loaded chunk each: the app loads it by this
 * name (pages.ts) and the build finds its chunks by it (scripts/build/asset-tags.ts).
 */
export const PAGE_FILES: Record<ViewKey, string> = {
  home: 'features/home/home-page.tsx',
  tours: 'features/tours/tours-page.tsx',
  'sinai-adventure': 'features/tours/sinai-adventure-page.tsx',
  'sinai-dubai': 'features/tours/sinai-dubai-page.tsx',
  'turkey-tour': 'features/tours/turkey-tour-page.tsx',
  blog: 'features/blog/blog-page.tsx',
  article: 'features/blog/article-page.tsx',
  privacy: 'features/privacy/privacy-page.tsx',
  terms: 'features/terms/terms-page.tsx',
};
