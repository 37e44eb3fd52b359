import { singleEntry } from '../collection';
import type { Terms, TermsFacts } from './schema';

export type { Terms } from './schema';

/** The terms and conditions, their HTML sanitised with the policy allow-list at build time. */
export const terms = singleEntry<Terms>({
  en: import.meta.glob('./index.en.md', { query: '?entry=en' }),
  hk: import.meta.glob('./index.en.md', { query: '?entry=hk' }),
  cn: import.meta.glob('./index.en.md', { query: '?entry=cn' }),
});

/** The general rules (passport validity, cancellation scale, levy): small, so every page with a form may read them. */
export const TERMS_FACTS: TermsFacts = Object.values(
  import.meta.glob<TermsFacts>('./index.en.md', { query: '?facts', import: 'default', eager: true }),
)[0] as TermsFacts;
