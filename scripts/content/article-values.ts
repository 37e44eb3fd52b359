import { formatMoney } from '../../src/config/formats.ts';
import { LANGUAGES } from '../../src/config/languages.ts';
import { churchGroupFacts, churchGroupValues } from './church-group-values.ts';
import type { FactContext } from './collections.ts';
import { siteFacts, siteValues, termsFacts, termsValues, tourFactsOf, tourFolders } from './fact-values.ts';
import type { FactValues } from './placeholders.ts';
import { messages } from './stances.ts';

/**
 * `{mountainByTour}`: one sentence per tour that goes to the mountain, naming the tour and saying from its `mountain`
 * field whether its group climbs or views it from the base, so an article never gives one answer for both tours.
 */
function mountainByTour({ reader, lang, tourName }: FactContext): string {
  const words = messages(lang);
  return tourFolders(reader.root)
    .flatMap((id) => {
      const { mountain } = tourFactsOf(reader, id);
      const sentence = mountain ? words[`stance.mountain.${mountain}.byTour`] : undefined;
      return sentence ? [sentence.replace('{tour}', tourName(id))] : [];
    })
    .join(LANGUAGES[lang].spacedWords ? ' ' : '');
}

/**
 * What an article may state with a placeholder: the agency's contacts and stances, the booking terms' rules
 * (`{passportMonths}`), the church-group terms (`{minGroupSize}`), the size of the tour it ends with (`{groupMin}`,
 * `{groupMax}`), how each tour meets the mountain (`{mountainByTour}`) and the sums it quotes (its `amounts`).
 */
export function articleValues(context: FactContext): FactValues {
  const amounts = (context.facts.amounts ?? []) as { name: string; amount: number; currency: string }[];
  const tour = typeof context.facts.tour === 'string' ? tourFactsOf(context.reader, context.facts.tour) : undefined;
  return {
    ...siteValues(siteFacts(context.reader), context.lang),
    ...termsValues(termsFacts(context.reader)),
    ...churchGroupValues(churchGroupFacts(context.reader), context.lang),
    ...(tour ? { groupMin: String(tour.groupSize.min), groupMax: String(tour.groupSize.max) } : {}),
    mountainByTour: mountainByTour(context),
    ...Object.fromEntries(
      amounts.map(({ name, amount, currency }) => [name, formatMoney(amount, currency, context.lang)]),
    ),
  };
}
