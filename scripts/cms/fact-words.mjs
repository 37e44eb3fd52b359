// What each `{name}` in the content's words stands for, in the office's words, for the preview server's plain-Node
// code (build-problem.mjs). The words are the fact registry's (scripts/content/facts/registry.ts), written to
// fact-words.json by the build.
import { readFileSync } from 'node:fs';

/** Each fact a text may hold in braces, as the office would name it. */
export const FACT_WORDS = JSON.parse(readFileSync(new URL('./fact-words.json', import.meta.url), 'utf8'));

/** `{deposit}` or `deposit` → "the tour’s deposit"; a name with no words of its own, split ("the some fact"). */
export function factInWords(token) {
  const name = token.replace(/^\{|\}$/g, '');
  return (
    FACT_WORDS[name] ??
    `the ${name
      .replace(/([a-z])([A-Z])/g, '$1 $2')
      .toLowerCase()
      .trim()}`
  );
}
