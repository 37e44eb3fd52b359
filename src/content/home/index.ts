import { lazyContent } from '../lazy-content';
import type { HomeText } from '../types';

export const homeText = lazyContent<HomeText>({
  en: () => import('./en'),
  hk: () => import('./hk'),
  cn: () => import('./cn'),
});

/** Local looping background video; cached at runtime only, never precached. */
export const HERO_VIDEO = '/media/hero.webm';
export const HERO_POSTER = 'hero-poster';
