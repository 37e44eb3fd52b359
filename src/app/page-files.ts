import type { ViewKey } from '../shared/page-head';

/**
 * The module that draws each page (under src/), one lazily loaded chunk each: the app loads it by this
 * name (pages.ts) and the build finds its chunks by it (scripts/build/asset-tags.ts).
 */
export const PAGE_FILES: Record<ViewKey, string> = {
  home: 'app/home-page.tsx',
  tours: 'features/tours/tours-page.tsx',
  tour: 'app/tour-page.ts',
  blog: 'features/blog/blog-page.tsx',
  article: 'features/blog/article-page.tsx',
  privacy: 'features/privacy/privacy-page.tsx',
  terms: 'features/terms/terms-page.tsx',
  thanks: 'features/enquiry/thanks-page.tsx',
  churches: 'app/churches-page.tsx',
};

/** The element in each page listing the chunks its start-up needs (scripts/build/asset-tags.ts, entry-client.tsx). */
export const START_UP_CHUNKS_ID = 'start-up-chunks';
