import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { formatMoney } from '../../src/config/formats.ts';
import { type Lang, nameFormOf } from '../../src/config/languages.ts';
import { shownNumber } from '../../src/content/site.ts';
import { type SiteFacts, siteFactsSchema } from '../../src/content/site-schema.ts';
import { type TermsFacts, termsFactsSchema } from '../../src/content/terms/schema.ts';
import { type TourFacts, tourFactsSchema } from '../../src/content/tours/schema.ts';
import { FACTS_FILE } from './layout.ts';
import { officeHoursText } from './office-hours.ts';
import type { FactValues } from './placeholders.ts';
import { escortValues, mountainValues, stanceValues } from './stances.ts';

/** How the fact files are read: the entries module passes its own reader, so test overlays apply here too. */
export interface FactReader {
  /** A YAML (or JSON) file, parsed. */
  yaml(file: string): unknown;
  /** The front matter of a Markdown file, parsed. */
  frontMatter(file: string): unknown;
  validate<T>(schema: import('valibot').GenericSchema<unknown, T>, input: unknown, file: string): T;
  root: string;
}

/** A tour's facts: the front matter of its index.en.md (its English words are left out when validated). */
export function tourFactsOf(reader: FactReader, id: string): Omit<TourFacts, 'builtOn'> {
  const file = join(reader.root, 'tours', id, FACTS_FILE);
  return reader.validate(tourFactsSchema, { id, ...(reader.frontMatter(file) as object) }, file);
}

export function termsFacts(reader: FactReader): TermsFacts {
  const file = join(reader.root, 'terms', FACTS_FILE);
  return reader.validate(termsFactsSchema, { id: 'terms', ...(reader.frontMatter(file) as object) }, file);
}

/** Tour folders (each with its index.en.md), in name order. */
export function tourFolders(root: string): string[] {
  const dir = join(root, 'tours');
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(dir, entry.name, FACTS_FILE)))
    .map((entry) => entry.name)
    .sort();
}

/** The general rules every page may state: passport validity, the cancellation scale, the levy. */
export function termsValues(terms: TermsFacts): FactValues {
  const { depositOnlyFrom, halfFrom, threeQuartersFrom } = terms.cancellation;
  return {
    passportMonths: String(terms.passportValidityMonths),
    depositOnlyFrom: String(depositOnlyFrom),
    halfFrom: String(halfFrom),
    halfTo: String(depositOnlyFrom - 1),
    threeQuartersFrom: String(threeQuartersFrom),
    threeQuartersTo: String(halfFrom - 1),
    fullTo: String(threeQuartersFrom - 1),
    levyPercent: String(terms.levyPercent),
  };
}

/** What a tour's prose may say with a placeholder: `{deposit}`, `{balanceDueDays}`, `{groupMin}`, … */
export function tourValues(trip: Omit<TourFacts, 'builtOn'>, days: number, terms: TermsFacts, lang: Lang): FactValues {
  return {
    ...mountainValues(trip.mountain, lang),
    ...escortValues(trip.escort, lang),
    ...termsValues(terms),
    deposit: formatMoney(trip.deposit, trip.currency, lang),
    balanceDueDays: String(trip.balanceDueDays),
    groupMin: String(trip.groupSize.min),
    groupMax: String(trip.groupSize.max),
    days: String(days),
    nights: String(days - 1),
    ...(trip.campNights === undefined
      ? {}
      : { campNights: String(trip.campNights), hotelNights: String(days - 1 - trip.campNights) }),
    flights: String(trip.flights.total),
    domesticFlights: String(trip.flights.domestic),
    demandLevel: String(trip.demand),
  };
}

/** src/content/site.json, as the build checks it (scripts/content/site-facts.ts). */
export function siteFacts(reader: FactReader): SiteFacts {
  const file = join(reader.root, 'site.json');
  return reader.validate(siteFactsSchema, reader.yaml(file), file);
}

/**
 * The agency's facts prose may state (`{phone}`, `{whatsapp}`, `{email}`, `{address}`, `{officeHours}`,
 * `{replyHours}`) and its
 * stances (`{insuranceSentence}`, `{insuranceNote}`). The Simplified pages convert the Chinese.
 */
export function siteValues(site: SiteFacts, lang: Lang): FactValues {
  return {
    phone: site.phone.value,
    whatsapp: shownNumber(site.whatsapp.value),
    email: site.email.value,
    address: site.streetAddress[nameFormOf(lang)],
    officeHours: officeHoursText(site.officeHours, lang),
    replyHours: String(site.replyWithinHours.value),
    ...stanceValues(site.travelInsurance.value, lang),
  };
}
