import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import * as v from 'valibot';
import { parse } from 'yaml';
import { upcomingDepartures } from '../../src/content/tours/departures.ts';
import {
  generalFaqSchema,
  type TripFacts,
  type TripWords,
  tripFactsSchema,
  tripWordsSchema,
} from '../../src/content/tours/trip-schema.ts';
import type { TripSummary, TripText } from '../../src/content/tours/trip-types.ts';
import { CONTENT_ROOT, type ContentSource } from '../content/entries.ts';
import { toSimplified } from '../content/simplified.ts';
import { dayRanges, routeMapSvg } from './route-map.ts';

export type ContentLang = 'en' | 'hk' | 'cn';

/** Validates parsed YAML; a bad entry fails naming the file and the field. */
export function checked<S extends v.GenericSchema>(schema: S, data: unknown, file: string): v.InferOutput<S> {
  const result = v.safeParse(schema, data);
  if (result.success) return result.output;
  const problems = result.issues.map((issue) => `  ${v.getDotPath(issue) ?? '(file)'}: ${issue.message}`);
  throw new Error(`${file} is not valid:\n${problems.join('\n')}`);
}

/** The file, or its replacement in the overlay folder (tests change content the way an editor would). */
function sourceOf(file: string, { overlay }: ContentSource): string {
  const replaced = overlay ? join(overlay, relative(CONTENT_ROOT, file)) : '';
  return replaced && existsSync(replaced) ? replaced : file;
}

async function readYaml<S extends v.GenericSchema>(
  schema: S,
  file: string,
  source: ContentSource = {},
): Promise<v.InferOutput<S>> {
  return checked(schema, parse(await readFile(sourceOf(file, source), 'utf8')), file);
}

/** Simplified Chinese is never written by hand: every string of the Traditional text goes through OpenCC. */
function simplified<T>(value: T): T {
  if (typeof value === 'string') return toSimplified(value) as T;
  if (Array.isArray(value)) return value.map(simplified) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, simplified(item)])) as T;
  return value;
}

/** The words of `lang` from `<dir>/<base><hk|en>.yaml`; cn is derived from hk. */
export async function readWords<S extends v.GenericSchema>(
  schema: S,
  file: (lang: 'en' | 'hk') => string,
  lang: ContentLang,
  source: ContentSource = {},
) {
  const words = await readYaml(schema, file(lang === 'en' ? 'en' : 'hk'), source);
  return lang === 'cn' ? simplified(words) : words;
}

export const readTripFacts = (file: string, source: ContentSource = {}) => readYaml(tripFactsSchema, file, source);

/** The language-neutral summary: departures before `today` are dropped here, at build time. */
export function tripSummary({ route: _route, ...facts }: TripFacts, today: string): TripSummary {
  return { ...facts, departures: upcomingDepartures(facts.departures, today), builtOn: today };
}

const DATE_LOCALES: Record<ContentLang, string> = { en: 'en-GB', hk: 'zh-HK', cn: 'zh-CN' };

function formatDate(iso: string, lang: ContentLang): string {
  const format = new Intl.DateTimeFormat(DATE_LOCALES[lang], {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return format.format(new Date(`${iso}T00:00:00Z`));
}

/** A tour page's text in one language, except the map's address (the plugin turns the SVG into an asset). */
export async function tripText(
  factsFile: string,
  lang: ContentLang,
  today: string,
  source: ContentSource = {},
): Promise<{ text: Omit<TripText, 'map'>; svg: ReturnType<typeof routeMapSvg> }> {
  const facts = await readTripFacts(factsFile, source);
  const wordsFile = (code: string) => join(dirname(factsFile), `trip.${code}.yaml`);
  const words: TripWords = await readWords(tripWordsSchema, wordsFile, lang, source);
  const placeName = (place: string) => {
    const name = words.places[place];
    if (!name) throw new Error(`${wordsFile(lang === 'en' ? 'en' : 'hk')} is not valid:\n  places.${place}: missing`);
    return name;
  };
  const stops = facts.route.map((stop) => ({ ...stop, name: placeName(stop.place) }));
  const { places: _places, ...rest } = words;
  const departures = upcomingDepartures(facts.departures, today);
  return {
    text: {
      ...rest,
      dates: Object.fromEntries(departures.map((departure) => [departure.start, formatDate(departure.start, lang)])),
      route: stops.map((stop) => ({ name: stop.name, days: dayRanges(stop.days) })),
    },
    svg: routeMapSvg(stops, DATE_LOCALES[lang]),
  };
}

export async function generalFaq(file: (lang: 'en' | 'hk') => string, lang: ContentLang, source: ContentSource = {}) {
  return (await readWords(generalFaqSchema, file, lang, source)).faq;
}
