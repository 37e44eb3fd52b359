// @vitest-environment node
import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import cn from '../../locales/cn.json';
import en from '../../locales/en.json';
import hk from '../../locales/hk.json';
import { factsFileOf, loadFacts, readEntry } from '../../scripts/content/entries';
import { CONTENT_ROOT, readSiteFacts } from '../../scripts/content/read';
import { LANGS, type Lang } from '../../src/config/languages';
import { INSURANCE_STANCES } from '../../src/content/site-schema';
import { MOUNTAIN_VISITS } from '../../src/content/tours/schema';

const site = readSiteFacts();
const stance = site.travelInsurance.value;
const other = INSURANCE_STANCES.find((each) => each !== stance) ?? stance;
const TOUR = 'tours/sinai-adventure';

/** The stance's words as each language's pages show them. */
function words(lang: Lang, of = stance) {
  const messages: Record<string, string> = { en, hk, cn }[lang];
  return {
    note: messages[`stance.insurance.${of}.note`] ?? '',
    sentence: messages[`stance.insurance.${of}.sentence`] ?? '',
  };
}

/** An overlay of src/content with `file` changed. */
function overlayWith(file: string, change: (text: string) => string): string {
  const overlay = mkdtempSync(join(tmpdir(), 'stance-'));
  mkdirSync(dirname(join(overlay, file)), { recursive: true });
  cpSync(join(CONTENT_ROOT, file), join(overlay, file));
  writeFileSync(join(overlay, file), change(readFileSync(join(CONTENT_ROOT, file), 'utf8')));
  return overlay;
}

const html = (entry: { sections: { html: string }[] }) => entry.sections.map((section) => section.html).join('');

describe('travel insurance: one stance (site.json), said by every page in its language', () => {
  it.each(LANGS)('the %s tour and terms say the same stance', (lang) => {
    const { note, sentence } = words(lang);
    const tour = readEntry(TOUR, lang);
    expect(tour.excluded.join('\n')).toContain(note);
    expect(tour.essentials.map((card) => card.text).join('\n')).toContain(sentence);
    expect(html(readEntry('terms', lang))).toContain(sentence);
  });

  it('changing the field changes every sentence', () => {
    const overlay = overlayWith('site.json', (text) => text.replace(`"${stance}"`, `"${other}"`));
    const tour = readEntry(TOUR, 'en', { overlay });
    expect(tour.excluded.join('\n')).toContain(words('en', other).note);
    expect(html(readEntry('terms', 'hk', { overlay }))).toContain(words('hk', other).sentence);
  });

  it.each([
    ['en', 'Travel insurance is optional on this tour.'],
    ['hk', '此行程的旅遊保險自願購買。'],
    ['cn', '此行程的旅游保险自愿购买。'],
    ['en', 'Advice on suitable travel insurance covering medical care.'],
    ['en', 'Flights, hotels, visas, travel insurance on request.'],
    ['hk', '機票、酒店、簽證、應要求代辦旅遊保險。'],
    ['cn', '为您推荐涵盖医疗的合适旅游保险。'],
  ] as [Lang, string][])(
    'a second stance written into the %s prose fails the build, naming the field',
    (lang, said) => {
      const file = `${TOUR}/index.${lang}.md`;
      const overlay = overlayWith(file, (text) => `${text.trimEnd()}\n\n${said}\n`);
      expect(() => readEntry(TOUR, lang, { overlay })).toThrow(
        new RegExp(`^Content error\\nsrc/content/${file}: body: line \\d+ types .*travelInsurance`, 'm'),
      );
    },
  );
});

