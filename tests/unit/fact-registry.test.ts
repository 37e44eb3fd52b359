// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { factHint } from '../../scripts/cms/fact-hints';
import { COLLECTION_NAMES } from '../../scripts/content/collections';
import { allFactsFiles, entryOf, factNamesOf, loadFacts } from '../../scripts/content/entries';
import { FACTS } from '../../scripts/content/facts/registry';
import { factInWords } from '../../scripts/content/facts/words';

/** The sums an article quotes by names of its own (`amounts`), which are not agency facts. */
const ownAmounts = (file: string) =>
  ((loadFacts(file) as { amounts?: { name: string }[] }).amounts ?? []).map(({ name }) => name);

describe('the fact registry: every {token} a text may hold is one row with the office’s words', () => {
  const files = allFactsFiles();

  it.each(files.map((file) => [file.replace(/.*src\/content\//, ''), file]))(
    '%s fills only facts the registry names (besides its own quoted sums)',
    (_, file) => {
      const own = ownAmounts(file);
      const unnamed = factNamesOf(file).filter((name) => !Object.hasOwn(FACTS, name) && !own.includes(name));
      expect(unnamed).toEqual([]);
    },
  );

  it.each(COLLECTION_NAMES)('the editor’s hint for %s says each of its facts in the office’s words', (name) => {
    const hint = factHint(name);
    const filled = files.filter((file) => entryOf(file).name === name).flatMap((file) => factNamesOf(file));
    for (const fact of new Set(filled)) expect(hint).toContain(`{${fact}} becomes ${factInWords(fact)}`);
  });

  it('gives every fact words of its own, never its token split into words', () => {
    for (const [name, { words }] of Object.entries(FACTS)) {
      expect(words, name).not.toBe(`the ${name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()}`);
      expect(words, name).not.toMatch(/[{}]/);
    }
  });
});
