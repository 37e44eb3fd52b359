import * as v from 'valibot';

/**
 * The tour facts and words kept in `src/content/tours/<id>/trip.yaml` (language-neutral) and
 * `trip.<lang>.yaml` (words), plus the general questions in `src/content/faq/<lang>.yaml`.
 * Read and checked at build time (scripts/build/trip-data.ts); a bad entry fails the build naming file and field.
 */
const text = v.pipe(v.string(), v.trim(), v.nonEmpty());
const key = v.pipe(v.string(), v.regex(/^[a-z0-9-]+$/, 'use lower-case letters, digits and hyphens'));

export const CURRENCIES = ['USD', 'HKD', 'EUR', 'GBP'] as const;
export const DEPARTURE_STATUSES = ['open', 'few-left', 'guaranteed', 'full'] as const;
export const TRIP_CATEGORIES = ['biblical', 'adventure', 'cultural'] as const;

const isoDate = v.pipe(
  v.union([v.string(), v.date()]),
  v.transform((value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value)),
  v.isoDate('write the date as YYYY-MM-DD'),
);

export const departureSchema = v.object({
  start: isoDate,
  status: v.picklist(DEPARTURE_STATUSES),
  price: v.pipe(v.number(), v.integer(), v.minValue(1)),
});

export const stopSchema = v.object({
  place: key,
  days: v.pipe(v.array(v.pipe(v.number(), v.integer(), v.minValue(1))), v.minLength(1)),
  lon: v.pipe(v.number(), v.minValue(-180), v.maxValue(180)),
  lat: v.pipe(v.number(), v.minValue(-90), v.maxValue(90)),
  /** Where the label sits beside the stop's marker on the map. */
  label: v.optional(v.picklist(['left', 'right', 'above', 'below']), 'right'),
});

export const tripFactsSchema = v.object({
  /** True while the departures are example data the agency has not replaced yet. */
  example: v.boolean(),
  currency: v.picklist(CURRENCIES),
  categories: v.pipe(v.array(v.picklist(TRIP_CATEGORIES)), v.minLength(1)),
  groupSize: v.object({ min: v.pipe(v.number(), v.integer()), max: v.pipe(v.number(), v.integer()) }),
  /** 1 (easy) to 5 (strenuous). */
  demand: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(5)),
  deposit: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** The balance is due this many days before departure. */
  balanceDueDays: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** Flights in the price: all of them, and those inside one country (e.g. Istanbul–Izmir). */
  flights: v.object({
    total: v.pipe(v.number(), v.integer(), v.minValue(0)),
    domestic: v.pipe(v.number(), v.integer(), v.minValue(0)),
  }),
  departures: v.array(departureSchema),
  route: v.pipe(v.array(stopSchema), v.minLength(2)),
});

const question = v.object({ q: text, a: text });

export const tripWordsSchema = v.object({
  included: v.pipe(v.array(text), v.minLength(1)),
  excluded: v.pipe(v.array(text), v.minLength(1)),
  /** Extra payment terms beside deposit and balance (paragraph text). */
  paymentNote: text,
  /** Names of the route's places, by the `place` keys of trip.yaml. */
  places: v.record(key, text),
  faq: v.pipe(v.array(question), v.minLength(1)),
});

/** A general question may concern only some tours (e.g. the Saudi visa); it is then shown only on their pages. */
const generalQuestion = v.object({ ...question.entries, tours: v.optional(v.array(key)) });
export const generalFaqSchema = v.object({ faq: v.pipe(v.array(generalQuestion), v.minLength(1)) });

export type TripFacts = v.InferOutput<typeof tripFactsSchema>;
export type TripWords = v.InferOutput<typeof tripWordsSchema>;
export type Departure = v.InferOutput<typeof departureSchema>;
export type DepartureStatus = Departure['status'];
export type Currency = TripFacts['currency'];
export type TripCategory = TripFacts['categories'][number];
export type Question = v.InferOutput<typeof question>;
export type GeneralQuestion = v.InferOutput<typeof generalQuestion>;
