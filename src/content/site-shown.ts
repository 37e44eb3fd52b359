import shown from '../../generated/site-shown.json';
import type { Lang } from '../config/languages';

/**
 * The site facts as the pages show them, written by the compile from src/content/site.json
 * (scripts/build/site-facts-shown.ts): the office hours in each language's own style, the address per language.
 */
export const officeHoursText = (lang: Lang): string => shown.officeHours[lang];

/** The office's address: English, Traditional Chinese, or Simplified converted from it. */
export const streetAddressText = (lang: Lang): string => shown.streetAddress[lang];

/** schema.org's openingHours, e.g. "Mo-Fr 10:00-19:00". */
export const OPENING_HOURS: string = shown.openingHours;
