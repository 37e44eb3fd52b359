import { LANGUAGES, type Lang } from '../../../src/config/languages.ts';
import { formatMoney } from '../../../src/shared/money/format-money.ts';
import { message } from './locale-words.ts';
import { countInProse } from './numbers.ts';
import { fillTemplate, keptTokens } from './placeholders.ts';
import { type FactValues, valuesFrom } from './registry.ts';
import { churchGroupFacts, type FactReader, siteFacts, termsFacts, tourFactsOf, tourFolders } from './sources.ts';

/** What a collection's placeholders are filled from. */
export interface FactContext {
  id: string;
  lang: Lang;
  /** The entry's facts (index.en.md's front matter), parsed. */
  facts: Record<string, unknown>;
  reader: FactReader;
  /** A tour's name in `lang` (for the terms' line per tour). */
  tourName: (id: string) => string;
}

/** The agency's phone, WhatsApp, e-mail, address, hours and stances (site.json): any prose may state them. */
export const agencyValues = ({ reader, lang }: FactContext): FactValues => valuesFrom('site', siteFacts(reader), lang);

/** The facts prose states as counts ("seven nights", "six months"), written as each language writes a count. */
const PROSE_COUNTS = ['nights', 'hotelNights', 'campNights', 'domesticFlights', 'passportMonths'];
const withProseCounts = (values: FactValues, lang: Lang): FactValues => ({
  ...values,
  ...Object.fromEntries(
    PROSE_COUNTS.flatMap((name) => {
      const value = values[name];
      return value === undefined ? [] : [[name, countInProse(value, lang)]];
    }),
  ),
});

const termsValues = ({ reader, lang }: FactContext): FactValues =>
  withProseCounts(valuesFrom('terms', termsFacts(reader), lang), lang);

/**
 * The general tour questions state the agency's facts and the booking terms' rules (a passport's months); a tour's
 * balance date stays `{balanceDueDays}`, filled on each tour's page (loadTourPage in src/content/tours/index.ts).
 */
export const generalQuestionValues = (context: FactContext): FactValues => ({
  ...agencyValues(context),
  ...termsValues(context),
  ...keptTokens(['balanceDueDays']),
});

const tripValues = (context: FactContext, id: string): FactValues => {
  const trip = tourFactsOf(context.reader, id);
  return withProseCounts(valuesFrom('tour', { trip, days: trip.days.length }, context.lang), context.lang);
};

/** A tour's words state its own facts, the agency's, the booking terms' rules and how each tour meets the mountain. */
export const tourPageValues = (context: FactContext): FactValues => ({
  ...agencyValues(context),
  ...tripValues(context, context.id),
  ...termsValues(context),
  mountainByTour: mountainByTour(context),
});

/** The tokens of the terms' line per tour (`tourFigure`), filled once per tour. */
const TOUR_FIGURE_TOKENS = ['tour', 'deposit', 'depositHkd', 'balanceDueDays'] as const;

/** The terms state the general rules and list each tour's own deposit and balance with `{tourFigures}`. */
export function termsPageValues(context: FactContext, words?: Record<string, unknown>): FactValues {
  const values = { ...agencyValues(context), ...termsValues(context) };
  const template = words?.tourFigure;
  if (typeof template !== 'string') return { ...values, ...keptTokens(TOUR_FIGURE_TOKENS) };
  const lines = tourFolders(context.reader.root).map(
    (id) => `- ${fillTemplate(template, { ...tripValues(context, id), tour: context.tourName(id) })}`,
  );
  return { ...values, tourFigures: lines.join('\n') };
}

const churchValues = ({ reader, lang }: FactContext): FactValues =>
  valuesFrom('churches', churchGroupFacts(reader), lang);

/** The church-group page states its group terms (and the agency's contacts) with placeholders. */
export const churchPageValues = (context: FactContext): FactValues => ({
  ...agencyValues(context),
  ...churchValues(context),
});

/**
 * `{mountainByTour}`: one sentence per tour that goes to the mountain, naming the tour and saying from its `mountain`
 * field whether its group climbs or views it from the base, so an article never gives one answer for both tours.
 */
function mountainByTour({ reader, lang, tourName }: FactContext): string {
  return tourFolders(reader.root)
    .flatMap((id) => {
      const { mountain } = tourFactsOf(reader, id);
      const sentence = mountain ? message(lang, `stance.mountain.${mountain}.byTour`) : '';
      return sentence ? [sentence.replace('{tour}', tourName(id))] : [];
    })
    .join(LANGUAGES[lang].spacedWords ? ' ' : '');
}

/** The size and the camp nights of the tour an article ends with (its `tour`): a testimony follows its itinerary. */
function articleTourValues(context: FactContext): FactValues {
  const id = context.facts.tour;
  if (typeof id !== 'string') return {};
  const { groupMin = '', groupMax = '', campNights = '' } = tripValues(context, id);
  return { groupMin, groupMax, campNights };
}

/**
 * What an article may state with a placeholder: the agency's contacts and stances, the booking terms' rules, the
 * church-group terms, the size and camp nights of the tour it ends with, how each tour meets the mountain and the sums it quotes
 * (its `amounts`, each by its own name).
 */
export function articleValues(context: FactContext): FactValues {
  const amounts = (context.facts.amounts ?? []) as { name: string; amount: number; currency: string }[];
  return {
    ...agencyValues(context),
    ...termsValues(context),
    ...churchValues(context),
    ...articleTourValues(context),
    mountainByTour: mountainByTour(context),
    ...Object.fromEntries(
      amounts.map(({ name, amount, currency }) => [name, formatMoney(amount, currency, context.lang)]),
    ),
  };
}
