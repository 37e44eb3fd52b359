// @vitest-environment node
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { allFactsFiles, languageFile, loadEntry, loadFacts } from '../../scripts/content/entries';
import { splitFrontMatter } from '../../scripts/content/layout';
import { CONTENT_ROOT } from '../../scripts/content/read';
import { LANGS } from '../../src/config/languages';
import { tourIds } from '../../src/config/routes';
import type { BlogFacts } from '../../src/content/blog';

const entryName = (file: string) => file.replace(/^.*src\/content\/|\/?index\.en\.md$/g, '') || '.';
const entries = allFactsFiles().map((file) => [entryName(file), file]);
const sectionsOf = (file: string) => readFileSync(file, 'utf8').match(/^## /gm)?.length ?? 0;
/**
 * The chapter:verse references of the Markdown's quotes ("> John 4:24 — …", "> — 出埃及記 19:20（和合本）"), ranges
 * with either dash. 聖詠 is the Catholic Psalter (思高本), which counts a psalm's title as its first verse: its 84:6 is
 * the English 84:5.
 */
const versesOf = (file: string) =>
  [...readFileSync(file, 'utf8').matchAll(/^>(.*?)(\d+):(\d+)((?:[-–～]\d+)?)/gm)].map(
    ([, before, chapter, verse, range]) =>
      `${chapter}:${/聖詠|圣咏/.test(before ?? '') ? Number(verse) - 1 : verse}${(range ?? '').replace(/[–～]/, '-')}`,
  );
const entry = (file: string, lang: (typeof LANGS)[number]) => loadEntry(file, lang) as Record<string, unknown>;

describe.each(entries)('%s tells one story in three languages', (_, file) => {
  const dir = dirname(file);

  it('has the same number of sections in every language', () => {
    const counts = LANGS.map((lang) => sectionsOf(languageFile(dir, lang)));
    expect(new Set(counts).size, `${LANGS.join('/')}: ${counts.join('/')}`).toBe(1);
  });

  it('shows the same facts in every language (from its one facts file)', () => {
    const [en, ...others] = LANGS.map((lang) => entry(file, lang));
    for (const field of ['rating', 'durationDays', 'published', 'order', 'image'])
      for (const other of others) expect(other[field], field).toEqual(en?.[field]);
  });

  it('quotes the same Bible verses, in the same order, in every language', () => {
    const [en, ...others] = LANGS.map((lang) => versesOf(languageFile(dir, lang)));
    for (const other of others) expect(other).toEqual(en);
  });

  it('takes about as long to read in every language (within a minute)', () => {
    const minutes = LANGS.map((lang) => entry(file, lang).readingMinutes as number | undefined);
    if (minutes[0] === undefined) return;
    expect(Math.max(...(minutes as number[])) - Math.min(...(minutes as number[]))).toBeLessThanOrEqual(1);
  });
});

describe('one voice per language', () => {
  const traditional = [
    ...allFactsFiles().map((file) => readFileSync(languageFile(dirname(file), 'hk'), 'utf8')),
    readFileSync(join(CONTENT_ROOT, '../../locales/hk.json'), 'utf8'),
  ].join('\n');
  const prose = traditional.replace(/^>.*$/gm, ''); // Bible quotations keep their own wording

  it('Traditional Chinese addresses the reader as 你 throughout, never 您', () => {
    expect(traditional.match(/.{0,12}您.{0,12}/g) ?? []).toEqual([]);
  });

  it('Traditional Chinese names the mountain 西奈山 (the Bible quotations keep 西乃)', () => {
    // A note naming the Union Version's form quotes it: （和合本譯作「西乃山」）.
    expect(prose.replace(/「西乃山」/g, '').match(/.{0,12}西乃.{0,12}/g) ?? []).toEqual([]);
  });
});

const wordsOf = (file: string) =>
  parse(splitFrontMatter(readFileSync(file, 'utf8')).frontMatter) as Record<string, unknown>;
const placeholdersOf = (file: string) =>
  [...readFileSync(file, 'utf8').matchAll(/(?<!\{)\{(\w+)\}(?!\})/g)].map(([, name]) => name).sort();

describe.each(entries)('%s states the same facts in every language', (_, file) => {
  const dir = dirname(file);

  it('fills the same fact placeholders in English and Traditional Chinese', () => {
    expect(placeholdersOf(languageFile(dir, 'hk'))).toEqual(placeholdersOf(languageFile(dir, 'en')));
  });
});

describe.each(tourIds())('the %s tour answers the same questions in every language', (id) => {
  const words = (lang: 'en' | 'hk') => wordsOf(join(CONTENT_ROOT, 'tours', id, `index.${lang}.md`));

  it('has as many questions, inclusions and exclusions in English as in Chinese', () => {
    const [en, hk] = [words('en'), words('hk')];
    for (const field of ['faq', 'included', 'excluded'])
      expect((hk[field] as unknown[]).length, field).toBe((en[field] as unknown[]).length);
  });
});

describe('the questions shown on every tour', () => {
  it('are the same questions for the same tours in English and Chinese', () => {
    const toursOf = (lang: string) =>
      (wordsOf(join(CONTENT_ROOT, 'faq', `index.${lang}.md`)).faq as { tours?: string[] }[]).map(({ tours }) => tours);
    expect(toursOf('hk')).toEqual(toursOf('en'));
  });
});

describe('bylines', () => {
  const authors = allFactsFiles()
    .filter((file) => file.includes('/blog/'))
    .map((file) => [entryName(file), (loadFacts(file) as BlogFacts).author] as const);

  it.each(authors)(
    '%s is by the same person in every language (the same initial, a transliterated name)',
    (_, author) => {
      const initial = / ([A-Z])\.$/.exec(author.en)?.[1];
      if (initial) expect(author.hk).toMatch(new RegExp(` ${initial}\\.$`));
      else expect(author.hk).not.toMatch(/ [A-Z]\.$/);
    },
  );
});
