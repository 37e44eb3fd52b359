import { entries } from '../../../generated/content/faq/index.ts';
import { singleEntry } from '../collection';
import type { GeneralQuestion } from './schema';

/** The questions every tour page shows after its own (those with `tours` only on those tours' pages). */
export const generalFaq = singleEntry<GeneralQuestion[]>(entries);
