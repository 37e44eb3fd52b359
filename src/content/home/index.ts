import { entries } from '../../../generated/content/home/index.ts';
import { singleEntry } from '../collection';
import type { HomeText } from './schema';

export type { HomeText } from './schema';

export const homeText = singleEntry<HomeText>(entries);

/** Local looping background video; cached at runtime only, never precached. */
export const HERO_VIDEO = '/media/hero.webm';
export const HERO_POSTER = 'hero-poster';
