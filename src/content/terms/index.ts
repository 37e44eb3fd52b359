import { entries, facts } from '../../../generated/content/terms/index.ts';
import { singleEntry, theEntry } from '../collection';
import type { Terms, TermsFacts } from './schema';

export type { Terms } from './schema';

/** The terms and conditions, their HTML sanitised with the policy allow-list at build time. */
export const terms = singleEntry<Terms>(entries);

/** The general rules (passport validity, cancellation scale, levy): small, so every page with a form may read them. */
export const TERMS_FACTS: TermsFacts = theEntry(facts, 'terms');
