// @vitest-environment node
import { describe, expect, it } from 'vitest';
import cn from '../../locales/cn.json';
import en from '../../locales/en.json';
import hk from '../../locales/hk.json';
import { factsFileOf, loadFacts, readEntry } from '../../scripts/content/entries';
import { LANGS, type Lang } from '../../src/config/languages';
import { BLOG_POSTS } from '../../src/content/blog';

const MESSAGES: Record<Lang, Record<string, string>> = { en, hk, cn };
const SINAI_TOURS = ['sinai-adventure', 'sinai-dubai'];

interface Article {
  chapters: { title: string; html: string }[];
  readingMinutes: number;
}
interface TourFacts {
  mountain?: 'climb' | 'base';
  groupSize: { min: number; max: number };
}
const textOf = (article: Article) => article.chapters.map((chapter) => chapter.html).join('\n');
const tourFacts = (id: string) => loadFacts(factsFileOf(`tours/${id}`)) as TourFacts;

describe('articles state each tour’s way on the mountain from its field, naming the tour', () => {
  it.each(LANGS)('in %s, the Sinai and adventure articles say per tour whether its group climbs', (lang) => {
    for (const article of ['blog/sinai', 'blog/adventure'] as const) {
      const text = textOf(readEntry(article, lang));
      for (const id of SINAI_TOURS) {
        const visit = tourFacts(id).mountain ?? '';
        const name = readEntry(`tours/${id}`, lang).name;
        const sentence = (MESSAGES[lang][`stance.mountain.${visit}.byTour`] ?? '').replace('{tour}', name);
        expect(text, `${article}: ${id}`).toContain(sentence);
      }
    }
  });
});

describe('the Catholic guide’s group sizes agree with the tours and the church-group terms', () => {
  it.each(LANGS)('in %s, it gives the tour’s group size and the church minimum from their fields', (lang) => {
    const text = textOf(readEntry('blog/pilgrimage', lang));
    const tour = (loadFacts(factsFileOf('blog/pilgrimage')) as { tour: string }).tour;
    const { min, max } = tourFacts(tour).groupSize;
    const { minGroupSize } = loadFacts(factsFileOf('churches')) as { minGroupSize: number };
    for (const size of [min, max, minGroupSize]) expect(text).toMatch(new RegExp(`(?<!\\d)${size}(?!\\d)`));
  });
});

describe('reading times are counted from the text, one per article for both Chinese pages', () => {
  it.each(BLOG_POSTS.map((post) => post.id))('%s gives the same time on /hk/ and /cn/', (id) => {
    const minutes = (lang: Lang) => readEntry(`blog/${id}`, lang).readingMinutes;
    expect(minutes('cn')).toBe(minutes('hk'));
    expect(minutes('en')).toBeGreaterThan(0);
  });
});
