/**
 * Each language's UI strings come in two parts, so a page starts with only what its first screen draws: `start`,
 * the strings of the shell, the heads, the home page and the dialogs, and `later`, those of the namespaces below,
 * which other pages draw (and the home page only below its fold). A page loads both before it draws
 * (src/app/pages.ts); the home page loads the later part once it has hydrated (src/shared/i18n/messages.ts).
 * A string moves parts with its namespace: the part before the first dot of its id.
 */
const LATER_NAMESPACES: readonly string[] = [
  'tour',
  'poster',
  'myDeparture',
  'print',
  'listing',
  'blog',
  'privacy',
  'terms',
  'churches',
  'enquiry',
  'outbox',
];

/** The content collections drawn above the home page's fold: the start part's phrase table has their headings too. */
export const START_CONTENT: readonly string[] = ['home'];

export type MessagePart = 'start' | 'later';

export const messagePart = (id: string): MessagePart =>
  LATER_NAMESPACES.includes(id.slice(0, id.indexOf('.'))) ? 'later' : 'start';
