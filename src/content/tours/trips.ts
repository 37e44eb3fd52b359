import type { Lang, TourPageKey } from '../../config/routes';
import { lazyContent } from '../lazy-content';
import type { GeneralQuestion, Question } from './trip-schema';
import type { TripSummary, TripText } from './trip-types';

/** Built from `<id>/trip.yaml` by scripts/build/trip-plugin.ts. */
const summaries = import.meta.glob<TripSummary>('./*/trip.yaml', { query: '?summary', import: 'default', eager: true });

export function tripSummary(id: TourPageKey): TripSummary {
  const summary = summaries[`./${id}/trip.yaml`];
  if (!summary) throw new Error(`Missing src/content/tours/${id}/trip.yaml`);
  return summary;
}

type Loaders<T> = Record<string, () => Promise<{ default: T }>>;
const texts: Record<Lang, Loaders<TripText>> = {
  en: import.meta.glob<{ default: TripText }>('./*/trip.yaml', { query: '?lang=en' }),
  hk: import.meta.glob<{ default: TripText }>('./*/trip.yaml', { query: '?lang=hk' }),
  cn: import.meta.glob<{ default: TripText }>('./*/trip.yaml', { query: '?lang=cn' }),
};

function tripTextFor(id: TourPageKey) {
  const loader = (lang: Lang) => () => {
    const load = texts[lang][`./${id}/trip.yaml`];
    if (!load) throw new Error(`Missing src/content/tours/${id}/trip.yaml`);
    return load();
  };
  return lazyContent<TripText>({ en: loader('en'), hk: loader('hk'), cn: loader('cn') });
}

export const tripText = {
  'sinai-adventure': tripTextFor('sinai-adventure'),
  'sinai-dubai': tripTextFor('sinai-dubai'),
  'turkey-tour': tripTextFor('turkey-tour'),
} satisfies Record<TourPageKey, unknown>;

const generalFaq = lazyContent<GeneralQuestion[]>({
  en: () => import('../faq/en.yaml?lang=en'),
  hk: () => import('../faq/hk.yaml?lang=hk'),
  cn: () => import('../faq/hk.yaml?lang=cn'),
});

export const loadTourFaq = (id: TourPageKey, lang: Lang) => Promise.all([tripText[id].load(lang), generalFaq.load(lang)]);

/** The tour's own questions, then the general ones that concern it. */
export function tourFaq(id: TourPageKey, lang: Lang): Question[] {
  const general = generalFaq.get(lang).filter((question) => !question.tours || question.tours.includes(id));
  return [...tripText[id].get(lang).faq, ...general.map(({ q, a }) => ({ q, a }))];
}
