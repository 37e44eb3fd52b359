// @vitest-environment node
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COLLECTIONS } from '../../scripts/content/collections';
import { entryIds, factsFileOf, loadEntry } from '../../scripts/content/entries';
import { CONTENT_ROOT } from '../../scripts/content/read';
import type { Lang } from '../../src/config/languages';

/** An overlay of src/content with one file replaced by `change(original)`. */
function overlayWith(file: string, change: (text: string) => string): string {
  const overlay = mkdtempSync(join(tmpdir(), 'content-'));
  cpSync(join(CONTENT_ROOT, file), join(overlay, file));
  const changed = change(readFileSync(join(CONTENT_ROOT, file), 'utf8'));
  if (changed === readFileSync(join(CONTENT_ROOT, file), 'utf8')) throw new Error(`${file}: nothing was planted`);
  writeFileSync(join(overlay, file), changed);
  return overlay;
}

/** An entry of each collection (its folder under src/content). */
const entryOf = (collection: string) => {
  const [first] = entryIds(collection);
  return first ? `${collection}/${first}` : collection;
};

/** A value each collection's schema refuses, planted in one of its files, and the field the message must name. */
const PLANTED: Record<string, { lang: Lang; line: RegExp; bad: string; field: string }> = {
  tours: { lang: 'en', line: /^rating: .*$/m, bad: 'rating: very good', field: 'rating' },
  blog: { lang: 'en', line: /^published: .*$/m, bad: 'published: soon', field: 'published' },
  hosts: { lang: 'en', line: /^order: .*$/m, bad: 'order: second', field: 'order' },
  awards: { lang: 'en', line: /^year: .*$/m, bad: 'year: last year', field: 'year' },
  home: { lang: 'en', line: /^banner: .*$/m, bad: 'banner: A Picture!', field: 'banner' },
  policy: { lang: 'hk', line: /^title: .*$/m, bad: 'title: ""', field: 'title' },
  terms: {
    lang: 'en',
    line: /^passportValidityMonths: .*$/m,
    bad: 'passportValidityMonths: six',
    field: 'passportValidityMonths',
  },
  churches: { lang: 'en', line: /^minGroupSize: .*$/m, bad: 'minGroupSize: twenty', field: 'minGroupSize' },
  faq: { lang: 'hk', line: /^ {2}- q: .*$/m, bad: '  - q: ""', field: 'faq.0.q' },
};

describe('a bad value in any collection fails the build with one message format: file, field, what was expected', () => {
  it('covers every collection', () => {
    expect(Object.keys(PLANTED).sort()).toEqual(Object.keys(COLLECTIONS).sort());
  });

  it.each(Object.entries(PLANTED))('%s', (collection, { lang, line, bad, field }) => {
    const entry = entryOf(collection);
    const file = `${entry}/index.${lang}.md`;
    const overlay = overlayWith(file, (text) => text.replace(line, bad));
    const escaped = `src/content/${file}`.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    expect(() => loadEntry(factsFileOf(entry), lang, { overlay })).toThrow(
      new RegExp(`^Content error\\n${escaped}: ${field.replace(/\./g, '\\.')}: \\S`, 'm'),
    );
  });

  it('one departure date entered twice (it would list twice and move the "From" price)', () => {
    const overlay = overlayWith('tours/sinai-adventure/index.en.md', (text) =>
      text.replace(/^( {2}- \{ start: [^\n]*\n)/m, '$1$1'),
    );
    expect(() => loadEntry(factsFileOf('tours/sinai-adventure'), 'en', { overlay })).toThrow(
      /src\/content\/tours\/sinai-adventure\/index\.en\.md: departures: two departures start on the same day/,
    );
  });

  it('a missing word in a language file', () => {
    const overlay = overlayWith('tours/sinai-adventure/index.hk.md', (text) => text.replace(/^location: .*\n/m, ''));
    expect(() => loadEntry(factsFileOf('tours/sinai-adventure'), 'hk', { overlay })).toThrow(
      /src\/content\/tours\/sinai-adventure\/index\.hk\.md: location: Invalid key: Expected "location"/,
    );
  });

  it('an itinerary with a day missing, in the Simplified Chinese rewrite too', () => {
    const overlay = overlayWith('tours/sinai-adventure/index.cn.md', (text) =>
      text.replace(/\n## [^\n]*\n[\s\S]*$/, '\n'),
    );
    expect(() => loadEntry(factsFileOf('tours/sinai-adventure'), 'cn', { overlay })).toThrow(
      /src\/content\/tours\/sinai-adventure\/index\.cn\.md: sections: needs one "## " section per day listed in the days/,
    );
  });
});
