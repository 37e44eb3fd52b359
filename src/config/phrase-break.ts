/**
 * The break the build puts between Chinese phrases in headings, titles, buttons and tags (scripts/build/phrases.ts).
 * Text that leaves the page as plain text (head tags, share sheets, a prefilled message, a search) drops it.
 */
export const PHRASE_BREAK = '\u200B';

export function plainText(text: string): string {
  return text.replaceAll(PHRASE_BREAK, '');
}
