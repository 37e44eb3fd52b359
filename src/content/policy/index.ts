import { singleEntry } from '../collection';
import type { PrivacyPolicy } from './schema';

export type { PrivacyPolicy } from './schema';

/** The privacy policy, its HTML sanitised at build time with the policy allow-list (src/shared/allow-lists.ts). */
export const privacyPolicy = singleEntry<PrivacyPolicy>({
  en: import.meta.glob('./index.en.md', { query: '?entry=en' }),
  hk: import.meta.glob('./index.en.md', { query: '?entry=hk' }),
  cn: import.meta.glob('./index.en.md', { query: '?entry=cn' }),
});
