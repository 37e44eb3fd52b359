import type { Lang } from '../../config/routes';
import { lazyEntries } from '../collection';
import type { HomeText } from './schema';

export type { HomeText } from './schema';

const homeEntry = lazyEntries<HomeText>({
  en: import.meta.glob('./index.en.md', { query: '?entry=en' }),
  hk: import.meta.glob('./index.en.md', { query: '?entry=hk' }),
  cn: import.meta.glob('./index.en.md', { query: '?entry=cn' }),
});

export const homeText = {
  load: (lang: Lang) => homeEntry.load('', lang),
  get: (lang: Lang) => homeEntry.get('', lang),
};

/** Local looping background video; cached at runtime only, never precached. */
export const HERO_VIDEO = '/media/hero.webm';
export const HERO_POSTER = 'hero-poster';
