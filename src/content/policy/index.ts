import { entries } from '../../../generated/content/policy/index.ts';
import { singleEntry } from '../collection';
import type { PrivacyPolicy } from './schema';

export type { PrivacyPolicy } from './schema';

/** The privacy policy, its HTML sanitised at build time with the policy allow-list (src/shared/allow-lists.ts). */
export const privacyPolicy = singleEntry<PrivacyPolicy>(entries);
