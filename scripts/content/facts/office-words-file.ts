import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { FACTS } from './registry.ts';

/**
 * The office's words for each fact, written for the preview server's plain-Node code (scripts/cms/fact-words.mjs),
 * which cannot import the registry: the build refreshes it, a unit test keeps it equal to the registry.
 */
export const OFFICE_WORDS_FILE = new URL('../../cms/fact-words.json', import.meta.url);

export const officeWordsJson = (): string =>
  `${JSON.stringify(Object.fromEntries(Object.entries(FACTS).map(([name, fact]) => [name, fact.words])), null, 2)}\n`;

/** Writes the file when the registry changed its words; true when it did. */
export function refreshOfficeWords(): boolean {
  const text = officeWordsJson();
  if (existsSync(OFFICE_WORDS_FILE) && readFileSync(OFFICE_WORDS_FILE, 'utf8') === text) return false;
  writeFileSync(OFFICE_WORDS_FILE, text);
  return true;
}
