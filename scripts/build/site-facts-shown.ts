import { fileURLToPath } from 'node:url';
import { LANGUAGES, type Lang, nameFormOf } from '../../src/config/languages.ts';
import type { SiteFacts } from '../../src/content/site-schema.ts';
import { officeHoursText, openingHoursSpec } from '../content/office-hours.ts';
import { readSiteFacts } from '../content/read.ts';
import { TERM_TABLE_FILE, toSimplified } from '../content/simplified.ts';
import type { Watch } from './build-time-data.ts';

const perLanguage = (value: (lang: Lang) => string) =>
  Object.fromEntries(Object.keys(LANGUAGES).map((lang) => [lang, value(lang as Lang)])) as Record<Lang, string>;

/** What the pages show of the site facts in each language, written at build time (src/content/site-shown.ts). */
export function shownSiteFacts(facts: SiteFacts) {
  return {
    officeHours: perLanguage((lang) => officeHoursText(facts.officeHours, lang)),
    streetAddress: perLanguage((lang) => {
      const address = facts.streetAddress[nameFormOf(lang)];
      return LANGUAGES[lang].convertedFrom ? toSimplified(address) : address;
    }),
    openingHours: openingHoursSpec(facts.officeHours),
  };
}

export type ShownSiteFacts = ReturnType<typeof shownSiteFacts>;

/**
 * `site.json?shown`: the opening hours written out per language (Intl at build time, so every page and the
 * browser show the very same words) and the address per language (Simplified converted from the Chinese).
 */
export function siteFactsShown(watch: Watch): ShownSiteFacts {
  for (const strings of ['en.json', 'hk.json'])
    watch(fileURLToPath(new URL(`../../locales/${strings}`, import.meta.url)));
  watch(fileURLToPath(TERM_TABLE_FILE));
  return shownSiteFacts(readSiteFacts());
}
