import { readFileSync } from 'node:fs';
import type * as v from 'valibot';
import { formatDate, LOCALES } from '../../src/config/formats.ts';
import { LANGUAGES, type Lang, type NameForm, nameFormOf } from '../../src/config/languages.ts';
import { upcomingDepartures } from '../../src/content/tours/departures.ts';
import type { Tour, TourFacts, tourFactsSchema, tourSchema } from '../../src/content/tours/schema.ts';
import { dayRanges, type MapName, PHONE, routeMapSvg, WIDE } from '../build/route-map.ts';
import { firstSentence } from './first-sentence.ts';
import { toSimplified } from './simplified.ts';

/** A tour's facts as every page reads them: departures before `today` (the build date) left out, the route too. */
export function deriveTourFacts(
  { route: _route, ...facts }: v.InferOutput<typeof tourFactsSchema>,
  today: string,
): TourFacts {
  return { ...facts, departures: upcomingDepartures(facts.departures, today), builtOn: today };
}

/** The countries and seas a route map may name (src/content/map-names.json), in one language. */
function mapNames(lang: Lang): MapName[] {
  const file = new URL('../../src/content/map-names.json', import.meta.url);
  const names = JSON.parse(readFileSync(file, 'utf8')) as (Omit<MapName, 'name'> & {
    name: Record<NameForm, string>;
  })[];
  return names.map(({ name, ...place }) => ({
    ...place,
    name: LANGUAGES[lang].convertedFrom ? toSimplified(name[nameFormOf(lang)]) : name[nameFormOf(lang)],
  }));
}

/**
 * A tour page's entry as the page reads it: departures still to come, each date written out in the language, the
 * route as text; and the route map, drawn as SVGs the build turns into assets: one for wide screens and print, one
 * tall and narrow for a phone.
 */
export function deriveTour(
  tour: v.InferOutput<typeof tourSchema>,
  lang: Lang,
  today: string,
): { entry: Omit<Tour, 'map'>; maps: Record<keyof Tour['map'], ReturnType<typeof routeMapSvg>> } {
  const departures = upcomingDepartures(tour.departures, today);
  const names = mapNames(lang);
  const maps = {
    wide: routeMapSvg(tour.route, LOCALES[lang], names, WIDE),
    phone: routeMapSvg(tour.route, LOCALES[lang], names, PHONE),
  };
  return {
    entry: {
      ...tour,
      departures,
      dates: Object.fromEntries(departures.map(({ start }) => [start, formatDate(start, lang)])),
      route: tour.route.map((stop) => ({ name: stop.name, days: dayRanges(stop.days) })),
      // A closed day shows where it is and its first sentence: the overview reads without opening every day.
      days: tour.days.map((day) => ({
        ...day,
        places: tour.route.filter((stop) => stop.days.includes(day.day)).map((stop) => stop.name),
        gist: firstSentence(day.html),
      })),
    },
    maps,
  };
}
