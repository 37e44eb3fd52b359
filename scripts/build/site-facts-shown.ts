import { LANGUAGES, type Lang, nameFormOf } from '../../src/config/languages.ts';
import type { SiteFacts } from '../../src/content/site-schema.ts';
import { officeHoursText, openingHoursSpec } from '../content/office-hours.ts';
import { toSimplified } from '../content/simplified.ts';

const perLanguage = (value: (lang: Lang) => string) =>
  Object.fromEntries(Object.keys(LANGUAGES).map((lang) => [lang, value(lang as Lang)])) as Record<Lang, string>;

/**
 * What the pages show of the site facts in each language, written by the compile (generated/site-shown.json, read by
 * src/content/site-shown.ts): the opening hours written out per language (Intl at build time, so every page and the
 * browser show the very same words) and the address per language (Simplified converted from the Chinese).
 */
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
