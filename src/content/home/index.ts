import { singleEntry } from '../collection';
import type { HomeText } from './schema';

export type { HomeText } from './schema';

export const homeText = singleEntry<HomeText>({
  en: import.meta.glob('./index.en.md', { query: '?entry=en' }),
  hk: import.meta.glob('./index.en.md', { query: '?entry=hk' }),
  cn: import.meta.glob('./index.en.md', { query: '?entry=cn' }),
});

/** Local looping background video; cached at runtime only, never precached. */
export const HERO_VIDEO = '/media/hero.webm';
export const HERO_POSTER = 'hero-poster';
