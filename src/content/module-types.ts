import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type sourceStrings from '../../locales/en.json';
import type { Lang } from '../config/languages';
import type { Award } from './awards/schema';
import type { BlogArticle, BlogFacts } from './blog/schema';
import type { ChurchGroupFacts, ChurchGroupPage } from './churches/schema';
import type { GeneralQuestion } from './faq/schema';
import type { HomeText } from './home/schema';
import type { Host } from './hosts/schema';
import type { PrivacyPolicy } from './policy/schema';
import type { Terms, TermsFacts } from './terms/schema';
import type { Tour, TourFacts } from './tours/schema';

/**
 * What each collection's compiled module holds (generated/content/<collection>, written by `npm run
 * content:compile`): every entry's facts as every page reads them, and an entry in one language as its page reads it.
 */
export interface ContentTypes {
  tours: { facts: TourFacts; entry: Tour };
  blog: { facts: BlogFacts; entry: BlogArticle };
  policy: { facts: unknown; entry: PrivacyPolicy };
  terms: { facts: TermsFacts; entry: Terms };
  churches: { facts: ChurchGroupFacts; entry: ChurchGroupPage };
  faq: { facts: unknown; entry: GeneralQuestion[] };
  home: { facts: unknown; entry: HomeText };
  hosts: { facts: unknown; entry: Host };
  awards: { facts: unknown; entry: Award };
}

/** A chunk loaded on demand: one entry in one language, or one language's table. */
export type Loader<T> = () => Promise<{ default: T }>;

/** A collection's `table`: per language, one chunk of what listings need of every entry (scripts/content/tables.ts). */
export type Tables<Table> = Record<Lang, Loader<Table>>;

/** Every UI string id, typed from the source locale (locales/en.json): a misspelt id fails the type check. */
export type MessageId = keyof typeof sourceStrings;
/** A language's UI strings, parsed by the compile (generated/messages/<lang>.json): no parser ships to the browser. */
export type Messages = Record<MessageId, MessageFormatElement[]>;
