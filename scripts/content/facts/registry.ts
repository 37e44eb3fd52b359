import { type Lang, nameFormOf } from '../../../src/config/languages.ts';
import type { ChurchGroupFacts } from '../../../src/content/churches/schema.ts';
import { shownNumber } from '../../../src/content/site.ts';
import type { SiteFacts } from '../../../src/content/site-schema.ts';
import type { TermsFacts } from '../../../src/content/terms/schema.ts';
import { formatMoney } from '../../../src/shared/money/format-money.ts';
import { hkdEquivalent } from '../../../src/shared/money/hkd-equivalent.ts';
import { officeHoursText } from '../office-hours.ts';
import { message } from './locale-words.ts';
import {
  BALANCE_DUE,
  CAMP_NIGHTS,
  DAYS,
  DEMAND,
  DEPOSIT,
  DOMESTIC_FLIGHTS,
  EMAIL,
  GROUP_SIZE,
  NIGHTS,
  PHONE,
  REPLY_HOURS,
  type WaysOfSaying,
} from './recognisers.ts';
import type { TripFacts } from './sources.ts';
import { INSURANCE_STANCE } from './stance-words.ts';

/** What a fact's value is read from: site.json, a tour (with its itinerary's length), the terms, the church page. */
export interface FactSources {
  site: SiteFacts;
  tour: { trip: TripFacts; days: number };
  terms: TermsFacts;
  churches: ChurchGroupFacts;
}
export type SourceName = keyof FactSources;

/** How the build polices prose that states the fact in words of its own instead of its token. */
export interface ProseRule {
  ways: WaysOfSaying;
  /** What to write instead, named in the refusal. */
  instead: string;
  /**
   * `tour`: a tour's own words may not state it, shared texts (questions, terms) must state it as each tour they
   * concern holds it; `everywhere`: no prose may type it.
   */
  scope: 'tour' | 'everywhere';
  /** The field the value lives in, as the fact check names it. */
  field: string;
  /** The value as prose would state it, from the facts' values in the source language (for the comparison). */
  expected?: (values: Record<string, string>) => string;
  /** One finding per line is enough (a stance said in several ways on one line). */
  oncePerLine?: boolean;
}

interface ReadFact<S extends SourceName> {
  from: S;
  /** The office's words for it: the editor's hints and a refused build's banner say these, never `{name}`. */
  words: string;
  value: (source: FactSources[S], lang: Lang) => string | undefined;
  prose?: ProseRule;
}
/** A fact the page that states it fills in itself (the terms' line per tour, an article's sentence per tour). */
interface PageFact {
  from: 'page';
  words: string;
}

const fact = <S extends SourceName>(
  from: S,
  words: string,
  value: ReadFact<S>['value'],
  prose?: ProseRule,
): ReadFact<S> => ({ from, words, value, prose });
const page = (words: string): PageFact => ({ from: 'page', words });

/** A tour fact the prose states in words of its own ("8天行程"): refused in the tour's words, compared elsewhere. */
const tourProse = (ways: WaysOfSaying, field: string, instead: string, expected?: ProseRule['expected']) => ({
  ways,
  field,
  instead,
  scope: 'tour' as const,
  expected,
});
const sameAs = (name: string) => (values: Record<string, string>) => values[name] ?? '';

/**
 * Every fact prose may state with a token (`{deposit}` in a language file is replaced by the value), the office's
 * words for it, where its value is read and how the build recognises it typed in words. The placeholder values,
 * the editor's hints and the prose checks are all made from this table.
 */
