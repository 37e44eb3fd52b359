import { LANGS } from '../../src/config/languages.ts';
import { allFactsFiles, loadEntry, loadFacts } from './entries.ts';
import { checkFacts } from './facts/fact-check.ts';
import { type ContentSource, readSiteFacts } from './read.ts';

import { readTourSlugs } from './tour-slugs.ts';

/**
 * Validates the site's facts, the tours' addresses and every entry in every language, as the build would, and
 * checks that no prose states a tour fact differently from its field; returns the problems found.
 */
export function checkAllContent(source: ContentSource = {}): { checked: number; problems: string[] } {
  const checks = [
    () => readSiteFacts(source),
    () => readTourSlugs(),
    ...allFactsFiles().flatMap((file) => [
      () => loadFacts(file, source),
      ...LANGS.map((lang) => () => loadEntry(file, lang, source)),
    ]),
  ];
  const problems: string[] = [];
  for (const check of checks) {
    try {
      check();
    } catch (error) {
      problems.push((error as Error).message);
    }
  }
  problems.push(...checkFacts(source));
  return { checked: checks.length + 1, problems: [...new Set(problems)] };
}
