import { LANGS } from '../../src/config/routes.ts';
import { allFactsFiles, loadEntry, loadFacts } from './entries.ts';

/** Validates every entry in every language, as the build would; returns the problems found. */
export function checkAllContent(): { checked: number; problems: string[] } {
  const problems: string[] = [];
  let checked = 0;
  for (const file of allFactsFiles()) {
    for (const load of [() => loadFacts(file), ...LANGS.map((lang) => () => loadEntry(file, lang))]) {
      checked += 1;
      try {
        load();
      } catch (error) {
        problems.push((error as Error).message);
      }
    }
  }
  return { checked, problems: [...new Set(problems)] };
}
