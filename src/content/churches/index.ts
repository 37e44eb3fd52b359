import { entries } from '../../../generated/content/churches/index.ts';
import { singleEntry } from '../collection';
import type { ChurchGroupPage } from './schema';

export type { ChurchGroupPage } from './schema';

/** "Lead a group from your church", its HTML sanitised with the policy allow-list at build time. */
export const churchGroupPage = singleEntry<ChurchGroupPage>(entries);
