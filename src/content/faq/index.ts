import type { Lang } from '../../config/routes';
import { lazyEntries } from '../collection';
import type { GeneralQuestion } from './schema';

const faqEntry = lazyEntries<GeneralQuestion[]>({
  en: import.meta.glob('./index.en.md', { query: '?entry=en' }),
  hk: import.meta.glob('./index.en.md', { query: '?entry=hk' }),
  cn: import.meta.glob('./index.en.md', { query: '?entry=cn' }),
});

/** The questions every tour page shows after its own (those with `tours` only on those tours' pages). */
export const generalFaq = {
  load: (lang: Lang) => faqEntry.load('', lang),
  get: (lang: Lang) => faqEntry.get('', lang),
};
