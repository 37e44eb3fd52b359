import { LANGS } from '../../src/config/routes.ts';
import { allFactsFiles, type ContentSource, loadEntry, loadFacts } from './entries.ts';
import { checkFacts } from './fact-check.ts';

/**
 * Validates every entry in every language, as the build would, and checks that no prose states a tour fact
 * differently from its field; returns the problems found.
 */
export function checkAllContent(source: ContentSource = {}): { checked: number; problems: string[] } {
  const problems: string[] = [];
  let checked = 0;
  for (const file of allFactsFiles()) {
    for (const load of [() => loadFacts(file, source), ...LANGS.map((lang) => () => loadEntry(file, lang, source))]) {
      checked += 1;
      try {
        load();
      } catch (error) {
        problems.push((error as Error).message);
      }
    }
  }
  checked += 1;
  problems.push(...checkFacts(source));
  return { checked, problems: [...new Set(problems)] };
}
