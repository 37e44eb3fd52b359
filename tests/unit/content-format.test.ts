// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contentFiles, unformattedContent } from '../../scripts/cms/content-format';
import { fromFile, toFile } from '../../scripts/cms/front-matter';

const changedLines = (before: string, after: string) => {
  const [a, b] = [before.split('\n'), after.split('\n')];
  expect(b).toHaveLength(a.length);
  return a.flatMap((line, index) => (line === b[index] ? [] : [[line, b[index]]]));
};

describe('content files are written as the editor writes them', () => {
  it('every index.<lang>.md is (run `npm run format:content` after editing one by hand)', () => {
    expect(contentFiles().length).toBeGreaterThan(20);
    expect(unformattedContent()).toEqual([]);
  });

  it('so a saved price changes that departure’s line and nothing else', () => {
    const text = readFileSync('src/content/tours/turkey-tour/index.en.md', 'utf8');
    const data = fromFile(text) as { departures: { price: number }[] };
    const [first] = data.departures;
    if (!first) throw new Error('the Turkey tour has no departures');
    const order = Object.keys(data);
    const saved = toFile(
      { ...data, departures: [{ ...first, price: first.price + 500 }, ...data.departures.slice(1)] },
      order,
    );
    const changes = changedLines(toFile(data, order), saved);
    expect(changes).toHaveLength(1);
    expect(changes[0]?.[1]).toContain(`price: ${first.price + 500}`);
  });

  it('and a changed sentence changes its own line', () => {
    const text = readFileSync('src/content/blog/sinai/index.hk.md', 'utf8');
    const data = fromFile(text);
    const changes = changedLines(text, toFile({ ...data, title: '新的標題' }, Object.keys(data)));
    expect(changes).toEqual([[`title: ${String(data.title)}`, 'title: 新的標題']]);
  });
});