export const FACTS = {
  // The agency's facts (site.json: Agency facts in the editor)
  phone: fact('site', 'the office phone number', (site) => site.phone.value, {
    ways: PHONE,
    instead: '{phone} or {whatsapp}',
    scope: 'everywhere',
    field: 'phone',
  }),
  whatsapp: fact('site', 'the WhatsApp number', (site) => shownNumber(site.whatsapp.value)),
  email: fact('site', 'the e-mail address', (site) => site.email.value, {
    ways: EMAIL,
    instead: '{email}',
    scope: 'everywhere',
    field: 'email',
  }),
  address: fact('site', 'the office address', (site, lang) => site.streetAddress[nameFormOf(lang)]),
  officeHours: fact('site', 'the office opening hours', (site, lang) => officeHoursText(site.officeHours, lang)),
  replyHours: fact(
    'site',
    'the hours within which the office answers an enquiry',
    (site) => String(site.replyHours.value),
    {
      ways: REPLY_HOURS,
      instead: '{replySentence} or {replyHours} (site.json: replyHours)',
      scope: 'everywhere',
      field: 'replyHours',
    },
  ),
  replySentence: fact('site', 'the sentence saying how soon the office answers an enquiry', (site, lang) =>
    message(lang, 'stance.reply.sentence').replace('{replyHours}', String(site.replyHours.value)),
  ),
  insuranceSentence: fact(
    'site',
    'the sentence on travel insurance',
    (site, lang) => message(lang, `stance.insurance.${site.travelInsurance.value}.sentence`),
    {
      ways: INSURANCE_STANCE,
      instead: '{insuranceSentence} or {insuranceNote} (site.json: travelInsurance)',
      scope: 'everywhere',
      field: 'travelInsurance',
      oncePerLine: true,
    },
  ),
  insuranceNote: fact('site', 'the note on travel insurance', (site, lang) =>
    message(lang, `stance.insurance.${site.travelInsurance.value}.note`),
  ),
  // A tour's own facts
  deposit: fact(
    'tour',
    'the tour’s deposit',
    ({ trip }, lang) => formatMoney(trip.deposit, trip.currency, lang),
    tourProse(DEPOSIT, 'deposit', '{deposit}', sameAs('deposit')),
  ),
  depositHkd: fact('tour', 'the tour’s deposit in Hong Kong dollars (at the reference rate)', ({ trip }, lang) =>
    formatMoney(hkdEquivalent(trip.deposit, trip.currency) ?? trip.deposit, 'HKD', lang),
  ),
  balanceDueDays: fact(
    'tour',
    'the days before departure the balance is due',
    ({ trip }) => String(trip.balanceDueDays),
    tourProse(BALANCE_DUE, 'balanceDueDays', '{balanceDueDays}', sameAs('balanceDueDays')),
  ),
  groupMin: fact(
    'tour',
    'the smallest group size',
    ({ trip }) => String(trip.groupSize.min),
    tourProse(GROUP_SIZE, 'groupSize', '{groupMin}–{groupMax}', (values) => `${values.groupMin}–${values.groupMax}`),
  ),
  groupMax: fact('tour', 'the largest group size', ({ trip }) => String(trip.groupSize.max)),
  days: fact(
    'tour',
    'the number of days',
    ({ days }) => String(days),
    tourProse(DAYS, 'the itinerary days', '{days}', sameAs('days')),
  ),
  nights: fact(
    'tour',
    'the number of nights',
    ({ days }) => String(days - 1),
    tourProse(NIGHTS, 'the itinerary days, less one', '{nights}', sameAs('nights')),
  ),
  campNights: fact(
    'tour',
    'the nights at the desert camp',
    // Read unvalidated by the fact check, where a tour without a camp has no field.
    ({ trip }) => String(trip.campNights ?? 0),
    tourProse(CAMP_NIGHTS, 'campNights', '{campNights}', sameAs('campNights')),
  ),
  hotelNights: fact('tour', 'the nights in hotels (all the nights less those at the desert camp)', ({ trip, days }) =>
    String(days - 1 - (trip.campNights ?? 0)),
  ),
  domesticFlights: fact(
    'tour',
    'the number of domestic flights',
    ({ trip }) => String(trip.flights.domestic),
    tourProse(DOMESTIC_FLIGHTS, 'flights.domestic', '{domesticFlights}', sameAs('domesticFlights')),
  ),
  demandLevel: fact(
    'tour',
    'how demanding the tour is (1 to 5)',
    ({ trip }) => String(trip.demand),
    tourProse(
      DEMAND,
      'demand',
      'the tour\'s demand level (the page shows it from the field "demand")',
      sameAs('demandLevel'),
    ),
  ),
  // Prose that contradicts the tour's `mountain` is refused too (scripts/content/facts/typed-values.ts).
  mountainVisit: fact('tour', 'the sentence on climbing Mount Sinai or viewing it from its base', ({ trip }, lang) =>
    trip.mountain ? message(lang, `stance.mountain.${trip.mountain}.sentence`) : undefined,
  ),
  escortSentence: fact('tour', 'the sentence on who travels with the group', ({ trip }, lang) =>
    message(lang, `stance.escort.${trip.escort}.sentence`),
  ),
  escortNote: fact('tour', 'the line on who travels with the group, in what is included', ({ trip }, lang) =>
    message(lang, `stance.escort.${trip.escort}.note`),
  ),
  // The booking terms
  passportMonths: fact('terms', 'the months a passport must still be valid', (terms) =>
    String(terms.passportValidityMonths),
  ),
  depositOnlyFrom: fact('terms', 'the days before departure from which cancelling costs only the deposit', (terms) =>
    String(terms.cancellation.depositOnlyFrom),
  ),
  halfFrom: fact('terms', 'the days before departure from which cancelling costs half the fare', (terms) =>
    String(terms.cancellation.halfFrom),
  ),
  halfTo: fact('terms', 'the last day (before departure) on which cancelling costs half the fare', (terms) =>
    String(terms.cancellation.depositOnlyFrom - 1),
  ),
  threeQuartersFrom: fact(
    'terms',
    'the days before departure from which cancelling costs three quarters of the fare',
    (terms) => String(terms.cancellation.threeQuartersFrom),
  ),
  threeQuartersTo: fact(
    'terms',
    'the last day (before departure) on which cancelling costs three quarters of the fare',
    (terms) => String(terms.cancellation.halfFrom - 1),
  ),
  fullTo: fact('terms', 'the days before departure within which cancelling costs the whole fare', (terms) =>
    String(terms.cancellation.threeQuartersFrom - 1),
  ),
  levyPercent: fact('terms', 'the travel industry levy (per cent)', (terms) => String(terms.levyPercent)),
  fundPercent: fact('terms', 'the most of the fare the compensation fund refunds (per cent)', (terms) =>
    String(terms.compensationFundPercent),
  ),
  // Leading a church group
  planningMonths: fact('churches', 'the months of planning a church group needs', (group) =>
    String(group.planningMonths),
  ),
  minGroupSize: fact('churches', 'the smallest church group', (group) => String(group.minGroupSize)),
  leaderPerPaying: fact('churches', 'the paying travellers per leader’s place', (group) =>
    String(group.leaderPlace.perPaying),
  ),
  leaderPlace: fact('churches', 'what the leader’s place costs (free or a discount)', ({ leaderPlace }, lang) =>
    leaderPlace.discountPercent === 100
      ? message(lang, 'churches.leaderPlace.free')
      : message(lang, 'churches.leaderPlace.reduced').replace('{percent}', String(leaderPlace.discountPercent)),
  ),
  depositDueDays: fact('churches', 'the days before departure the group’s deposits are due', (group) =>
    String(group.depositDueDays),
  ),
  namesDueDays: fact('churches', 'the days before departure the travellers’ names are due', (group) =>
    String(group.namesDueDays),
  ),
  // Filled in by the page that states them
  tour: page('the tour’s name'),
  tourFigures: page('each tour’s deposit and balance, one line per tour'),
  mountainByTour: page('a sentence per tour on whether its group climbs Mount Sinai or views it from its base'),
};

export type FactName = keyof typeof FACTS;
export type FactValues = Record<string, string>;
type AnyFact = ReadFact<SourceName> | PageFact;

const entries = Object.entries(FACTS) as [FactName, AnyFact][];

/** The values of every fact read from `from`, in `lang` (a fact with no value there, such as a tour's mountain, left out). */
export function valuesFrom<S extends SourceName>(from: S, source: FactSources[S], lang: Lang): FactValues {
  return Object.fromEntries(
    entries.flatMap(([name, each]) => {
      if (each.from !== from) return [];
      // `from` matched: the fact reads this source (TypeScript cannot narrow a generic by comparison).
      const value = (each as unknown as ReadFact<S>).value(source, lang);
      return value === undefined ? [] : [[name, value]];
    }),
  );
}

/** The facts whose prose the build polices, with how. */
export const PROSE_RULES: [FactName, ProseRule][] = entries.flatMap(([name, each]) =>
  'prose' in each && each.prose ? [[name, each.prose]] : [],
);
