import type { Lang } from '../../config/routes';
import { loadThenRead } from '../load-then-read';
import type { GeneralQuestion, Question } from './trip-schema';
import type { TripSummary, TripText } from './trip-types';

/** Built from `<id>/trip.yaml` by scripts/build/trip-plugin.ts. */
const summaries = import.meta.glob<TripSummary>('./*/trip.yaml', { query: '?summary', import: 'default', eager: true });

export function tripSummary(id: string): TripSummary {
  const summary = summaries[`./${id}/trip.yaml`];
  if (!summary) throw new Error(`Missing src/content/tours/${id}/trip.yaml`);
  return summary;
}

type Loaders<T> = Record<string, () => Promise<{ default: T }>>;

/** Content loaded per language on demand (one chunk each), then read synchronously while rendering. */
function lazy<T>(loaders: Record<Lang, Loaders<T>>, pathOf: (key: string) => string) {
  const values = loadThenRead(
    async ({ key, lang }: { key: string; lang: Lang }) => {
      const load = loaders[lang][pathOf(key)];
      if (!load) throw new Error(`Missing ${pathOf(key)} (${lang})`);
      return (await load()).default;
    },
    ({ key, lang }) => `${pathOf(key)} (${lang})`,
  );
  return {
    load: (key: string, lang: Lang): Promise<T> => values.load({ key, lang }),
    get: (key: string, lang: Lang): T => values.get({ key, lang }),
  };
}

export const tripText = lazy<TripText>(
  {
    en: import.meta.glob<{ default: TripText }>('./*/trip.yaml', { query: '?lang=en' }),
    hk: import.meta.glob<{ default: TripText }>('./*/trip.yaml', { query: '?lang=hk' }),
    cn: import.meta.glob<{ default: TripText }>('./*/trip.yaml', { query: '?lang=cn' }),
  },
  (id) => `./${id}/trip.yaml`,
);

/** Questions shown on every tour page they concern (src/content/faq/<lang>.yaml; cn from hk). */
const generalFaq = lazy<GeneralQuestion[]>(
  {
    en: { faq: () => import('../faq/en.yaml?lang=en') },
    hk: { faq: () => import('../faq/hk.yaml?lang=hk') },
    cn: { faq: () => import('../faq/hk.yaml?lang=cn') },
  },
  () => 'faq',
);

export const loadTourFaq = (id: string, lang: Lang) =>
  Promise.all([tripText.load(id, lang), generalFaq.load('faq', lang)]);

/** The tour's own questions, then the general ones that concern it. */
export function tourFaq(id: string, lang: Lang): Question[] {
  const general = generalFaq.get('faq', lang).filter((question) => !question.tours || question.tours.includes(id));
  return [...tripText.get(id, lang).faq, ...general.map(({ q, a }) => ({ q, a }))];
}
