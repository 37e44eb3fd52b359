import type { Lang } from '../../config/routes';
import { lazyEntries } from '../collection';
import type { Terms, TermsFacts } from './schema';

export type { Terms } from './schema';

const termsEntry = lazyEntries<Terms>({
  en: import.meta.glob('./index.en.md', { query: '?entry=en' }),
  hk: import.meta.glob('./index.en.md', { query: '?entry=hk' }),
  cn: import.meta.glob('./index.en.md', { query: '?entry=cn' }),
});

/** The terms and conditions, their HTML sanitised with the policy allow-list at build time. */
export const terms = {
  load: (lang: Lang) => termsEntry.load('', lang),
  get: (lang: Lang) => termsEntry.get('', lang),
};

/** The general rules (passport validity, cancellation scale, levy): small, so every page with a form may read them. */
export const TERMS_FACTS: TermsFacts = Object.values(
  import.meta.glob<TermsFacts>('./index.en.md', { query: '?facts', import: 'default', eager: true }),
)[0] as TermsFacts;