describe("the mountain: each Sinai tour's `mountain` field says whether the group climbs it, and its prose agrees", () => {
  const visitOf = (tour: string) =>
    (loadFacts(factsFileOf(tour)) as { mountain?: (typeof MOUNTAIN_VISITS)[number] }).mountain;
  const tours = ['tours/sinai-adventure', 'tours/sinai-dubai'] as const;

  it.each(tours)('%s states its way in each language from the field', (tour) => {
    const visit = visitOf(tour);
    expect(MOUNTAIN_VISITS).toContain(visit);
    for (const lang of LANGS) {
      const messages: Record<string, string> = { en, hk, cn }[lang];
      const sentence = messages[`stance.mountain.${visit}.sentence`] ?? '';
      expect(JSON.stringify(readEntry(tour, lang))).toContain(sentence);
    }
  });

  it('a climb written into the prose of a tour that views the mountain from its base fails the build', () => {
    const tour = tours.find((each) => visitOf(each) === 'base') ?? 'tours';
    const file = `${tour}/index.hk.md`;
    const overlay = overlayWith(file, (text) => `${text.trimEnd()}\n\n破曉時我們一同攀登西奈山。\n`);
    expect(() => readEntry(tour, 'hk', { overlay })).toThrow(
      new RegExp(`^Content error\\nsrc/content/${file}: body: line \\d+ types "攀登".*\\{mountainVisit\\}`, 'm'),
    );
  });

  it('"we do not climb" written into the prose of a tour that climbs fails the build', () => {
    const tour = tours.find((each) => visitOf(each) === 'climb') ?? 'tours';
    const file = `${tour}/index.en.md`;
    const overlay = overlayWith(file, (text) => `${text.trimEnd()}\n\nWe do not climb the mountain.\n`);
    expect(() => readEntry(tour, 'en', { overlay })).toThrow(/types "do not climb".*\{mountainVisit\}/);
  });
});

describe('an article ending with a tour agrees with how that tour meets the mountain', () => {
  it('a climb written into an article that ends with a tour viewing the mountain from its base fails the build', () => {
    const article = 'blog/adventure';
    const tour = (loadFacts(factsFileOf(article)) as { tour?: string }).tour ?? '';
    expect((loadFacts(factsFileOf(`tours/${tour}`)) as { mountain?: string }).mountain).toBe('base');
    const file = `${article}/index.en.md`;
    const overlay = overlayWith(file, (text) => `${text.trimEnd()}\n\nAt dawn we climb to the summit together.\n`);
    expect(() => readEntry(article, 'en', { overlay })).toThrow(
      new RegExp(`^Content error\\nsrc/content/${file}: body: line \\d+ types "climb".*"mountain" is base`, 'm'),
    );
  });

  it('a story about another mountain (Jebel Musa) may tell of its climb', () => {
    const file = 'blog/adventure/index.en.md';
    const overlay = overlayWith(file, (text) => `${text.trimEnd()}\n\nYears ago I climbed Jebel Musa in Egypt.\n`);
    expect(() => readEntry('blog/adventure', 'en', { overlay })).not.toThrow();
  });
});

describe('who travels with the group: one field per tour (`escort`), said by its safety card and what is included', () => {
  const escortOf = (tour: string) => (loadFacts(factsFileOf(tour)) as { escort: string }).escort;
  const wordsFor = (lang: Lang, escort: string) => {
    const messages: Record<string, string> = { en, hk, cn }[lang];
    return {
      sentence: messages[`stance.escort.${escort}.sentence`] ?? '',
      note: messages[`stance.escort.${escort}.note`] ?? '',
    };
  };

  it.each(LANGS)('each Saudi tour says it in %s from its field', (lang) => {
    for (const tour of ['tours/sinai-adventure', 'tours/sinai-dubai'] as const) {
      const { sentence, note } = wordsFor(lang, escortOf(tour));
      const page = readEntry(tour, lang);
      expect(page.essentials.map((card) => card.text).join('\n')).toContain(sentence);
      expect(page.included).toContain(note);
    }
  });

  it('changing the field changes what the page says', () => {
    const file = `${TOUR}/index.en.md`;
    const now = escortOf(TOUR);
    const other = now === 'tour-leader' ? 'local-guides' : 'tour-leader';
    const overlay = overlayWith(file, (text) => text.replace(`escort: ${now}`, `escort: ${other}`));
    const page = readEntry(TOUR, 'hk', { overlay });
    expect(page.essentials.map((card) => card.text).join('\n')).toContain(wordsFor('hk', other).sentence);
    expect(page.included).toContain(wordsFor('hk', other).note);
  });
});
