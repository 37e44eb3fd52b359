import { singleEntry } from '../collection';
import type { GeneralQuestion } from './schema';

/** The questions every tour page shows after its own (those with `tours` only on those tours' pages). */
export const generalFaq = singleEntry<GeneralQuestion[]>({
  en: import.meta.glob('./index.en.md', { query: '?entry=en' }),
  hk: import.meta.glob('./index.en.md', { query: '?entry=hk' }),
  cn: import.meta.glob('./index.en.md', { query: '?entry=cn' }),
});
