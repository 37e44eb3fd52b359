import type { Lang } from '../../config/routes';
import { lazyEntries } from '../collection';
import type { PrivacyPolicy } from './schema';

export type { PrivacyPolicy } from './schema';

const policyEntry = lazyEntries<PrivacyPolicy>({
  en: import.meta.glob('./index.en.md', { query: '?entry=en' }),
  hk: import.meta.glob('./index.en.md', { query: '?entry=hk' }),
  cn: import.meta.glob('./index.en.md', { query: '?entry=cn' }),
});

/** The privacy policy, its HTML sanitised with the spec's allow-list at build time. */
export const privacyPolicy = {
  load: (lang: Lang) => policyEntry.load('', lang),
  get: (lang: Lang) => policyEntry.get('', lang),
};
