// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The front door stays short enough to read in one sitting; details live in docs/. */
const MAX_README_WORDS = 1500;

const readme = readFileSync(resolve('README.md'), 'utf8');

/** Relative link targets (without #fragments) in a Markdown file. */
function localLinks(markdown: string): string[] {
  const targets = [...markdown.matchAll(/\]\(([^)\s]+)\)|src="([^"]+)"/g)].map((match) => match[1] ?? match[2] ?? '');
  return targets
    .filter((target) => !/^[a-z]+:/.test(target) && !target.startsWith('#'))
    .map((target) => target.split('#')[0] ?? target);
}

describe('README', () => {
  it(`is at most ${MAX_README_WORDS} words`, () => {
    expect(readme.split(/\s+/).filter(Boolean).length).toBeLessThanOrEqual(MAX_README_WORDS);
  });

  it('names the two commands a newcomer needs', () => {
    expect(readme).toContain('npm install && npm start');
    expect(readme).toContain('npm test');
  });

  it('links only to files that exist, and so do the docs it leads to', () => {
    const docs = [...new Set(localLinks(readme).filter((target) => target.startsWith('docs/')))];
    const missing = [readme, ...docs.map((doc) => readFileSync(resolve(doc), 'utf8'))].flatMap((text, at) => {
      const base = at === 0 ? '.' : dirname(docs[at - 1] ?? '.');
      return localLinks(text).filter((target) => !existsSync(resolve(join(base, target))));
    });
    expect(missing).toEqual([]);
  });
});
