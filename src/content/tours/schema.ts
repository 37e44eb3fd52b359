import * as v from 'valibot';
import { nameFormOf } from '../../config/languages.ts';
import { editorAs, four, image, isoDate, lang, markdownBody, names, order, text, titled } from '../fields.ts';

/** A tour's folder name: its id, and the unprefixed address that redirects to its page (`/turkey-tour`). */
export const tourId = v.pipe(
  v.string(),
  v.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'a tour folder is named in lower-case letters, digits and hyphens'),
);

/** A page's last address segment: no slash, no question mark or hash, no spaces. */
export const slug = v.pipe(text, v.regex(/^[^/?#\s%]+$/, 'must be one address segment (no /, ?, #, % or spaces)'));

export const CURRENCIES = ['USD', 'HKD', 'EUR', 'GBP'] as const;
export const DEPARTURE_STATUSES = ['open', 'few-left', 'guaranteed', 'full'] as const;
export const TOUR_CATEGORY_NAMES = ['biblical', 'adventure', 'cultural'] as const;

const whole = (message: string) => v.pipe(v.number(message), v.integer('must be a whole number'));
const amount = v.pipe(whole('must be an amount, e.g. 2890'), v.minValue(1), editorAs('money'));

export const departureSchema = v.object({
  /** A departure already past would be saved and then silently left off the site: the editor refuses it. */
  start: v.pipe(isoDate, editorAs('future-date')),
  status: v.picklist(DEPARTURE_STATUSES),
  price: amount,
});

/** A place on the route map, named as English and Chinese readers know it (Simplified is derived). */
export const stopSchema = v.object({
  name: names,
  /** The itinerary days spent there. */
  days: v.pipe(v.array(v.pipe(whole('must be a day number'), v.minValue(1))), v.minLength(1)),
  lon: v.pipe(v.number(), v.minValue(-180), v.maxValue(180)),
  lat: v.pipe(v.number(), v.minValue(-90), v.maxValue(90)),
  /** Where the label sits beside the stop's marker on the map. */
  label: v.optional(v.picklist(['left', 'right', 'above', 'below']), 'right'),
});

/** The local guide travellers call during the trip: until the agency confirms it, `npm run check:launch` lists it. */
export const guideSchema = v.object({
  /** Digits only, with the country code (as site.json's whatsapp): called (tel:) and messaged on WhatsApp. */
  whatsapp: v.pipe(v.string(), v.regex(/^\d{8,15}$/, 'must be digits only, with the country code')),
  confirmed: v.boolean(),
});
export type TourGuide = v.InferOutput<typeof guideSchema>;

/** How a tour meets the mountain: the group climbs it, or views it from the permitted areas at its base. */
export const MOUNTAIN_VISITS = ['climb', 'base'] as const;
export type MountainVisit = (typeof MOUNTAIN_VISITS)[number];

/** Who travels with the group: a tour leader from Hong Kong (with local guides), or local guides alone. */
export const ESCORTS = ['tour-leader', 'local-guides'] as const;
export type Escort = (typeof ESCORTS)[number];

/** tours/<id>/index.en.md front matter, beside the English words: what is the same in every language. */
export const tourFactsSchema = v.pipe(
  v.object({
    id: tourId,
    order,
    rating: v.pipe(v.number('must be a number'), v.minValue(0), v.maxValue(5)),
    /** The card's picture (home, listing). */
    image,
    /** The tour page's wide picture: not one of the days' pictures, which the same page shows again. */
    hero: image,
    /** PLACEHOLDER: the brochure on the agency's file-sharing service. */
    brochure: v.pipe(v.string(), v.url('must be a web address')),
    /** True while the departures are example data the agency has not replaced yet. */
    example: v.boolean(),
    currency: v.picklist(CURRENCIES),
    categories: v.pipe(v.array(v.picklist(TOUR_CATEGORY_NAMES)), v.minLength(1)),
    groupSize: v.object({ min: whole('must be a number of people'), max: whole('must be a number of people') }),
    /** 1 (easy) to 5 (strenuous). */
    demand: v.pipe(whole('must be a number from 1 to 5'), v.minValue(1), v.maxValue(5)),
    deposit: v.pipe(whole('must be an amount, e.g. 500'), v.minValue(0), editorAs('money')),
    /** The balance is due this many days before departure. */
    balanceDueDays: v.pipe(whole('must be a number of days'), v.minValue(0)),
    /** Whether the group climbs the mountain (Jabal al-Lawz) or views it from its base: the prose says it from this. */
    mountain: v.optional(v.picklist(MOUNTAIN_VISITS, 'must be climb or base')),
    /** Who accompanies the group: the prose says it with `{escortSentence}` and `{escortNote}`, from this. */
    escort: v.picklist(ESCORTS, 'must be tour-leader or local-guides'),
    /** Nights at the desert camp, of all the tour's nights: the prose says it with `{campNights}`. */
    campNights: v.optional(v.pipe(whole('must be a number of nights'), v.minValue(0)), 0),
    /**
     * Flights in the price: the return flights from Hong Kong (direct, or with a connection where the route has no
     * direct flight, e.g. Hong Kong–Tabuk), and the flights inside one country (e.g. Istanbul–Izmir). Never a count of
     * legs: a connection would make it wrong.
     */
    flights: v.object({
      fromHongKong: v.picklist(['direct', 'connecting'], 'must be direct or connecting'),
      domestic: v.pipe(whole('must be a number of flights'), v.minValue(0)),
    }),
    departures: v.pipe(
      v.array(departureSchema),
      v.check(
        (departures) => new Set(departures.map(({ start }) => start)).size === departures.length,
        'two departures start on the same day: keep one (change its status or price instead)',
      ),
    ),
    guide: guideSchema,
    route: v.pipe(v.array(stopSchema), v.minLength(2)),
    /** One entry per itinerary day, in order; the day's words are its `## ` section in each language file. */
    days: v.pipe(
      v.array(v.object({ images: v.pipe(v.array(image), v.minLength(1), v.maxLength(2)) })),
      v.minLength(1),
    ),
  }),
  v.forward(
    v.check(
      ({ hero, days }) => days.every((day) => !day.images.includes(hero)),
      'must not be a picture one of the days shows: the page would show it twice',
    ),
    ['hero'],
  ),
  v.forward(
    v.check(({ days, campNights }) => (campNights ?? 0) < days.length, 'must be fewer than the nights of the tour'),
    ['campNights'],
  ),
  v.forward(
    v.check(({ days }) => {
      const pictures = days.flatMap((day) => day.images);
      return new Set(pictures).size === pictures.length;
    }, 'must not show the same picture on two days'),
    ['days'],
  ),
  v.forward(
    v.check(
      ({ route, days }) => route.every((stop) => stop.days.every((day) => day <= days.length)),
      'names a day the itinerary does not have',
    ),
    ['route'],
  ),
  v.transform((facts) => ({ ...facts, durationDays: facts.days.length })),
);

const question = v.object({ q: text, a: text });

/** tours/<id>/index.<lang>.md front matter: the words. */
const tourWords = v.object({
  /** The page's address in this language: /en/<slug>. */
  slug,
  name: text,
  location: text,
  /** One or two sentences for cards. */
  description: text,
  highlights: four(text),
  heroSubtitle: text,
  whyHeading: text,
  why: four(titled),
  /** Tour nature, physical requirements, safety. */
  essentials: v.tuple([titled, titled, titled]),
  notices: v.optional(v.array(titled)),
  safety: v.optional(four(titled)),
  included: v.pipe(v.array(text), v.minLength(1)),
  excluded: v.pipe(v.array(text), v.minLength(1)),
  /** What to bring, one thing a line, in the same order in every language (ticks are kept by line). */
  packing: v.pipe(v.array(text), v.minLength(5)),
  /** Extra payment terms beside deposit and balance (paragraph text). */
  paymentNote: text,
  faq: v.pipe(v.array(question), v.minLength(1)),
  ctaTitle: text,
  ctaText: text,
  seoTitle: text,
  seoDescription: text,
  keywords: text,
});

export const tourSchema = v.pipe(
  v.object({ lang, facts: tourFactsSchema, words: tourWords, body: markdownBody }),
  v.forward(
    v.check(
      ({ facts, body }) => body.sections.length === facts.days.length,
      'needs one "## " section per day listed in the days',
    ),
    ['body', 'sections'],
  ),
  v.transform(({ lang: language, facts, words, body }) => ({
    ...facts,
    ...words,
    route: facts.route.map((stop) => ({ ...stop, name: stop.name[nameFormOf(language)] })),
    days: body.sections.map((section, index) => ({
      day: index + 1,
      title: section.title,
      html: section.html,
      verse: section.quote,
      images: facts.days[index]?.images ?? [],
      /** The route's places that day, for a calendar event's location. */
      places: facts.route
        .filter((stop) => stop.days.includes(index + 1))
        .map((stop) => stop.name[nameFormOf(language)]),
    })),
  })),
);

/** What every page may read of a tour (cards, listing, hero): past departures left out at build time. */
export type TourFacts = Omit<v.InferOutput<typeof tourFactsSchema>, 'route'> & {
  /** The build date (YYYY-MM-DD): departures before it were dropped. */
  builtOn: string;
};

/** A day as its language file gives it: number, title, words, verse, pictures. */
export type WrittenDay = v.InferOutput<typeof tourSchema>['days'][number];

/** A tour page in one language, with what the build derives: dates written out, the route as text and map. */
export type Tour = Omit<v.InferOutput<typeof tourSchema>, 'route' | 'days'> & {
  /** Each day with where it is spent (the route's places) and its first sentence: what a closed day shows. */
  days: (WrittenDay & { places: string[]; gist: string })[];
  /** Departure start (YYYY-MM-DD) → the date as the language writes it. */
  dates: Record<string, string>;
  /** The route in order, as the map's text alternative: place name and the days spent there. */
  route: { name: string; days: string }[];
  /** The route map drawn twice: for a wide screen and print, and tall and narrow for a phone. */
  map: Record<'wide' | 'phone', MapPicture>;
};

/** A route map as the build writes it out: its file's address and its drawn size. */
export interface MapPicture {
  src: string;
  width: number;
  height: number;
}

export type ItineraryDay = Tour['days'][number];
export type Departure = v.InferOutput<typeof departureSchema>;
export type DepartureStatus = Departure['status'];
export type Currency = TourFacts['currency'];
export type TourCategory = TourFacts['categories'][number];
export type Question = v.InferOutput<typeof question>;

/** What a tour card shows: pages listing tours load only this much of each tour, every tour in one chunk. */
export const TOUR_CARD_FIELDS = ['name', 'location', 'description', 'highlights'] as const;
export type TourCardText = Pick<Tour, (typeof TOUR_CARD_FIELDS)[number]>;
